import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DocumentWrite, KnowledgeStore } from '../../spec/index.js';
import { openStore } from '../open-store.js';
import { startPgliteWorker, type PgliteThread } from './start-pglite-worker.js';

const DIMS = 8;

function unit(values: number[]): Float32Array {
  const vector = new Float32Array(DIMS);
  values.forEach((value, index) => (vector[index] = value));
  const norm = Math.hypot(...vector) || 1;
  return vector.map((value) => value / norm);
}

function doc(source: string, texts: string[], hash: string): DocumentWrite {
  return {
    tenantId: 'a',
    source,
    format: 'markdown',
    metadata: { title: source, version: '1', section: null, sourceUrl: null, documentDate: '2026-01-15', status: 'current' },
    language: 'german',
    contentHash: hash,
    chunks: texts.map((text, ordinal) => ({ ordinal, sectionPath: 'Intro', page: ordinal + 1, text })),
    embeddings: texts.map((_, index) => unit([1, index + 1])),
    lexicalTexts: texts,
  };
}

describe('PGlite in a worker thread', () => {
  let thread: PgliteThread;
  beforeAll(async () => {
    thread = await startPgliteWorker({});
    await thread.exec('CREATE TABLE t (id int PRIMARY KEY, note text)');
  }, 120_000);
  afterAll(() => thread.close());

  it('returns rows with their types (numbers, dates) across the thread boundary', async () => {
    const { rows } = await thread.query<{ n: number; at: Date; words: string[] }>(
      "SELECT $1::int AS n, timestamptz '2026-01-15 10:00:00+00' AS at, ARRAY['a','b'] AS words",
      [7],
    );
    expect(rows).toEqual([{ n: 7, at: new Date('2026-01-15T10:00:00Z'), words: ['a', 'b'] }]);
  });

  it('keeps the PostgreSQL error fields (SQLSTATE code, detail) of a failed statement', async () => {
    await thread.query('INSERT INTO t VALUES (1, $1)', ['first']);
    const error = (await thread.query('INSERT INTO t VALUES (1, $1)', ['again']).catch((caught: unknown) => caught)) as Error & {
      code?: string;
      detail?: string;
    };
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toMatch(/duplicate key/);
    expect(error.code).toBe('23505');
    expect(error.detail).toMatch(/\(id\)=\(1\)/);
  });

  it('commits a transaction as a whole, and rolls back every statement of one that throws', async () => {
    const value = await thread.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (2, $1)', ['two']);
      await tx.query('INSERT INTO t VALUES (3, $1)', ['three']);
      return 'done';
    });
    expect(value).toBe('done');
    const failure = new Error('the caller failed half-way');
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (4, $1)', ['four']);
        throw failure;
      }),
    ).rejects.toBe(failure);
    // A statement that fails inside the transaction: the caller sees the error, nothing of it stays.
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (5, $1)', ['five']);
        await tx.query('INSERT INTO t VALUES (2, $1)', ['duplicate']);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await thread.query<{ id: number }>('SELECT id FROM t ORDER BY id');
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('runs SET statements sent without waiting in order: the query after them sees the settings', async () => {
    const rows = await thread.transaction(async (tx) => {
      await tx.query("SET LOCAL application_name = 'anker-test'");
      await tx.query('SET LOCAL work_mem = 8192');
      return (await tx.query<{ name: string; mem: string }>("SELECT current_setting('application_name') AS name, current_setting('work_mem') AS mem")).rows;
    });
    expect(rows).toEqual([{ name: 'anker-test', mem: '8MB' }]);
    // LOCAL: gone with the transaction.
    expect((await thread.query<{ name: string }>("SELECT current_setting('application_name') AS name")).rows[0]!.name).not.toBe('anker-test');
  });

  it('reports a failed SET sent without waiting at the next statement, and rolls the transaction back', async () => {
    await expect(
      thread.transaction(async (tx) => {
        await tx.query('INSERT INTO t VALUES (6, $1)', ['six']);
        await tx.query('SET LOCAL work_mem = nonsense');
        await tx.query('INSERT INTO t VALUES (7, $1)', ['seven']);
      }),
    ).rejects.toThrow(/work_mem/);
    // Also when the SET is the last statement: the commit reports it.
    await expect(thread.transaction((tx) => tx.query('SET LOCAL work_mem = nonsense'))).rejects.toThrow(/work_mem/);
    const { rows } = await thread.query<{ id: number }>('SELECT id FROM t WHERE id IN (6, 7)');
    expect(rows).toEqual([]);
  });

  it('serves concurrent transactions one after another, each with its own statements', async () => {
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        thread.transaction(async (tx) => {
          await tx.query(`SET LOCAL application_name = 'tx-${index}'`);
          return (await tx.query<{ name: string }>("SELECT current_setting('application_name') AS name")).rows[0]!.name;
        }),
      ),
    );
    expect(results).toEqual(Array.from({ length: 20 }, (_, index) => `tx-${index}`));
  });

  it('runs a statement outside the open transaction only after it ended: readers never see half of it', async () => {
    let release!: () => void;
    const paused = new Promise<void>((resolve) => (release = resolve));
    const writing = thread.transaction(async (tx) => {
      await tx.query('INSERT INTO t VALUES (10, $1)', ['ten']);
      await paused;
      await tx.query('INSERT INTO t VALUES (11, $1)', ['eleven']);
    });
    // Give the transaction time to start before the reader is queued.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const reading = thread.query<{ n: number }>('SELECT count(*)::int AS n FROM t WHERE id >= 10');
    release();
    await writing;
    expect((await reading).rows[0]!.n).toBe(2);
  });

  it('keeps the event loop free while a long query runs', async () => {
    const slow = thread.query<{ n: number }>('SELECT count(*)::int AS n FROM generate_series(1, 3000000) AS g(i) WHERE i % 7 = 0');
    const first = await Promise.race([slow.then(() => 'query'), new Promise<string>((resolve) => setTimeout(() => resolve('timer'), 1))]);
    expect(first).toBe('timer');
    expect((await slow).rows[0]!.n).toBe(428571);
  });

  it('rejects every call after close with a store error, instead of hanging', async () => {
    const other = await startPgliteWorker({});
    await other.close();
    await expect(other.query('SELECT 1')).rejects.toMatchObject({ code: 'STORE', message: expect.stringMatching(/store thread stopped/) });
    await other.close();
  }, 120_000);
});

