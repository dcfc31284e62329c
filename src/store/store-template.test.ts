import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentWrite, KnowledgeStore } from '../spec/index.js';
import { readTar } from './extract-tar.js';
import { openStore } from './open-store.js';
import { buildStoreTemplate, readStoreTemplate, unpackStoreTemplate } from './store-template.js';

const work = mkdtempSync(join(tmpdir(), 'anker-template-'));
const templatePath = join(work, 'template.tar.gz');

function doc(source: string, text: string): DocumentWrite {
  return {
    tenantId: 'a',
    source,
    format: 'markdown',
    metadata: { title: source, version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
    language: 'german',
    contentHash: source,
    chunks: [{ ordinal: 0, sectionPath: '', page: null, text }],
    embeddings: [Float32Array.from([1, source.length, 0, 0])],
    lexicalTexts: [text],
  };
}

async function searchSources(store: KnowledgeStore, text: string): Promise<string[]> {
  await store.bindEmbedder('a', 'test:4', 4);
  await store.writeDocuments([doc('wartung.md', 'Die Wartung der Pumpe erfolgt quartalsweise.'), doc('sensor.md', 'Der Sensor meldet Temperaturwerte.')]);
  const hits = await store.hybridSearch({ tenantId: 'a', terms: [], text, language: 'german', vector: Float32Array.from([1, 1, 0, 0]), limit: 5 });
  return hits.map((hit) => hit.document.source);
}

describe('store template', () => {
  beforeAll(async () => {
    await buildStoreTemplate(work, templatePath);
  }, 120_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it('is a data folder with PG_VERSION, the extensions and the schema', () => {
    const entries = readTar(readStoreTemplate(templatePath)!);
    const paths = new Set(entries.map((entry) => entry.path));
    expect(paths.has('PG_VERSION')).toBe(true);
    expect(paths.has('postgresql.conf')).toBe(true);
    expect(entries.every((entry) => !entry.path.startsWith('/') && !entry.path.includes('..'))).toBe(true);
  });

  it('unpacks into a store that opens with its schema current and searches like a store made by initdb', async () => {
    const folder = join(work, 'from-template');
    mkdirSync(folder);
    expect(unpackStoreTemplate(folder, templatePath)).toBe(true);
    expect(existsSync(join(folder, 'PG_VERSION'))).toBe(true);
    const unpacked = await openStore({ db: folder });
    const initialised = await openStore({ db: join(work, 'by-initdb') });
    try {
      const migrations = async (store: KnowledgeStore) =>
        (await store.sql.query<{ version: number }>("SELECT version FROM anker_migrations WHERE namespace = 'core' ORDER BY version")).rows;
      expect(await migrations(unpacked)).toEqual(await migrations(initialised));
      const indexes = async (store: KnowledgeStore) =>
        (await store.sql.query<{ indexname: string }>("SELECT indexname FROM pg_indexes WHERE tablename = 'chunks' ORDER BY 1")).rows;
      expect(await indexes(unpacked)).toEqual(await indexes(initialised));
      const fromTemplate = await searchSources(unpacked, 'Wartung Pumpe');
      expect(fromTemplate[0]).toBe('wartung.md');
      expect(fromTemplate).toEqual(await searchSources(initialised, 'Wartung Pumpe'));
    } finally {
      await unpacked.close();
      await initialised.close();
    }
  }, 120_000);

  it('without a template leaves the folder untouched (the store is initialised as before)', () => {
    const folder = join(work, 'none');
    mkdirSync(folder);
    expect(unpackStoreTemplate(folder, join(work, 'absent.tar.gz'))).toBe(false);
    expect(readdirSync(folder)).toEqual([]);
  });
});
