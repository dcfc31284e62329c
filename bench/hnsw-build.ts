import { PGlite } from '@electric-sql/pglite';
import { vector } from '@electric-sql/pglite-pgvector';
import { createEmbedder } from '../src/embed/index.js';
import { ivfLists, ivfProbes } from '../src/store/ensure-vector-column.js';
import { toVectorLiteral } from '../src/store/vector-literal.js';
import type { BenchContext, BenchOutcome, Benchmark } from './bench-types.js';
import { readSciFact, seededRandom } from './datasets.js';
import { loadSentencePools, syntheticChunks } from './synthetic-chunks.js';

/**
 * What an IVFFlat index is built over and searched by: the vector itself (the store), or a smaller copy of it
 * (`halfvec`: half-precision floats; `bit`: pgvector's binary_quantize, one bit per dimension, whose top
 * `rerank` are re-ranked by exact cosine).
 */
type IvfColumn = { kind: 'vector' } | { kind: 'halfvec' } | { kind: 'bit'; rerank: number };

/** One way to build the vector index over `chunks.embedding`: HNSW (the store's before) or IVFFlat (the store's). */
type BuildOption =
  | { kind: 'hnsw'; label: string; m: number; efConstruction: number; maintenanceWorkMem: string }
  | {
      kind: 'ivfflat';
      label: string;
      lists: (chunks: number) => number;
      /** Lists probed for an index of `lists` lists (0: the store's ivfProbes). */
      probes: number | ((lists: number) => number);
      maintenanceWorkMem: string;
      column?: IvfColumn;
    };

/**
 * HNSW as the store built it before (pgvector's defaults m = 16, ef_construction = 64, 256 MB), a cheaper one, and IVFFlat (k-means
 * lists, pgvector's advice of rows / 1000 lists up to 1M rows, probes ≈ √lists and more), which builds in one pass
 * over a sample and one over the rows. Also tried on the SciFact questions: m 12 / ef_construction 40 was not run at
 * 70k, m 8 / 32 only in a quick run (recall@10 0.74 at 3k chunks, today's 1.0).
 */
const OPTIONS: BuildOption[] = [
  { kind: 'hnsw', label: 'HNSW m 16, ef_construction 64, 256 MB (the store before IVFFlat)', m: 16, efConstruction: 64, maintenanceWorkMem: '256MB' },
  { kind: 'hnsw', label: 'HNSW m 16, ef_construction 32, 256 MB', m: 16, efConstruction: 32, maintenanceWorkMem: '256MB' },
  { kind: 'ivfflat', label: 'IVFFlat rows/1000 lists, √lists probes (the store)', lists: ivfLists, probes: 0, maintenanceWorkMem: '256MB' },
  { kind: 'ivfflat', label: 'IVFFlat rows/1000 lists, probes 10', lists: ivfLists, probes: 10, maintenanceWorkMem: '256MB' },
  { kind: 'ivfflat', label: 'IVFFlat rows/1000 lists, probes 20', lists: ivfLists, probes: 20, maintenanceWorkMem: '256MB' },
  { kind: 'ivfflat', label: 'IVFFlat rows/1000 lists, probes 40', lists: ivfLists, probes: 40, maintenanceWorkMem: '256MB' },
  // Issue 12: smaller vectors per list (fewer pages a scan reads), and more, smaller lists probed in proportion.
  { kind: 'ivfflat', label: 'IVFFlat on halfvec, rows/1000 lists, √lists probes', lists: ivfLists, probes: 0, maintenanceWorkMem: '256MB', column: { kind: 'halfvec' } },
  { kind: 'ivfflat', label: 'IVFFlat on binary_quantize bit, rows/1000 lists, √lists probes, top 200 re-ranked', lists: ivfLists, probes: 0, maintenanceWorkMem: '256MB', column: { kind: 'bit', rerank: 200 } },
  { kind: 'ivfflat', label: 'IVFFlat rows/200 lists, 8 % of them probed', lists: (chunks) => Math.max(10, Math.round(chunks / 200)), probes: (lists) => Math.max(1, Math.round(lists * 0.08)), maintenanceWorkMem: '256MB' },
];


/** Candidates per list in the hybrid search (retrieve: 50) and the ef_search the store sets for them. */
const CANDIDATES = 50;
const EF_SEARCH = Math.min(1000, Math.max(40, CANDIDATES * 2));

