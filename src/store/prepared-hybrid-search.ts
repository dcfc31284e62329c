import { createHash } from 'node:crypto';
import type { SqlClient } from '../spec/index.js';
import type { MirroredCandidates } from './ivfflat-mirror.js';

/** The per-search numbers of the hybrid statement ($5–$8 of hybridSearchSql), written into a prepared one. */
export interface HybridSearchConstants {
  candidates: number;
  limit: number;
  k: number;
  vectorWeight: number;
}

/** What a search changes in its transaction before the statement runs (set_config names and values). */
export type SearchSettings = ReadonlyArray<readonly [name: string, value: string]>;

/** The statement's own parameters, handed to EXECUTE through transaction-local settings (see below). */
const PARAMETERS = ['anker.search_tenant', 'anker.search_text', 'anker.search_statuses', 'anker.search_vector'] as const;
const PARAMETER_TYPES = ['text', 'text', 'text[]', 'vector'];
/** The mirrored statement's two more ($9 and $10 of hybridSearchSql, $5 and $6 once prepared). */
const MIRROR_PARAMETERS = ['anker.search_vector_ids', 'anker.search_vector_bound'] as const;
const MIRROR_PARAMETER_TYPES = ['text[]', 'float8'];

/** A search's values: $1–$4 of hybridSearchSql, and what the in-process IVFFlat copy found (ivfflat-mirror.ts). */
export interface HybridSearchValues {
  params: readonly [tenantId: string, text: string, statuses: string[], vector: string];
  /** The mirrored statement (hybridSearchSql with `mirroredVectors`), its candidates, and the copy's snapshot. */
  mirror?: { statement: string; candidates: MirroredCandidates; snapshot: string };
}

/** The rows, the snapshot the search's transaction saw (the next transaction id), and whether the copy served it. */
export interface HybridSearchRun {
  rows: Record<string, unknown>[];
  snapshot: string;
  mirrored: boolean;
}

/**
 * The hybrid statement as a prepared statement with a generic plan, for PGlite (one session per store).
 *
 * Planned afresh per search, the statement spends ~5 ms of ~30 ms in the planner at 100k chunks (PGlite, synthetic
 * chunks); a generic plan is made once per process and kept until a table or index changes under it (PostgreSQL's
 * plan cache revalidates it). The generic plan has the custom plan's shape: the index scans are forced by
 * `enable_sort = off` either way, and the numbers a plan depends on (LIMITs, RRF k and weight) are written into the
 * statement, so one name per set of numbers. The rows are the same as the unprepared statement's (120 of 120 bench
 * questions at 100k chunks: ids, ranks, scores, cosines).
 *
 * EXECUTE takes expressions, not bind parameters: the search's values go in as transaction-local settings through
 * `set_config($n)` in the same round trip as the planner settings, and EXECUTE reads them with `current_setting`.
 * So no value is ever quoted into SQL text. The same round trip reads the snapshot, so that a search with an
 * in-process copy of the vector index runs the mirrored statement only when nothing was written since the copy, and
 * the statement through pgvector when not, or when the mirrored one could not vouch for its vector list.
 */
export class PreparedHybridSearch {
  private readonly names = new Map<string, Promise<string>>();

  constructor(private readonly sql: SqlClient) {}

