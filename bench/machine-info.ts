import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, totalmem, release, platform, arch } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');

/** Machine, runtime and package versions recorded with every result file. */
export function machineInfo(): Record<string, unknown> {
  const cpuList = cpus();
  return {
    cpu: cpuList[0]?.model ?? 'unknown',
    cores: cpuList.length,
    memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
    os: `${platform()} ${release()} ${arch()}`,
    node: process.version,
    versions: {
      anker: packageVersion('.'),
      '@electric-sql/pglite': packageVersion('node_modules/@electric-sql/pglite'),
      '@electric-sql/pglite-pgvector': packageVersion('node_modules/@electric-sql/pglite-pgvector'),
      pg: packageVersion('node_modules/pg'),
      minisearch: packageVersion('node_modules/minisearch'),
      '@orama/orama': packageVersion('node_modules/@orama/orama'),
      postgresServer: postgresServerVersion(),
    },
    gitCommit: gitCommit(),
  };
}

function packageVersion(folder: string): string {
  try {
    return (JSON.parse(readFileSync(join(root, folder, 'package.json'), 'utf8')) as { version: string }).version;
  } catch {
    return 'unknown';
  }
}

function postgresServerVersion(): string {
  try {
    return execFileSync('sh', ['-c', 'ls /usr/lib/postgresql | sort -n | tail -1'], { encoding: 'utf8' }).trim() || 'not installed';
  } catch {
    return 'not installed';
  }
}

function gitCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}
