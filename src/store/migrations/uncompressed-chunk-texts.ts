import type { Migration } from '../../spec/index.js';

/**
 * A chunk's text, lexical text and tsvector are stored without compression (`STORAGE EXTERNAL`: out of line when
 * the row is large, as before, but never pglz-compressed). pglz saved ~4 % of the table on 20,000 chunks of the
 * large-file bench (101 against 105 MB) and cost ~37 µs a row on every insert (PGlite; 1.50 against 0.76 s for those
 * rows), and again on every copy of a staged chunk into `chunks`. The values are the same; rows written before keep
 * their compressed copies, which read as before. Only the catalog changes: no table is rewritten.
 */
export const uncompressedChunkTextsMigration: Migration = {
  version: 6,
  name: 'uncompressed chunk texts',
  async up(sql) {
    await sql.query('ALTER TABLE chunks ALTER COLUMN text SET STORAGE EXTERNAL, ALTER COLUMN lexical SET STORAGE EXTERNAL, ALTER COLUMN tsv SET STORAGE EXTERNAL');
  },
};