/**
 * The HNSW build after a bulk load, as the store does it (pgvector on PGlite, one thread): build time of each
 * option over the builtin embedder's vectors of synthetic chunks, and recall of the vector candidate list against
 * an exact scan for SciFact queries (recall@10 of the top 10 and recall@50 of the 50 candidates the hybrid search
 * fuses), with the ef_search and iterative scan the store uses.
 */
export const hnswBuild: Benchmark = {
  name: 'hnsw-build',
  description: 'Vector index build after a bulk load on PGlite, HNSW against IVFFlat (over the vectors, their halfvec or binary_quantize copies, more lists): build seconds, query p50 and recall@10/@50 vs an exact scan (70k chunks; BENCH_HNSW_CHUNKS sets the count).',
  async run(context: BenchContext): Promise<BenchOutcome> {
    const count = context.quick ? 3_000 : Number(process.env.BENCH_HNSW_CHUNKS ?? 70_000);
    const queryCount = context.quick ? 30 : 200;
    const embedder = createEmbedder('builtin', { providers: {} });
    const pools = await loadSentencePools();
    const texts = syntheticChunks(pools, count).map((chunk) => chunk.text);
    // Two query sets: SciFact questions (no chunk was written for them) and sentences the chunks are made of, so
    // that each query has true near neighbours, as a question about a stored document has.
    const random = seededRandom(7);
    const sentences = Array.from({ length: queryCount }, () => pools.english[Math.floor(random() * pools.english.length)]!);
    const queries = [...(await readSciFact()).queries.slice(0, queryCount).map((query) => query.text), ...sentences];
    context.log(`hnsw-build: embedding ${count} chunks and ${queries.length} queries`);
    const vectors = await embedInBatches(embedder, texts, 'document');
    const queryVectors = await embedInBatches(embedder, queries, 'query');
    const sets = { questions: [0, queryCount], sentences: [queryCount, 2 * queryCount] } as const;

    const db = await PGlite.create({ extensions: { vector } });
    try {
      await db.exec(`CREATE EXTENSION IF NOT EXISTS vector;
        CREATE TABLE chunks (id int PRIMARY KEY, embedding vector(${embedder.dimensions}));
        ALTER TABLE chunks ALTER COLUMN embedding SET STORAGE MAIN;`);
      for (let start = 0; start < vectors.length; start += 1_000) {
        const slice = vectors.slice(start, start + 1_000);
        await db.query('INSERT INTO chunks SELECT i, v::vector FROM unnest($1::int[], $2::text[]) AS x (i, v)', [
          slice.map((_, offset) => start + offset),
          slice.map((value) => toVectorLiteral(value)),
        ]);
      }
      await db.exec('ANALYZE chunks');
      context.log('hnsw-build: exact top lists');
      const exact: number[][] = [];
      for (const query of queryVectors) exact.push(await topIds(db, query, null));

      const rows = [];
      for (const option of OPTIONS) {
        await db.exec('DROP INDEX IF EXISTS chunks_embedding_hnsw');
        const started = performance.now();
        await db.transaction(async (tx) => {
          await tx.query(`SET LOCAL maintenance_work_mem = '${option.maintenanceWorkMem}'`);
          await tx.query(
            option.kind === 'hnsw'
              ? `CREATE INDEX chunks_embedding_hnsw ON chunks USING hnsw (embedding vector_cosine_ops) WITH (m = ${option.m}, ef_construction = ${option.efConstruction})`
              : `CREATE INDEX chunks_embedding_hnsw ON chunks USING ivfflat (${ivfIndexed(option.column, embedder.dimensions)}) WITH (lists = ${option.lists(count)})`,
          );
        });
        const buildSeconds = (performance.now() - started) / 1000;
        const hits10: [number, number] = [0, 0];
        const hits50: [number, number] = [0, 0];
        const queryMs: number[] = [];
        for (const [index, query] of queryVectors.entries()) {
          const queryStarted = performance.now();
          const found = await topIds(db, query, option, count, embedder.dimensions);
          queryMs.push(performance.now() - queryStarted);
          const set = index < sets.questions[1] ? 0 : 1;
          hits10[set] += overlap(found.slice(0, 10), exact[index]!.slice(0, 10));
          hits50[set] += overlap(found, exact[index]!);
        }
        const row = {
          option: option.label,
          buildSeconds: Math.round(buildSeconds * 10) / 10,
          questionsRecallAt10: round3(hits10[0]! / (10 * queryCount)),
          questionsRecallAt50: round3(hits50[0]! / (CANDIDATES * queryCount)),
          sentencesRecallAt10: round3(hits10[1]! / (10 * queryCount)),
          sentencesRecallAt50: round3(hits50[1]! / (CANDIDATES * queryCount)),
          queryP50Ms: Math.round(median(queryMs) * 10) / 10,
        };
        context.log(`hnsw-build: ${JSON.stringify(row)}`);
        rows.push(row);
      }
      return {
        figures: { chunks: count, queriesPerSet: queryCount, dimensions: embedder.dimensions, efSearch: EF_SEARCH, rows },
        summary: [
          `${count} synthetic chunks (builtin embedder, ${embedder.dimensions} dims); ${queryCount} SciFact questions and ${queryCount} sentences ` +
            `of the chunks as queries; HNSW with ef_search ${EF_SEARCH}, IVFFlat with the probes given, both with iterative scan as in the store; recall against an exact scan:`,
          '',
          '| build option | build | questions recall@10 | @50 | sentences recall@10 | @50 | query p50 |',
          '|---|---|---|---|---|---|---|',
          ...rows.map(
            (row) =>
              `| ${row.option} | ${row.buildSeconds} s | ${row.questionsRecallAt10} | ${row.questionsRecallAt50} | ${row.sentencesRecallAt10} | ${row.sentencesRecallAt50} | ${row.queryP50Ms} ms |`,
          ),
          '',
        ],
      };
    } finally {
      await db.close();
    }
  },
};

