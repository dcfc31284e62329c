import type { Migration } from '../../spec/index.js';

/**
 * Counters kept by statement triggers on `chunks` (transition tables, so a batch of 500 rows costs one update),
 * for stores without pgvector (a stock PostgreSQL server), whose searches would otherwise scan every row per query:
 * - `chunk_generations`: a change counter per tenant, moved by every insert, update and delete of its chunks. Each
 *   process keeps the tenant's vectors in memory for the exact scan (chunk-cache.ts) and reads the counter before a
 *   search to know whether its copy is still the table's.
 * - `chunk_statistics`: chunks and tokens per tenant and status, the corpus size and average length BM25 needs
 *   (lexical-sql.ts), which were a full scan of the tenant's chunks per query.
 * With pgvector its vector index serves and pg_textsearch keeps its own statistics: nothing is created.
 */
export const chunkGenerationsMigration: Migration = {
  version: 4,
  name: 'chunk counters',
  async up(sql, capabilities) {
    if (capabilities.vector) return;
    await sql.query(`CREATE TABLE chunk_generations (
      tenant_id text PRIMARY KEY,
      generation bigint NOT NULL
    )`);
    await sql.query(`CREATE TABLE chunk_statistics (
      tenant_id text NOT NULL,
      doc_status text NOT NULL,
      chunks bigint NOT NULL,
      tokens bigint NOT NULL,
      PRIMARY KEY (tenant_id, doc_status)
    )`);
    await sql.query(`INSERT INTO chunk_statistics (tenant_id, doc_status, chunks, tokens)
      SELECT tenant_id, doc_status, count(*), coalesce(sum(token_count), 0) FROM chunks GROUP BY tenant_id, doc_status`);
    const bump = `INSERT INTO chunk_generations (tenant_id, generation)
    SELECT DISTINCT tenant_id, 1 FROM %ROWS% ORDER BY tenant_id
  ON CONFLICT (tenant_id) DO UPDATE SET generation = chunk_generations.generation + 1;`;
    const add = `INSERT INTO chunk_statistics AS s (tenant_id, doc_status, chunks, tokens)
    SELECT tenant_id, doc_status, count(*), coalesce(sum(token_count), 0) FROM new_rows
    GROUP BY tenant_id, doc_status ORDER BY tenant_id, doc_status
  ON CONFLICT (tenant_id, doc_status) DO UPDATE SET chunks = s.chunks + EXCLUDED.chunks, tokens = s.tokens + EXCLUDED.tokens;`;
    const subtract = `UPDATE chunk_statistics s SET chunks = s.chunks - o.chunks, tokens = s.tokens - o.tokens
  FROM (SELECT tenant_id, doc_status, count(*) AS chunks, coalesce(sum(token_count), 0) AS tokens FROM old_rows
        GROUP BY tenant_id, doc_status) AS o
  WHERE s.tenant_id = o.tenant_id AND s.doc_status = o.doc_status;`;
    const events = [
      { event: 'INSERT', referencing: 'NEW TABLE AS new_rows', body: [add, bump.replace('%ROWS%', 'new_rows')] },
      { event: 'UPDATE', referencing: 'OLD TABLE AS old_rows NEW TABLE AS new_rows', body: [subtract, add, bump.replace('%ROWS%', 'new_rows')] },
      { event: 'DELETE', referencing: 'OLD TABLE AS old_rows', body: [subtract, bump.replace('%ROWS%', 'old_rows')] },
    ];
    for (const { event, referencing, body } of events) {
      const name = event.toLowerCase();
      await sql.query(`CREATE FUNCTION anker_chunks_counted_${name}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  ${body.join('\n  ')}
  RETURN NULL;
END
$$`);
      await sql.query(
        `CREATE TRIGGER chunks_counted_${name} AFTER ${event} ON chunks
         REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION anker_chunks_counted_${name}()`,
      );
    }
  },
};
