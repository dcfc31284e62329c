import { afterEach, beforeEach, expect, it } from 'vitest';
import type { DocumentWrite, KnowledgeStore } from '../spec/index.js';
import { describeEachDriver, openTestStore } from '../testing/store-drivers.js';

/** Texts whose tsvectors differ in what a position count can trip over. */
const TEXTS: Array<{ language: DocumentWrite['language']; text: string }> = [
  { language: 'german', text: 'Die Wartung der Pumpe erfolgt quartalsweise; die Pumpe meldet Werte.' },
  { language: 'english', text: 'The pump is serviced every six months, and the pump reports its values.' },
  // Stopwords only: an empty tsvector.
  { language: 'english', text: 'the and of' },
  { language: 'simple', text: 'a_line1_042 1.490 hg-400 2026-11-29 e-mail-adresse https://example.org/x?y=1 mail@example.org' },
  // One lexeme more often than a tsvector keeps positions of (256).
  { language: 'english', text: Array.from({ length: 300 }, () => 'pump').join(' ') },
  // Words past the last position a tsvector records (16,383): they share it.
  { language: 'simple', text: Array.from({ length: 17_000 }, (_, index) => `w${index % 50}`).join(' ') },
];

describeEachDriver('insertChunkRows token_count', (driver) => {
  let store: KnowledgeStore;
  beforeEach(async () => {
    store = await openTestStore(driver);
    await store.bindEmbedder('a', 'test:4', 4);
  });
  afterEach(async () => store.close());

  it('is the number of positions in the tsvector, as a sum over its lexemes counts them', async () => {
    await store.writeDocuments(
      TEXTS.map(({ language, text }, index) => ({
        tenantId: 'a',
        source: `${index}.txt`,
        format: 'text',
        metadata: { title: `${index}.txt`, version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
        language,
        contentHash: `h${index}`,
        chunks: [{ ordinal: 0, sectionPath: '', page: null, text }],
        embeddings: [Float32Array.from([1, index, 0, 0])],
        lexicalTexts: [text],
      })),
    );
    const rows = await store.sql.query<{ token_count: number; summed: number }>(
      `SELECT token_count, (SELECT coalesce(sum(coalesce(array_length(u.positions, 1), 1)), 0) FROM unnest(tsv) AS u)::int AS summed
       FROM chunks ORDER BY ordinal, document_id`,
    );
    expect(rows.rows).toHaveLength(TEXTS.length);
    for (const row of rows.rows) expect(row.token_count).toBe(row.summed);
    expect(rows.rows.map((row) => row.token_count)).toContain(0);
  });
});