describe('openStore with thread: worker', () => {
  let folder: string;
  let store: KnowledgeStore;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'anker-pglite-thread-'));
    store = await openStore({ db: join(folder, 'store'), thread: 'worker' });
    await store.bindEmbedder('a', 'test:8', DIMS);
  }, 120_000);
  afterAll(async () => {
    await store.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('writes, versions and finds documents with the same SQL as in-process', async () => {
    expect((await store.writeDocument(doc('preise.md', ['Der Pro-Plan kostet 1.490 Euro.'], 'h1'))).outcome).toBe('added');
    expect((await store.writeDocument(doc('preise.md', ['Der Pro-Plan kostet 1.490 Euro.'], 'h1'))).outcome).toBe('unchanged');
    expect((await store.writeDocument(doc('preise.md', ['Der Pro-Plan kostet 1.590 Euro.'], 'h2'))).outcome).toBe('updated');
    const hits = await store.hybridSearch({ tenantId: 'a', terms: [], text: 'Pro-Plan kostet', language: 'german', vector: unit([1, 1]), limit: 5 });
    expect(hits.map((hit) => hit.text)).toEqual(['Der Pro-Plan kostet 1.590 Euro.']);
  });

  it('rolls back a document whose chunks fail to insert (no document row, no orphan chunks)', async () => {
    // PostgreSQL rejects NUL in text: the chunk insert fails after the document row was written.
    await expect(store.writeDocument(doc('bad.md', ['eins', 'zw\u0000ei'], 'hb'))).rejects.toThrow();
    expect(await store.findDocument('a', 'bad.md')).toBeNull();
    const orphans = await store.sql.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM chunks c WHERE NOT EXISTS (SELECT 1 FROM documents d WHERE d.id = c.document_id)",
    );
    expect(orphans.rows[0]!.n).toBe(0);
  });

  it('survives a close and reopen of the folder', async () => {
    await store.close();
    store = await openStore({ db: join(folder, 'store'), thread: 'worker' });
    const documents = await store.listDocuments('a');
    expect(documents.map((document) => `${document.source} ${document.status}`).sort()).toEqual(['preise.md current', 'preise.md superseded']);
  }, 120_000);
});

describe('openStore with thread: worker on a store made without the template', () => {
  it('writes vectors right after creating the extensions (PGlite has learnt their array types)', async () => {
    const folder = await mkdtemp(join(tmpdir(), 'anker-pglite-thread-fresh-'));
    // The forced tsvector path never starts from the template: initdb, then CREATE EXTENSION vector in this session.
    const store = await openStore({ db: join(folder, 'store'), thread: 'worker', lexical: 'tsvector' });
    try {
      await store.bindEmbedder('a', 'test:8', DIMS);
      expect((await store.writeDocument(doc('neu.md', ['Eins', 'Zwei'], 'h1'))).outcome).toBe('added');
      const { rows } = await store.sql.query<{ embedding: string }>('SELECT embedding::text AS embedding FROM chunks ORDER BY ordinal');
      expect(rows.map((row) => row.embedding.split(',').length)).toEqual([DIMS, DIMS]);
    } finally {
      await store.close();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
