import type { TextLanguage } from '../spec/index.js';
import { bm25IndexName, LEXICAL_LANGUAGES } from './bm25-indexes.js';

/** BM25 constants (Robertson/Sparck Jones, the Lucene/Anserini defaults; pg_textsearch's defaults too). */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/**
 * The lexical half of the hybrid statement, one per capability. `ranked` is a FROM item with columns
 * `(id, score, r)`: at most $5 chunks of tenant $1 with a status in $3 matching the text $2, best first, score
 * positive, r = 1, 2, …; `ctes` (each ending with a comma) are what it and `maxExpression` need.
 * `maxExpression(chunk)` is the row's `lexical_max`: the BM25 of a chunk holding each matched query term once at
 * average length, so that `lexical_score / lexical_max` is an IDF-weighted term coverage on both paths.
 */
export interface LexicalSql {
  ctes: string;
  ranked: string;
  maxExpression: (chunkAlias: string) => string;
}

/**
 * Without an engine-side BM25: the query is analysed with every text-search configuration a chunk can have
 * (german, english, simple), OR-combined into one tsquery (plainto_tsquery ANDs words and misses paraphrases),
 * matched through the GIN index, and ranked with BM25 computed from the tsvector positions (term frequency) and
 * document frequencies over the tenant's matched rows. Needs no extension (a stock PostgreSQL 15 ranks like
 * PGlite), statistics are the tenant's own; cost grows with the number of matching rows.
 *
 * Each matched row's tsvector is cut to the query's lexemes before it is unnested (`setweight` marks them, `ts_filter`
 * keeps the marked): the same positions, hence the same term frequencies, as unnesting all of it, at a third of the
 * cost (100k chunks on PostgreSQL 15: 0.34 s instead of 1.0 s for a question matching 20k of them).
 *
 * `counted` (stores without pgvector, see migrations/chunk-generations.ts): the corpus size and average length come
 * from the trigger-kept `chunk_statistics` instead of a scan of the tenant's chunks (80 ms at 100k).
 */
export function tsvectorLexicalSql(counted: boolean): LexicalSql {
  const stats = counted
    ? `SELECT coalesce(sum(chunks), 0)::float8 AS n, coalesce(sum(tokens)::float8 / nullif(sum(chunks), 0), 1)::float8 AS avgdl
  FROM chunk_statistics WHERE tenant_id = $1 AND doc_status = ANY($3::text[])`
    : `SELECT count(*)::float8 AS n, coalesce(avg(token_count), 1)::float8 AS avgdl
  FROM chunks WHERE tenant_id = $1 AND doc_status = ANY($3::text[])`;
  return {
    ctes: `
q AS (
  SELECT coalesce(array_agg(DISTINCT u.lexeme), '{}') AS lexemes
  FROM unnest(ARRAY['german', 'english', 'simple']::regconfig[]) AS cfg, unnest(to_tsvector(cfg, $2)) AS u
),
qs AS (
  SELECT lexemes,
    CASE WHEN cardinality(lexemes) = 0 THEN NULL
      ELSE (SELECT string_agg(quote_literal(l), ' | ') FROM unnest(lexemes) AS l)::tsquery END AS tsq
  FROM q
),
stats AS MATERIALIZED (
  ${stats}
),
matched AS MATERIALIZED (
  SELECT c.id, c.tsv, c.token_count FROM chunks c, qs
  WHERE c.tenant_id = $1 AND c.doc_status = ANY($3::text[]) AND c.tsv @@ qs.tsq
),
tf AS (
  SELECT m.id, m.token_count, u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 AS tf
  FROM matched m
  CROSS JOIN LATERAL unnest(ts_filter(setweight(setweight(m.tsv, 'D'), 'A', (SELECT lexemes FROM qs)), '{a}')) AS u
),
df AS (SELECT lexeme, count(*)::float8 AS df FROM tf GROUP BY lexeme),
lexical AS (
  SELECT tf.id,
    sum(ln(1 + (stats.n - df.df + 0.5) / (df.df + 0.5))
      * tf.tf * ${BM25_K1 + 1} / (tf.tf + ${BM25_K1} * (1 - ${BM25_B} + ${BM25_B} * tf.token_count / stats.avgdl))) AS score
  FROM tf JOIN df USING (lexeme) CROSS JOIN stats
  GROUP BY tf.id
  ORDER BY score DESC
  LIMIT $5
),`,
    ranked: '(SELECT id, score, row_number() OVER (ORDER BY score DESC, id) AS r FROM lexical)',
    maxExpression: () => '(SELECT sum(ln(1 + (stats.n - df.df + 0.5) / (df.df + 0.5))) FROM df CROSS JOIN stats)',
  };
}

