import { afterEach, beforeEach, expect, it } from 'vitest';
import { createBuiltinEmbedder } from '../embed/index.js';
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
