import type { StoreCapabilities } from '../spec/index.js';
import { bm25LexicalSql, inProcessLexicalSql, tsvectorLexicalSql } from './lexical-sql.js';

/**
 * One statement: lexical BM25 candidates and vector candidates, fused by Reciprocal Rank Fusion.
 * One SQL per capability, never per driver.
 *
 * Lexical (lexical-sql.ts): with `capabilities.bm25`, pg_textsearch's per-language BM25 indexes (top-k through the
 * index, corpus statistics per index); otherwise BM25 computed in plain SQL from tsvector positions (per-tenant
 * statistics, any PostgreSQL). Both return a positive `lexical_score` and a `lexical_max` of the same meaning.
 *
 * Vector: pgvector cosine distance through its IVFFlat index (iterative scan keeps k rows under the tenant
 * filter; a store made before keeps its HNSW index until the next build). Where
 * pgvector is missing, the exact scan runs in the process (chunk-cache.ts) and its ranked list arrives as
 * parameters; the rows' cosines are then filled in by the caller (the statement returns NULL for them).
 *
 * Parameters: $1 tenant, $2 lexical text, $3 statuses, $4 query vector literal (without pgvector: the ranked chunk
 * ids, uuid[]), $5 candidates, $6 limit, $7 rrf k, $8 weight of the vector list; without pgvector also $9, the
 * cosines of $4 (float8[]).
 *
 * `countedChunks`: the database keeps `chunk_statistics` (migrations/chunk-generations.ts), which the tsvector path
 * then reads instead of counting the tenant's chunks. `lexicalInProcess` (only without pg_textsearch): the BM25 list
 * was ranked in the process (chunk-cache.ts) and arrives as $2 (ids), $10 (scores) and $11 (lexical_max).
 *
 * `mirroredVectors` (only with pgvector): the IVFFlat scan was replayed in the process (ivfflat-mirror.ts) and $9
 * (uuid[]) holds every chunk that may be among its first $5, $10 (float8) the distance no chunk left out is below.
 * The statement ranks them by pgvector's own IVFFlat distance (the negative inner product of the normalised
 * vectors), filters them as the index scan's rows are filtered, and returns `vector_exact`: true when its $5-th is
 * nearer than $10 and not tied with the next, i.e. when the list is the one the index scan returns. Otherwise the
 * caller runs the statement without `mirroredVectors`.
 */
export function hybridSearchSql(
  capabilities: StoreCapabilities,
  options: { countedChunks?: boolean; lexicalInProcess?: boolean; mirroredVectors?: boolean } = {},
): string {
  const lexical = capabilities.bm25
    ? bm25LexicalSql
    : options.lexicalInProcess
      ? inProcessLexicalSql
      : tsvectorLexicalSql(options.countedChunks === true);
  const vectorType = capabilities.vector ? 'vector' : 'real[]';
  const similarity = (column: string) => `(1 - (${column} <=> $4::vector))`;
  const mirrored = capabilities.vector && options.mirroredVectors === true;
  const vector = mirrored
    ? `vector_candidates AS MATERIALIZED (
  SELECT c.id, l2_normalize(c.embedding) <#> l2_normalize($4::vector) AS distance FROM chunks c
  WHERE c.tenant_id = $1 AND c.id = ANY($9::uuid[]) AND c.doc_status = ANY($3::text[]) AND c.embedding IS NOT NULL
  ORDER BY distance
  LIMIT $5 + 1
),
vector_exact AS MATERIALIZED (
  SELECT coalesce(count(*) >= $5 AND max(n.distance) FILTER (WHERE n.r = $5) < $10::float8
    AND coalesce(max(n.distance) FILTER (WHERE n.r = $5 + 1) > max(n.distance) FILTER (WHERE n.r = $5), true), false) AS exact
  FROM (SELECT distance, row_number() OVER (ORDER BY distance) AS r FROM vector_candidates) AS n
),
vector_ranked AS (
  SELECT v.id, ${similarity('c.embedding')} AS cosine,
    row_number() OVER (ORDER BY ${similarity('c.embedding')} DESC, v.id) AS r
  FROM (SELECT id FROM vector_candidates ORDER BY distance LIMIT $5) v JOIN chunks c ON c.tenant_id = $1 AND c.id = v.id
`
    : capabilities.vector
    ? `vector_candidates AS MATERIALIZED (
  SELECT c.id FROM chunks c
  WHERE c.tenant_id = $1 AND c.doc_status = ANY($3::text[]) AND c.embedding IS NOT NULL
  ORDER BY c.embedding <=> $4::vector
  LIMIT $5
),
vector_ranked AS (
  SELECT v.id, ${similarity('c.embedding')} AS cosine,
    row_number() OVER (ORDER BY ${similarity('c.embedding')} DESC, v.id) AS r
  FROM vector_candidates v JOIN chunks c ON c.tenant_id = $1 AND c.id = v.id
`
    : `vector_ranked AS (
  SELECT t.id, t.cosine, t.r FROM unnest($4::uuid[], $9::float8[]) WITH ORDINALITY AS t (id, cosine, r)
`;
  const cosine = capabilities.vector ? similarity('c.embedding') : 'NULL';
  return `
WITH ${vector})${lexical.ctes ? `,${lexical.ctes.replace(/,$/, '')}` : ''}
-- The fusion is a FROM subquery, not a CTE: see bm25LexicalSql on why the lexical branches must stay in the main plan.
SELECT f.id AS chunk_id, f.rrf::float8 AS rrf, f.lexical_rank::int AS lexical_rank, f.vector_rank::int AS vector_rank,
  f.lexical_score::float8 AS lexical_score, ${cosine}::float8 AS cosine,
  ${lexical.maxExpression('c')}::float8 AS lexical_max,${mirrored ? '\n  (SELECT exact FROM vector_exact) AS vector_exact,' : ''}
  c.text, c.section_path, c.page, c.document_id, ${documentColumns('d')}
FROM (
  SELECT coalesce(l.id, v.id) AS id,
    coalesce(1.0 / ($7 + l.r), 0) + $8::float8 * coalesce(1.0 / ($7 + v.r), 0) AS rrf,
    l.r AS lexical_rank, v.r AS vector_rank, l.score AS lexical_score
  FROM ${lexical.ranked.replace(/\n/g, '\n  ')} AS l
  FULL OUTER JOIN vector_ranked v ON l.id = v.id
  ORDER BY rrf DESC, id
  LIMIT $6
) AS f
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
    `${a}language`, `${a}content_hash`, `${a}previous_version_id`, `${a}chunk_count`, `${a}pipeline_version`,
  ].join(', ');
}
