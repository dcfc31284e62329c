import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A throwaway PostgreSQL cluster on a free loopback port, for tests and benchmarks. */
export interface PostgresServer {
  url: string;
  stop(): Promise<void>;
}

/** Directory with initdb and pg_ctl, or null when PostgreSQL is not installed. */
export function findPostgresBin(): string | null {
  const candidates = ['/usr/lib/postgresql'];
  for (const root of candidates) {
    if (!existsSync(root)) continue;
    const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
    for (const version of versions) {
      const bin = join(root, version, 'bin');
      if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
    }
  }
  const which = spawnSync('sh', ['-c', 'command -v pg_ctl'], { encoding: 'utf8' });
  const found = which.stdout.trim();
  return found ? join(found, '..') : null;
}

/** Why the PostgreSQL-server tests are skipped, or null when they can run. CI must never see a reason. */
export function postgresSkipReason(): string | null {
  if (!findPostgresBin()) return 'PostgreSQL binaries (initdb, pg_ctl) are not installed: apt-get install postgresql';
  return null;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolvePort(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts initdb + pg_ctl as the `postgres` user when running as root (initdb refuses root). */
export async function startPostgresServer(): Promise<PostgresServer> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(postgresSkipReason()!);
  const dir = mkdtempSync(join(tmpdir(), 'anker-pg-'));
  const dataDir = join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) chownSync(dir, uidOf('postgres'), gidOf('postgres'));
  const run = (command: string, args: string[]) => {
    const full = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
    execFileSync(full[0] as string, full[1] as string[], { stdio: 'pipe' });
  };
  run(join(bin, 'initdb'), ['-D', dataDir, '-U', 'anker', '--auth=trust', '-E', 'UTF8', '--locale=C.UTF-8']);
  const port = await freePort();
  run(join(bin, 'pg_ctl'), [
    '-D', dataDir, '-l', join(dir, 'log'), '-w', '-t', '60',
    '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=50`,
    'start',
  ]);
  return {
    url: `postgres://anker@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run(join(bin, 'pg_ctl'), ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

function uidOf(user: string): number {
  return Number(execFileSync('id', ['-u', user], { encoding: 'utf8' }).trim());
}
function gidOf(user: string): number {
  return Number(execFileSync('id', ['-g', user], { encoding: 'utf8' }).trim());
}

/** Creates a fresh database on the server and returns its URL, so tests do not share state. */
export async function createDatabase(serverUrl: string, name: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE "${name}"`);
  } finally {
    await client.end();
  }
  return serverUrl.replace(/\/[^/]*$/, `/${name}`);
}
