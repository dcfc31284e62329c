import { afterAll, beforeAll, describe } from 'vitest';
import { openStore } from '../store/index.js';
import type { KnowledgeStore } from '../spec/index.js';
import { createDatabase, postgresSkipReason, startPostgresServer, type PostgresServer } from './postgres-server.js';

let server: PostgresServer | undefined;
let serverStarting: Promise<PostgresServer> | undefined;
let databaseCounter = 0;

/** Opens a fresh, empty store on the named driver. PostgreSQL databases come from one cluster per test file. */
export async function openTestStore(driver: 'pglite' | 'postgres'): Promise<KnowledgeStore> {
  if (driver === 'pglite') return openStore({ db: 'memory://' });
  server ??= await (serverStarting ??= startPostgresServer());
  databaseCounter += 1;
  const url = await createDatabase(server.url, `anker_test_${process.pid}_${databaseCounter}`);
  return openStore({ db: url });
}

/** URL of a fresh database on the file's throwaway cluster. */
export async function freshPostgresUrl(): Promise<string> {
  server ??= await (serverStarting ??= startPostgresServer());
  databaseCounter += 1;
  return createDatabase(server.url, `anker_test_${process.pid}_${databaseCounter}`);
}

/**
 * Runs a suite once per driver. The PostgreSQL run is skipped loudly when no binaries exist;
 * under CI (CI=true) a missing PostgreSQL is a failure, never a skip.
 */
export function describeEachDriver(name: string, suite: (driver: 'pglite' | 'postgres') => void): void {
  describe(`${name} [pglite]`, () => suite('pglite'));
  const reason = postgresSkipReason();
  if (reason && !process.env.CI) {
    process.stderr.write(`\n!!! SKIPPING PostgreSQL-server tests of "${name}": ${reason}\n\n`);
    describe.skip(`${name} [postgres] (skipped: ${reason})`, () => suite('postgres'));
    return;
  }
  describe(`${name} [postgres]`, () => {
    beforeAll(async () => {
      server ??= await (serverStarting ??= startPostgresServer());
    }, 120_000);
    afterAll(async () => {
      await server?.stop();
      server = undefined;
      serverStarting = undefined;
    });
    suite('postgres');
  });
}