  /** Runs `statement` (hybridSearchSql with `$5`–`$8` still in it) for `values` in a transaction that first applies `settings`. */
  async run(statement: string, constants: HybridSearchConstants, values: HybridSearchValues, settings: SearchSettings): Promise<HybridSearchRun> {
    const name = await this.prepared(withConstants(statement, constants), PARAMETER_TYPES);
    const mirror = values.mirror;
    const mirrorName = mirror ? await this.prepared(withConstants(mirror.statement, constants), [...PARAMETER_TYPES, ...MIRROR_PARAMETER_TYPES]) : null;
    const parameters: Array<readonly [string, string]> = PARAMETERS.map((parameter, index) => [parameter, toSetting(values.params[index]!)] as const);
    if (mirror) {
      parameters.push([MIRROR_PARAMETERS[0], toSetting(mirror.candidates.ids)], [MIRROR_PARAMETERS[1], String(mirror.candidates.bound)]);
    }
    const assignments = [...settings, ['plan_cache_mode', 'force_generic_plan'] as const, ...parameters];
    const execute = (prepared: string, names: readonly string[], types: readonly string[]) =>
      `EXECUTE ${prepared} (${names.map((parameter, index) => `current_setting('${parameter}')::${types[index]}`).join(', ')})`;
    return this.sql.transaction(async (tx) => {
      const set = await tx.query<{ snapshot: string }>(
        `SELECT ${assignments.map((_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`).join(', ')},
           pg_snapshot_xmax(pg_current_snapshot())::text AS snapshot`,
        assignments.flat(),
      );
      const snapshot = set.rows[0]!.snapshot;
      if (mirrorName && mirror!.snapshot === snapshot) {
        const mirrored = await tx.query<Record<string, unknown>>(
          execute(mirrorName, [...PARAMETERS, ...MIRROR_PARAMETERS], [...PARAMETER_TYPES, ...MIRROR_PARAMETER_TYPES]),
        );
        if (mirrored.rows[0]?.vector_exact === true) return { rows: mirrored.rows, snapshot, mirrored: true };
      }
      const rows = (await tx.query<Record<string, unknown>>(execute(name, PARAMETERS, PARAMETER_TYPES))).rows;
      return { rows, snapshot, mirrored: false };
    });
  }

  /** The statement's name, preparing it on first use (not in a transaction: PREPARE outlives it anyway). */
  private prepared(statement: string, types: readonly string[]): Promise<string> {
    let name = this.names.get(statement);
    if (!name) {
      const chosen = `anker_hybrid_${createHash('sha256').update(statement).digest('hex').slice(0, 16)}`;
      name = this.prepare(chosen, statement, types).then(() => chosen);
      // A statement that could not be prepared (no vector column yet) is tried again by the next search.
      name.catch(() => this.names.delete(statement));
      this.names.set(statement, name);
    }
    return name;
  }

  /**
   * PREPARE unless the session has it: stores that share one PGlite (views over one database) share its prepared
   * statements, and the name stands for the statement text.
   */
  private async prepare(name: string, statement: string, types: readonly string[]): Promise<void> {
    const exists = async () =>
      (await this.sql.query('SELECT 1 FROM pg_prepared_statements WHERE name = $1', [name])).rows.length > 0;
    if (await exists()) return;
    try {
      await this.sql.query(`PREPARE ${name} (${types.join(', ')}) AS ${statement}`);
    } catch (error) {
      // Another store on the session prepared it meanwhile.
      if (!(await exists())) throw error;
    }
  }
}

/**
 * The statement with `$5`–`$8` replaced by the numbers (integers for the LIMITs and k, a float8 for the weight), and
 * the mirrored statement's `$9` and `$10` numbered on from the four parameters left.
 */
function withConstants(statement: string, constants: HybridSearchConstants): string {
  const values: Record<string, string> = {
    5: String(integer(constants.candidates)),
    6: String(integer(constants.limit)),
    7: String(integer(constants.k)),
    8: `${finite(constants.vectorWeight)}::float8`,
    9: '$5',
    10: '$6',
  };
  return statement.replace(/\$([5-9]|10)\b/g, (_, index: string) => values[index]!);
}

function integer(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`hybrid search: expected an integer, got ${value}`);
  return value;
}

function finite(value: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`hybrid search: expected a finite number, got ${value}`);
  return value;
}

/** A parameter as setting text: arrays in PostgreSQL's array form (the statuses are plain words). */
function toSetting(value: string | string[]): string {
  return Array.isArray(value) ? `{${value.map((item) => `"${item.replace(/(["\\])/g, '\\$1')}"`).join(',')}}` : value;
}
