import { createHash } from 'node:crypto';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { createBuiltinEmbedder } from '../embed/index.js';
import { INGEST_PIPELINE_VERSION } from '../ingest/index.js';
import type { KnowledgeStore } from '../spec/index.js';
import { openStore } from '../store/index.js';
import { ingestBytes, type ByteFile } from './ingest-bytes.js';

let store: KnowledgeStore;
let transactions: number;
const embedder = createBuiltinEmbedder();

beforeEach(async () => {
  const opened = await openStore({ db: 'memory://' });
  transactions = 0;
  // Counts the write transactions the ingest opens.
  store = Object.assign(Object.create(opened) as KnowledgeStore, {
    writeDocuments: (inputs: Parameters<KnowledgeStore['writeDocuments']>[0]) => ((transactions += 1), opened.writeDocuments(inputs)),
    close: () => opened.close(),
  });
});
afterEach(async () => store.close());

const text = (value: string) => new TextEncoder().encode(value);

function files(count: number): ByteFile[] {
  return Array.from({ length: count }, (_, i) => ({ source: `notes/n-${i}.md`, bytes: text(`# Notiz ${i}\n\nDie Wartung der Anlage ${i} erfolgt quartalsweise.\n`) }));
}

const deps = () => ({ store, embedder, tenantId: 't', maxFileBytes: 1024 * 1024 });

it('writes many uploads in few transactions, reports them in input order, and skips unchanged ones on a re-run', async () => {
  const uploads = files(130);
  const first = await ingestBytes(uploads, deps());
  expect(first).toMatchObject({ added: 130, updated: 0, unchanged: 0, failed: [] });
  // 130 one-chunk files: batches of 64 files, not one transaction per file.
  expect(transactions).toBe(3);
  expect(first.documents.map((document) => document.source)).toEqual(uploads.map((file) => file.source));
  const stored = await store.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM chunks');
  expect(stored.rows[0]!.n).toBe(130);

  const changed = [...uploads.slice(0, 2), { source: 'notes/n-2.md', bytes: text('# Notiz 2\n\nNeu: monatlich.\n') }];
  const again = await ingestBytes(changed, deps());
  expect(again).toMatchObject({ added: 0, updated: 1, unchanged: 2, failed: [] });
  expect(again.documents.map((document) => [document.source, document.status])).toEqual([
    ['notes/n-0.md', 'current'],
    ['notes/n-1.md', 'current'],
    ['notes/n-2.md', 'current'],
  ]);
});

it('fails a bad file alone: the others of its batch are written', async () => {
  const uploads = [...files(3), { source: 'kaputt.md', bytes: text('# Kaputt\n\nEin NUL \u0000 bricht das Schreiben.\n') }, { source: 'programm.exe', bytes: text('MZ') }];
  const summary = await ingestBytes(uploads, deps());
  expect(summary.added).toBe(3);
  expect(summary.failed.map((failure) => failure.source).sort()).toEqual(['kaputt.md', 'programm.exe']);
  expect((await store.listDocuments('t')).map((document) => document.source)).toEqual(['notes/n-0.md', 'notes/n-1.md', 'notes/n-2.md']);
});

it('re-indexes the same bytes into a version stored by an older ingest pipeline in place, and skips them once current', async () => {
  const [upload] = files(1);
  await store.bindEmbedder('t', embedder.id, embedder.dimensions);
  // The upload's content as an older Anker stored it: the same hash, other chunks, no pipeline version.
  const stale = await store.writeDocument({
    tenantId: 't',
    source: upload!.source,
    format: 'markdown',
    metadata: { title: 'Notiz 0', version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
    language: 'german',
    contentHash: createHash('sha256').update(upload!.bytes).digest('hex'),
    chunks: [{ ordinal: 0, sectionPath: '', page: null, text: 'Veralteter Ausschnitt.' }],
    embeddings: await embedder.embed(['Veralteter Ausschnitt.']),
    lexicalTexts: ['Veralteter Ausschnitt.'],
  });
  const summary = await ingestBytes([upload!], deps());
  expect(summary).toEqual({ added: 0, updated: 0, unchanged: 0, reindexed: 1, failed: [], documents: [expect.objectContaining({ id: stale.document.id, pipelineVersion: INGEST_PIPELINE_VERSION })] });
  const chunks = await store.sql.query<{ text: string }>('SELECT text FROM chunks');
  expect(chunks.rows.map((row) => row.text)).toEqual([expect.stringContaining('quartalsweise')]);
  expect(await store.listDocuments('t')).toHaveLength(1);
  expect(await ingestBytes([upload!], deps())).toEqual({ added: 0, updated: 0, unchanged: 1, failed: [], documents: [summary.documents[0]] });
});
