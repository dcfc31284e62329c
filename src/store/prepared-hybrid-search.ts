import { createHash } from 'node:crypto';
import type { SqlClient } from '../spec/index.js';

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
 * So no value is ever quoted into SQL text.
 */
export class PreparedHybridSearch {
  private readonly names = new Map<string, Promise<string>>();

  constructor(private readonly sql: SqlClient) {}

  /**
   * Runs `statement` (hybridSearchSql with `$5`–`$8` still in it) for `params` ($1–$4 of hybridSearchSql) inside a
   * transaction that first applies `settings`.
   */
  async run(statement: string, constants: HybridSearchConstants, params: readonly [string, string, string[], string], settings: SearchSettings) {
    const name = await this.prepared(withConstants(statement, constants));
    const assignments = [...settings, ['plan_cache_mode', 'force_generic_plan'] as const, ...PARAMETERS.map((parameter, index) => [parameter, toSetting(params[index]!)] as const)];
    return this.sql.transaction(async (tx) => {
      await tx.query(
        `SELECT ${assignments.map((_, index) => `set_config($${2 * index + 1}, $${2 * index + 2}, true)`).join(', ')}`,
        assignments.flat(),
      );
      return tx.query(
        `EXECUTE ${name} (${PARAMETERS.map((parameter, index) => `current_setting('${parameter}')::${PARAMETER_TYPES[index]}`).join(', ')})`,
      );
    });
  }

  /** The statement's name, preparing it on first use (not in a transaction: PREPARE outlives it anyway). */
  private prepared(statement: string): Promise<string> {
    let name = this.names.get(statement);
    if (!name) {
      const chosen = `anker_hybrid_${createHash('sha256').update(statement).digest('hex').slice(0, 16)}`;
      name = this.prepare(chosen, statement).then(() => chosen);
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
  private async prepare(name: string, statement: string): Promise<void> {
    const exists = async () =>
      (await this.sql.query('SELECT 1 FROM pg_prepared_statements WHERE name = $1', [name])).rows.length > 0;
    if (await exists()) return;
    try {
      await this.sql.query(`PREPARE ${name} (${PARAMETER_TYPES.join(', ')}) AS ${statement}`);
    } catch (error) {
      // Another store on the session prepared it meanwhile.
      if (!(await exists())) throw error;
    }
  }
}

/** The statement with `$5`–`$8` replaced by the numbers (integers for the LIMITs and k, a float8 for the weight). */
function withConstants(statement: string, constants: HybridSearchConstants): string {
  const values: Record<string, string> = {
    5: String(integer(constants.candidates)),
    6: String(integer(constants.limit)),
    7: String(integer(constants.k)),
    8: `${finite(constants.vectorWeight)}::float8`,
  };
  return statement.replace(/\$([5-8])\b/g, (_, index: string) => values[index]!);
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