/**
 * Without engine-side BM25 on a store that keeps its chunks in the process (no pgvector, see chunk-cache.ts): the
 * BM25 of tsvectorLexicalSql is computed there, and its ranked list arrives as parameters: $2 the chunk ids (uuid[],
 * best first), $10 their scores (float8[]), $11 the `lexical_max` (float8, NULL when no query lexeme occurs). The
 * list was filtered by status ($3) and cut at $5 in the process; both stay named here because PostgreSQL must type
 * every parameter.
 */
export const inProcessLexicalSql: LexicalSql = {
  ctes: '',
  ranked: `(SELECT t.id, t.score, t.r FROM unnest($2::uuid[], $10::float8[]) WITH ORDINALITY AS t (id, score, r)
    WHERE t.r <= $5 AND cardinality($3::text[]) > 0)`,
  maxExpression: () => '$11::float8',
};

/** The query's lexemes under every text-search configuration a chunk can have ($1 the text), as tsvectorLexicalSql. */
export const QUERY_LEXEMES_SQL = `SELECT coalesce(array_agg(DISTINCT u.lexeme), '{}') AS lexemes
  FROM unnest(ARRAY['german', 'english', 'simple']::regconfig[]) AS cfg, unnest(to_tsvector(cfg, $1)) AS u`;

/** Each word of $1 (text[]) with its distinct lexemes under every configuration a chunk can have, as QUERY_LEXEMES_SQL. */
export const WORD_LEXEMES_SQL = `SELECT w.word, coalesce(array_agg(DISTINCT u.lexeme) FILTER (WHERE u.lexeme IS NOT NULL), '{}') AS lexemes
  FROM unnest($1::text[]) AS w(word)
  CROSS JOIN unnest(ARRAY['german', 'english', 'simple']::regconfig[]) AS cfg
  LEFT JOIN LATERAL unnest(to_tsvector(cfg, w.word)) AS u ON true
  GROUP BY w.word`;

/**
 * Self-score of a one-term document at average length is idf·(k1+1)/(1+k1·(1−b+b/avgdl)); avgdl (tens to
 * hundreds of tokens) makes b/avgdl negligible, so idf ≈ self-score · (1+k1·(1−b)) / (k1+1).
 */
const SELF_SCORE_TO_IDF = (1 + BM25_K1 * (1 - BM25_B)) / (BM25_K1 + 1);

/** ts_parse token types that repeat their parts (`Pro-Plan` next to `Pro` and `Plan`) and blanks. */
const SKIPPED_TOKEN_TYPES = [12, 15, 16, 17];

/**
 * The query text with one word per lexeme of `language` (`Plattform platte platt form` → `Plattform platte form`):
 * pg_textsearch 1.5.1 counts a lexeme that two query words share twice in some multi-word queries (measured on
 * grounding-dev: 8.05 instead of 5.76 = the sum of the single-term scores), while BM25, `lexical_max` and the
 * tsvector path count each query lexeme once. A scalar subquery: the index scan takes it as a parameter.
 */
function distinctTermsText(language: string): string {
  return `(SELECT coalesce(string_agg(t.token, ' '), '') FROM (${queryWordsSql(`'${language}'`)}) AS t
       WHERE to_tsvector('${language}'::regconfig, t.token)::text <> '')`;
}

