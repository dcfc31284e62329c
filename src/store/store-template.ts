import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { PGlite } from '@electric-sql/pglite';
import type { StoreCapabilities } from '../spec/index.js';
import { ensureBm25Indexes } from './bm25-indexes.js';
import { readTar, writeTarEntries } from './extract-tar.js';
import { coreMigrations } from './migrations/core.js';
import { runMigrations } from './run-migrations.js';
import { pgliteClient } from './sql-client.js';

/**
 * A new embedded store is a copy of a template: the data folder of an empty store with its extensions, schema and
 * BM25 indexes, made once when dist/ is built (bin/build-dist.js). Running PGlite's initdb instead costs seconds
 * (3.6 s unloaded, 33 s at load 12 on this machine) and then the migrations; unpacking the template a fraction.
 * Without a template (sources run through tsx, or a PGlite other than the one it was made with) a new store is
 * initialised as before. The template only saves time: the migrations run on open either way, so a template made
 * before a newer migration is brought up to date like any existing store.
 */

/** The extension packages a template depends on, pinned together with PGlite (DESIGN.md). */
const PACKAGES = ['@electric-sql/pglite', '@electric-sql/pglite-pgvector', '@electric-sql/pglite-pg_textsearch'];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/** Where the template for the installed PGlite and extension versions lives (in dist/, so it is published). */
export function storeTemplatePath(root = ROOT): string | null {
  const versions = PACKAGES.map(packageVersion);
  if (versions.some((version) => version === null)) return null;
  return join(root, 'dist', `store-template-${versions.join('-')}.tar.gz`);
}

/** The template's uncompressed tar, or null when none was built for these versions. */
export function readStoreTemplate(path = storeTemplatePath()): Uint8Array | null {
  if (!path || !existsSync(path)) return null;
  try {
    return gunzipSync(readFileSync(path));
  } catch {
    return null;
  }
}

/**
 * Unpacks the template into a new store folder (one without PG_VERSION). PG_VERSION is written last: PGlite takes
 * a folder with it for an existing store, so a process killed while unpacking leaves a folder that is unpacked
 * again (or initialised) on the next open. Returns false when there is no template.
 */
export function unpackStoreTemplate(folder: string, path = storeTemplatePath()): boolean {
  const archive = readStoreTemplate(path);
  if (!archive) return false;
  writeTarEntries(readTar(archive), folder, 'PG_VERSION');
  return true;
}

/**
 * Makes the template: an in-memory PGlite with the store's extensions, migrations and BM25 indexes, checkpointed
 * and dumped. Run by bin/build-store-template.js after compiling.
 */
export async function buildStoreTemplate(root = ROOT, path = storeTemplatePath(root)): Promise<string> {
  if (!path) throw new Error('PGlite or one of its extensions is not installed');
  const [{ PGlite }, { vector }, { pg_trgm }, { pg_textsearch }] = await Promise.all([
    import('@electric-sql/pglite'),
    import('@electric-sql/pglite-pgvector'),
    import('@electric-sql/pglite/contrib/pg_trgm'),
    import('@electric-sql/pglite-pg_textsearch'),
  ]);
  const db: PGlite = await PGlite.create({ extensions: { vector, pg_trgm, pg_textsearch } });
  try {
    await db.exec('CREATE EXTENSION IF NOT EXISTS vector; CREATE EXTENSION IF NOT EXISTS pg_trgm; CREATE EXTENSION IF NOT EXISTS pg_textsearch;');
    const sql = pgliteClient(db);
    const capabilities: StoreCapabilities = { vector: true, bm25: true, trigram: true, driver: 'pglite' };
    await runMigrations(sql, capabilities, 'core', coreMigrations);
    await ensureBm25Indexes(sql);
    await db.exec('CHECKPOINT');
    const dump = await db.dumpDataDir('none');
    writeFileSync(path, gzipSync(Buffer.from(await dump.arrayBuffer()), { level: 9 }));
    return path;
  } finally {
    await db.close();
  }
}

/** The installed version of a package (read beside its resolved entry point), or null when it is missing. */
function packageVersion(name: string): string | null {
  try {
    let folder = dirname(createRequire(import.meta.url).resolve(name));
    for (let depth = 0; depth < 4; depth += 1) {
      const manifest = join(folder, 'package.json');
      if (existsSync(manifest)) {
        const parsed = JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string; version?: string };
        if (parsed.name === name && parsed.version) return parsed.version;
      }
      folder = dirname(folder);
    }
    return null;
  } catch {
    return null;
  }
}
