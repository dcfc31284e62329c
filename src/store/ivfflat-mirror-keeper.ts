import type { Logger } from 'pino';
import type { SqlClient } from '../spec/index.js';
import { IvfflatMirror } from './ivfflat-mirror.js';

/** Searches in a row that saw no write before the store copies the vector index (see IvfflatMirrorKeeper). */
export const MIRROR_AFTER_SEARCHES = 20;

/**
 * When the store keeps an in-process copy of its IVFFlat index (ivfflat-mirror.ts), and when it drops it.
 *
 * Copying costs seconds at 100k chunks (every vector read once, ~150 MB held), which a one-shot `anker search` would
 * never earn back; a process that searches on (a server, a batch of questions, the bench) does after a few dozen
 * searches. So the copy is started once `afterSearches` searches in a row saw the same snapshot (the next transaction
 * id, which any write moves), and made in the background, a batch of vectors per query, each only while no hybrid
 * statement runs (`during`): searches meanwhile go through pgvector and wait at most for the batch being read. It is dropped at the first search that sees another snapshot (the
 * copy is then stale) until the next quiet stretch. A snapshot at which no copy could be made (no IVFFlat index,
 * more than `maxVectors` vectors, a write while copying) is not tried again.
 */
export class IvfflatMirrorKeeper {
  private mirror: IvfflatMirror | null = null;
  private building: Promise<void> | null = null;
  private snapshot: string | null = null;
  private quietSearches = 0;
  /** The snapshot at which no copy could be made (undefined: none refused yet). */
  private refusedAt: string | null | undefined;
  private stopped = false;
  private running = 0;
  private waiting: Array<() => void> = [];

  constructor(
    private readonly sql: SqlClient,
    private readonly options: { afterSearches: number; maxVectors: number; logger?: Logger },
  ) {}

  /** The copy to search with; null to search through pgvector (a copy is started when the searches have earned it). */
  current(): IvfflatMirror | null {
    const earned = this.quietSearches >= this.options.afterSearches && this.refusedAt !== this.snapshot;
    if (!this.mirror && !this.building && earned && !this.stopped) {
      this.building = this.build().finally(() => {
        this.building = null;
      });
    }
    return this.mirror;
  }

  /** Runs a search's statement; the copy being made reads its next batch only once none runs. */
  async during<T>(statement: () => Promise<T>): Promise<T> {
    this.running += 1;
    try {
      return await statement();
    } finally {
      this.running -= 1;
      if (this.running === 0) for (const resume of this.waiting.splice(0)) resume();
    }
  }

  /** Stops a copy being made (before the store closes) and resolves once its last query has returned. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.mirror = null;
    await this.building;
  }

  /** The snapshot a search's transaction saw: a new one drops a copy made before it. */
  observe(snapshot: string): void {
    if (snapshot === this.snapshot) {
      this.quietSearches += 1;
    } else {
      this.snapshot = snapshot;
      this.quietSearches = 1;
    }
    if (this.mirror && this.mirror.snapshot !== snapshot) this.mirror = null;
  }

  private async build(): Promise<void> {
    const asked = this.snapshot;
    const started = performance.now();
    try {
      const mirror = await IvfflatMirror.build(this.sql, {
        maxVectors: this.options.maxVectors,
        stopped: () => this.stopped,
        turn: () => (this.running === 0 ? Promise.resolve() : new Promise<void>((resume) => this.waiting.push(resume))),
      });
      if (this.stopped) return;
      if (!mirror) {
        this.refusedAt = asked;
        return;
      }
      // A search that saw a write while the copy was read has moved on: the copy is stale already.
      if (mirror.snapshot !== this.snapshot) return;
      this.mirror = mirror;
      const ms = Math.round(performance.now() - started);
      this.options.logger?.info({ event: 'store-vector-mirror-built', vectors: mirror.size, ms }, 'vector index copied into the process');
    } catch (error) {
      this.refusedAt = asked;
      this.options.logger?.warn({ event: 'store-vector-mirror-failed', err: error }, 'vector index not copied; searching through pgvector');
    }
  }
}
