import type { StoreCapabilities } from '../spec/index.js';

/** BM25 constants (Robertson/Sparck Jones, the Lucene/Anserini defaults). */
export const BM25_K1 = 1.2;
export const BM25_B = 0.75;

/**
 * One statement: lexical BM25 candidates and vector candidates, fused by Reciprocal Rank Fusion.
 *
 * Lexical: the query is analysed with every text-search configuration a chunk can have (german, english,
 * simple), OR-combined into one tsquery (plainto_tsquery ANDs words and misses paraphrases), matched through
 * the GIN index, and ranked with BM25 computed from the tsvector positions (term frequency) and document
 * frequencies over the matched rows. This needs no extension, so PGlite and a stock PostgreSQL 15 rank alike.
 *
 * Vector: pgvector cosine distance through HNSW (iterative scan keeps k rows under the tenant filter),
 * or an exact scan over `real[]` where pgvector is missing.
 *
 * Parameters: $1 tenant, $2 lexical text, $3 statuses, $4 query vector literal, $5 candidates, $6 limit, $7 rrf k,
 * $8 weight of the vector list.
 */
export function hybridSearchSql(capabilities: StoreCapabilities): string {
  const vectorType = capabilities.vector ? 'vector' : 'real[]';
  const similarity = capabilities.vector
    ? (column: string) => `(1 - (${column} <=> $4::vector))`
    : (column: string) => `(SELECT sum(a * b) FROM unnest(${column}, $4::real[]) AS t (a, b))`;
  const vectorOrder = capabilities.vector ? 'c.embedding <=> $4::vector' : `${similarity('c.embedding')} DESC`;
  return `
WITH q AS (
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
  SELECT count(*)::float8 AS n, coalesce(avg(token_count), 1)::float8 AS avgdl
  FROM chunks WHERE tenant_id = $1 AND doc_status = ANY($3::text[])
),
matched AS MATERIALIZED (
  SELECT c.id, c.tsv, c.token_count FROM chunks c, qs
  WHERE c.tenant_id = $1 AND c.doc_status = ANY($3::text[]) AND c.tsv @@ qs.tsq
),
tf AS (
  SELECT m.id, m.token_count, u.lexeme, coalesce(array_length(u.positions, 1), 1)::float8 AS tf
  FROM matched m CROSS JOIN LATERAL unnest(m.tsv) AS u
  -- A hashed subplan: comparing every lexeme of every row against the query array was the query's main cost.
  WHERE u.lexeme IN (SELECT unnest(lexemes) FROM qs)
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
),
lexical_ranked AS (
  SELECT id, score, row_number() OVER (ORDER BY score DESC, id) AS r FROM lexical
),
vector_candidates AS MATERIALIZED (
  SELECT c.id FROM chunks c
  WHERE c.tenant_id = $1 AND c.doc_status = ANY($3::text[]) AND c.embedding IS NOT NULL
  ORDER BY ${vectorOrder}
  LIMIT $5
),
vector_ranked AS (
  SELECT v.id, ${similarity('c.embedding')} AS cosine,
    row_number() OVER (ORDER BY ${similarity('c.embedding')} DESC, v.id) AS r
  FROM vector_candidates v JOIN chunks c ON c.tenant_id = $1 AND c.id = v.id
),
fused AS (
  SELECT coalesce(l.id, v.id) AS id,
    coalesce(1.0 / ($7 + l.r), 0) + $8::float8 * coalesce(1.0 / ($7 + v.r), 0) AS rrf,
    l.r AS lexical_rank, v.r AS vector_rank, l.score AS lexical_score
  FROM lexical_ranked l FULL OUTER JOIN vector_ranked v ON l.id = v.id
  ORDER BY rrf DESC, id
  LIMIT $6
)
SELECT f.id AS chunk_id, f.rrf::float8 AS rrf, f.lexical_rank::int AS lexical_rank, f.vector_rank::int AS vector_rank,
  f.lexical_score::float8 AS lexical_score, ${similarity('c.embedding')}::float8 AS cosine,
  (SELECT sum(ln(1 + (stats.n - df.df + 0.5) / (df.df + 0.5))) FROM df CROSS JOIN stats)::float8 AS lexical_max,
  c.text, c.section_path, c.page, c.document_id, ${documentColumns('d')}
FROM fused f
JOIN chunks c ON c.tenant_id = $1 AND c.id = f.id
JOIN documents d ON d.tenant_id = $1 AND d.id = c.document_id
ORDER BY f.rrf DESC, f.id
-- vector type: ${vectorType}
`;
}

/** Columns of a document row as read by rowToDocument(). */
export function documentColumns(alias: string): string {
  const a = alias ? `${alias}.` : '';
  return [
    `${a}id AS doc_id`, `${a}tenant_id`, `${a}source`, `${a}format`, `${a}title`, `${a}version`, `${a}section`,
    `${a}source_url`, `to_char(${a}document_date, 'YYYY-MM-DD') AS document_date`, `${a}indexed_at`, `${a}status`,
    `${a}language`, `${a}content_hash`, `${a}previous_version_id`, `${a}chunk_count`,
  ].join(', ');
}