async function embedInBatches(embedder: ReturnType<typeof createEmbedder>, texts: string[], kind: 'document' | 'query'): Promise<Float32Array[]> {
  const out: Float32Array[] = [];
  for (let start = 0; start < texts.length; start += 500) out.push(...(await embedder.embed(texts.slice(start, start + 500), { kind })));
  return out;
}

/** The index expression and operator class of an IVFFlat option. */
function ivfIndexed(column: IvfColumn | undefined, dimensions: number): string {
  if (column?.kind === 'halfvec') return `(embedding::halfvec(${dimensions})) halfvec_cosine_ops`;
  if (column?.kind === 'bit') return `(binary_quantize(embedding)::bit(${dimensions})) bit_hamming_ops`;
  return 'embedding vector_cosine_ops';
}

/** The ORDER BY that the index of an option serves ($1 the query vector). */
function candidateOrder(index: BuildOption | null, dimensions: number): string {
  if (index?.kind !== 'ivfflat' || !index.column || index.column.kind === 'vector') return 'embedding <=> $1::vector';
  if (index.column.kind === 'halfvec') return `embedding::halfvec(${dimensions}) <=> $1::halfvec(${dimensions})`;
  return `binary_quantize(embedding)::bit(${dimensions}) <~> binary_quantize($1::vector)`;
}

/** The 50 nearest ids by cosine distance: through the index as the store would query it, or by an exact scan (null). */
async function topIds(db: PGlite, query: Float32Array, index: BuildOption | null, count = 0, dimensions = 0): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (index?.kind === 'hnsw') {
      await tx.query("SET LOCAL hnsw.iterative_scan = 'relaxed_order'");
      await tx.query(`SET LOCAL hnsw.ef_search = ${EF_SEARCH}`);
    } else if (index?.kind === 'ivfflat') {
      const probes = typeof index.probes === 'function' ? index.probes(index.lists(count)) : index.probes || ivfProbes(count);
      await tx.query("SET LOCAL ivfflat.iterative_scan = 'relaxed_order'");
      await tx.query(`SET LOCAL ivfflat.probes = ${probes}`);
    } else {
      await tx.query('SET LOCAL enable_indexscan = off');
    }
    const scanned = index?.kind === 'ivfflat' && index.column?.kind === 'bit' ? index.column.rerank : CANDIDATES;
    // The store re-ranks its candidates by exact cosine (hybrid-search-sql.ts), so the order within them is exact.
    const result = await tx.query<{ id: number }>(
      `SELECT id FROM (SELECT id, embedding FROM chunks ORDER BY ${candidateOrder(index, dimensions)} LIMIT $2) AS c
       ORDER BY embedding <=> $1::vector, id LIMIT $3`,
      [toVectorLiteral(query), scanned, CANDIDATES],
    );
    return result.rows.map((row) => row.id);
  });
}

function overlap(found: number[], expected: number[]): number {
  const wanted = new Set(expected);
  return found.filter((id) => wanted.has(id)).length;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function round3(value: number): number {
  return Math.round(value * 1000) / 1000;
}
