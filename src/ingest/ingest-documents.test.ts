import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DocumentWrite, Embedder, KnowledgeStore } from '../spec/index.js';
import { openStore } from '../store/index.js';
import { chunkDocument } from './chunking/index.js';
import { ingestPaths } from './ingest-documents.js';
import { loadFile } from './load-file.js';

const work = mkdtempSync(join(tmpdir(), 'anker-ingest-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** A tiny deterministic embedder that counts its calls. */
function countingEmbedder(): Embedder & { calls: number } {
  const embedder = {
    id: 'test:4',
    dimensions: 4,
    calls: 0,
    async embed(texts: string[]) {
      embedder.calls += 1;
      return texts.map((text) => Float32Array.from([1, text.length % 7, 0, 1]));
    },
  };
  return embedder;
}

/** The store, with write calls counted and any write of `poison` failing (as a constraint violation would). */
function instrumented(store: KnowledgeStore, poison?: string) {
  const calls: string[][] = [];
  const check = (inputs: readonly DocumentWrite[]) => {
    calls.push(inputs.map((input) => input.source));
    if (inputs.some((input) => input.source === poison)) throw new Error('simulated write failure');
  };
  const wrapped: KnowledgeStore = Object.create(store);
  wrapped.writeDocuments = async (inputs) => (check(inputs), store.writeDocuments(inputs));
  wrapped.writeDocument = async (input) => (check([input]), store.writeDocument(input));
  return { store: wrapped, calls };
}

function writeFolder(name: string, count: number): string {
  const folder = join(work, name);
  mkdirSync(folder, { recursive: true });
  for (let index = 0; index < count; index += 1) {
    writeFileSync(join(folder, `doc-${index}.md`), `# Dokument ${index}\n\nDie Anlage ${index} wird jedes Quartal gewartet.\n`);
  }
  return folder;
}

describe('ingestPaths in batches', () => {
  let base: KnowledgeStore;
  beforeEach(async () => {
    base = await openStore({ db: 'memory://' });
  });
  afterEach(async () => base.close());

  it('embeds and writes many files per call, and skips unchanged files on a re-run', async () => {
    const folder = writeFolder('plain', 12);
    const embedder = countingEmbedder();
    const { store, calls } = instrumented(base);
    const deps = { store, embedder, tenantId: 'default', maxFileBytes: 1 << 20, bulkThreshold: 1000 };
    const summary = await ingestPaths([folder], deps);
    expect(summary).toEqual({ added: 12, updated: 0, unchanged: 0, failed: [] });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toHaveLength(12);
    expect(embedder.calls).toBe(1);
    const documents = await base.listDocuments('default');
    expect(documents.every((document) => document.chunkCount > 0)).toBe(true);

    writeFileSync(join(folder, 'doc-3.md'), '# Dokument 3\n\nDie Anlage 3 wird jeden Monat gewartet.\n');
    const rerun = await ingestPaths([folder], deps);
    expect(rerun).toEqual({ added: 0, updated: 1, unchanged: 11, failed: [] });
    expect(calls[1]).toEqual(['doc-3.md']);
  });

  it('a bulk load drops and rebuilds the vector index only when something is written', async () => {
    const folder = writeFolder('bulk', 5);
    let bulkLoads = 0;
    const store: KnowledgeStore = Object.create(base);
    store.withBulkLoad = (fn) => ((bulkLoads += 1), base.withBulkLoad(fn));
    const deps = { store, embedder: countingEmbedder(), tenantId: 'default', maxFileBytes: 1 << 20, bulkThreshold: 1 };
    expect((await ingestPaths([folder], deps)).added).toBe(5);
    expect(bulkLoads).toBe(1);
    expect((await ingestPaths([folder], deps)).unchanged).toBe(5);
    expect(bulkLoads).toBe(1);
  });

  it('a file whose write fails fails alone: the rest of its batch is still written', async () => {
    const folder = writeFolder('poisoned', 6);
    const { store, calls } = instrumented(base, 'doc-2.md');
    const progress: string[] = [];
    const summary = await ingestPaths([folder], {
      store,
      embedder: countingEmbedder(),
      tenantId: 'default',
      maxFileBytes: 1 << 20,
      onProgress: (event) => progress.push(`${event.source}:${event.outcome}`),
    });
    expect(summary.added).toBe(5);
    expect(summary.failed).toEqual([{ source: 'doc-2.md', error: expect.stringContaining('simulated write failure') }]);
    expect(calls[0]).toHaveLength(6);
    expect((await base.listDocuments('default')).map((document) => document.source).sort()).toEqual(
      ['doc-0.md', 'doc-1.md', 'doc-3.md', 'doc-4.md', 'doc-5.md'],
    );
    expect(progress).toHaveLength(6);
    expect(progress).toContain('doc-2.md:failed');
  });

  it('reports the embedding progress of a large file between embedder calls', async () => {
    const folder = join(work, 'large');
    mkdirSync(folder, { recursive: true });
    const paragraphs = Array.from({ length: 700 }, (_, index) => `Absatz ${index}: ${'Die Pumpe fördert Wasser in den Hochbehälter. '.repeat(16)}`);
    writeFileSync(join(folder, 'handbuch.txt'), paragraphs.join('\n\n'));
    const embedder = countingEmbedder();
    const progress: string[] = [];
    const summary = await ingestPaths([folder], {
      store: base,
      embedder,
      tenantId: 'default',
      maxFileBytes: 1 << 22,
      onChunkProgress: (event) => progress.push(`${event.source} ${event.done}/${event.total}`),
    });
    expect(summary.added).toBe(1);
    const [document] = await base.listDocuments('default');
    expect(document!.chunkCount).toBeGreaterThan(512);
    expect(embedder.calls).toBe(Math.ceil(document!.chunkCount / 512));
    expect(progress).toEqual([`handbuch.txt 512/${document!.chunkCount}`, `handbuch.txt ${document!.chunkCount}/${document!.chunkCount}`].slice(0, embedder.calls));
  }, 120_000);
});

describe('ingestPaths of a large file', () => {
  let base: KnowledgeStore;
  beforeEach(async () => {
    base = await openStore({ db: 'memory://' });
  });
  afterEach(async () => base.close());

  it('streams it in batches and stores exactly the chunks chunkDocument makes, sections and pages across batch boundaries', async () => {
    const folder = join(work, 'streamed');
    mkdirSync(folder, { recursive: true });
    // Three pages, headings that change inside a page and across pages: ~1,300 chunks, so batch boundaries (every
    // 512 chunks) fall inside sections.
    const sections = Array.from({ length: 9 }, (_, section) => {
      const page = Math.floor(section / 3) + 1;
      const paragraphs = Array.from({ length: 145 }, (_, index) => `Absatz ${section}.${index}: ${'Der Sensor meldet die Temperatur an das Gateway. '.repeat(20)}`);
      return `${section % 3 === 0 ? `<!-- page ${page} -->\n\n` : ''}## Kapitel ${section}\n\n${paragraphs.join('\n\n')}`;
    });
    const path = join(folder, 'handbuch.md');
    writeFileSync(path, `# Handbuch\n\n${sections.join('\n\n')}\n`);
    const writes: string[] = [];
    const store: KnowledgeStore = Object.create(base);
    store.writeDocuments = async (inputs) => (writes.push(...inputs.map((input) => input.source)), base.writeDocuments(inputs));
    const deps = { store, embedder: countingEmbedder(), tenantId: 'default', maxFileBytes: 1 << 24 };
    expect(await ingestPaths([folder], deps)).toEqual({ added: 1, updated: 0, unchanged: 0, failed: [] });
    // Streamed: never written as one document write.
    expect(writes).toEqual([]);

    const expected = chunkDocument(await loadFile(path, { source: 'handbuch.md', maxBytes: 1 << 24 }));
    expect(expected.length).toBeGreaterThan(2 * 512);
    const stored = await base.sql.query<{ ordinal: number; section_path: string; page: number | null; text: string }>(
      'SELECT ordinal, section_path, page, text FROM chunks ORDER BY ordinal',
    );
    expect(stored.rows.map((row) => ({ ordinal: row.ordinal, sectionPath: row.section_path, page: row.page, text: row.text }))).toEqual(expected);
    const [document] = await base.listDocuments('default');
    expect(document!.chunkCount).toBe(expected.length);
    expect(new Set(stored.rows.map((row) => row.page))).toEqual(new Set([1, 2, 3]));

    // Unchanged: skipped by its hash before it is parsed; changed: a new version, the old one superseded.
    expect((await ingestPaths([folder], deps)).unchanged).toBe(1);
    writeFileSync(path, `# Handbuch\n\n${sections.slice(1).join('\n\n')}\n`);
    expect((await ingestPaths([folder], deps)).updated).toBe(1);
    expect((await base.listDocuments('default')).map((entry) => entry.status).sort()).toEqual(['current', 'superseded']);
  }, 300_000);
});

describe('ingestPaths on files that are no document type', () => {
  let store: KnowledgeStore;
  beforeEach(async () => {
    store = await openStore({ db: 'memory://' });
  });
  afterEach(async () => store.close());

  it('reads a text file without an extension (or with a version number after a dot) and reports the others as skipped', async () => {
    const folder = join(work, 'mixed');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'LICENSE'), 'Harbour Licence\n\nYou may copy this work if you keep this notice.\n');
    writeFileSync(join(folder, 'HARBOUR-1.1'), 'Harbour Licence 1.1\n\nThe notice period is 30 days.\n');
    writeFileSync(join(folder, 'tool'), Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0, 1, 2]));
    writeFileSync(join(folder, 'logo.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    writeFileSync(join(folder, 'notes.md'), '# Notes\n\nThe ferry leaves at noon.\n');
    const summary = await ingestPaths([folder], { store, embedder: countingEmbedder(), tenantId: 't1', maxFileBytes: 1_000_000 });
    expect(summary).toMatchObject({ added: 3, failed: [] });
    expect(summary.skipped).toEqual(['logo.png', 'tool']);
    const sources = (await store.listDocuments('t1')).map((document) => document.source).sort();
    expect(sources).toEqual(['HARBOUR-1.1', 'LICENSE', 'notes.md']);
  });

  it('reads a file given directly without an extension as text, and fails a binary one with the loader\'s reason', async () => {
    const folder = join(work, 'direct');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'README'), 'Read me\n\nThe pump runs on 230 V.\n');
    writeFileSync(join(folder, 'blob'), Buffer.from([0, 1, 2, 3]));
    const summary = await ingestPaths([join(folder, 'README'), join(folder, 'blob')], { store, embedder: countingEmbedder(), tenantId: 't1', maxFileBytes: 1_000_000 });
    expect(summary.added).toBe(1);
    expect(summary.failed.map((failure) => failure.source)).toEqual(['blob']);
    expect(summary.failed[0]!.error).toMatch(/binary/i);
  });
});
