import type { SqlClient, TextLanguage } from '../spec/index.js';

/** Every text-search configuration a chunk can have; one partial BM25 index each. */
export const LEXICAL_LANGUAGES: readonly TextLanguage[] = ['german', 'english', 'simple'];

/** Name of the pg_textsearch index over the chunks of one language. */
export function bm25IndexName(language: TextLanguage): string {
  return `chunks_bm25_${language}`;
}

/**
 * Creates the per-language BM25 indexes (pg_textsearch) over `chunks.lexical` where they are missing.
 * Runs on every open where the engine has BM25, not as a versioned migration: a store created without the
 * extension (or opened with the tsvector path forced) gets its indexes the first time it is opened with it.
 * Partial indexes, one per language, because a BM25 index tokenises with one text-search configuration;
 * a query must repeat the `language = …` predicate for the planner to use one.
 */
export async function ensureBm25Indexes(sql: SqlClient): Promise<void> {
  await sql.transaction(async (tx) => {
    // Concurrent openers of one server database would otherwise race on the catalog entry.
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['anker-bm25-indexes']);
    for (const language of LEXICAL_LANGUAGES) {
      await tx.query(
        `CREATE INDEX IF NOT EXISTS ${bm25IndexName(language)} ON chunks USING bm25 (lexical)
         WITH (text_config = '${language}') WHERE language = '${language}'`,
      );
    }
  });
}