/** The query's words ($2), one per lexeme of the configuration `languageSql` (a stopword group has the empty one). */
function queryWordsSql(languageSql: string): string {
  return `SELECT min(p.token) AS token FROM ts_parse('default', $2) AS p
         WHERE p.tokid <> ALL (ARRAY[${SKIPPED_TOKEN_TYPES.join(', ')}])
         GROUP BY to_tsvector(${languageSql}::regconfig, p.token)::text`;
}

/**
 * Each word of $1 (text[]) with its weight in `lexical_max` for chunks of `language` (see lexicalMaxSql): its
 * self-score in that language's BM25 index turned back into an IDF, 0 for a word no chunk holds.
 */
export function lexicalWeightsSql(language: TextLanguage): string {
  return `SELECT w.word, coalesce(-(w.word <@> to_bm25query(w.word, '${bm25IndexName(language)}')), 0) * ${SELF_SCORE_TO_IDF} AS weight
    FROM unnest($1::text[]) AS w(word)`;
}

/** The `lexical_max` of the query's words ($2) in the BM25 index of `language` (see bm25LexicalSql). */
function lexicalMaxSql(language: TextLanguage): string {
  // Words of one lexeme score alike (a one-word document of that lexeme), so any of them stands for it.
  return `SELECT sum(-(t.token <@> to_bm25query(t.token, '${bm25IndexName(language)}'))) * ${SELF_SCORE_TO_IDF}
    FROM (${queryWordsSql(`'${language}'`)}) AS t`;
}

/**
 * With pg_textsearch: one partial BM25 index per language over `chunks.lexical`, each queried with its own
 * configuration (the `language = …` predicate lets the planner use it), top $5 per language through the index
 * (Block-Max WAND), merged by score. `<@>` yields the negative BM25. Scores come from the index scan, never from
 * re-scoring a row (that re-tokenises it, ~0.2 ms a row):
 * - the SELECT reads `bm25_get_current_score()`, the score of the tuple the scan just returned; it is only right on
 *   an index-scan plan, so the search runs with `enable_sort = off` and the planner never swaps the index scan for
 *   scan-and-sort (it would on a table without statistics);
 * - the ORDER BY expression is swapped for the same helper by pg_textsearch's planner hook, which only walks the
 *   main plan tree: these branches must stay a FROM subquery, never a CTE (and `bm25_get_current_score()` is
 *   volatile, so any CTE around them would be materialised into a separate plan).
 *
 * IDF and average length are per index, i.e. across all tenants: rows never cross tenants (the tenant filter is
 * in every branch), but one tenant's documents shift the weights of another's. Stores that need per-tenant
 * statistics open with `lexical: 'tsvector'`.
 *
 * `lexical_max` per language: the self-score of each distinct query term (as its own one-term document), turned
 * back into an IDF and summed; terms analysed to the same lexeme count once, terms no chunk holds count 0. One
 * uncorrelated subquery per language, picked by the row's language: PostgreSQL runs such a subquery (an InitPlan)
 * once, when a row first needs it, so a language none of the returned rows has costs nothing (~1 ms of a statement
 * at 100k chunks for a long question, where one CTE computed all three).
 */
export const bm25LexicalSql: LexicalSql = {
  ctes: '',
  ranked: `(
  SELECT id, score, row_number() OVER (ORDER BY score DESC, id) AS r FROM (
    SELECT id, score FROM (
${LEXICAL_LANGUAGES.map(
  (language) => `      (SELECT c.id, -bm25_get_current_score() AS score FROM chunks c
       WHERE c.language = '${language}' AND c.tenant_id = $1 AND c.doc_status = ANY($3::text[])
       ORDER BY c.lexical <@> to_bm25query(${distinctTermsText(language)}, '${bm25IndexName(language)}') LIMIT $5)`,
).join('\n      UNION ALL\n')}
    ) AS per_language
    WHERE score > 0 ORDER BY score DESC, id LIMIT $5
  ) AS merged
)`,
  maxExpression: (chunk) =>
    `CASE ${chunk}.language ${LEXICAL_LANGUAGES.map((language) => `WHEN '${language}' THEN (${lexicalMaxSql(language)})`).join(' ')} END`,
};
