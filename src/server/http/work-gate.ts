/**
 * Which queue a piece of work waits in: `interactive` (a search or answer a client waits for) or `background`
 * (one document of an ingest job).
 */
export type WorkLane = 'interactive' | 'background';

/** What background work gets with its slot: a long piece can give the slot up between its steps. */
export interface BackgroundLane {
  /**
   * Gives the slot up and waits for it again at the back of the background lane, so the requests and the other
   * background pieces waiting now go first (a large document yields between its write batches).
   */
  yield(): Promise<void>;
}

/** At most `limit` pieces of work at a time; interactive work first, background work never starved. */
export interface WorkGate {
  /** Runs interactive `work` once a slot is free; rejects with the signal's reason if it is aborted while still waiting. */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Runs background `work` (one ingest document) in the background lane; see `createWorkGate` for the order. */
  runBackground<T>(work: (lane: BackgroundLane) => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Work running now (both lanes). */
  active(): number;
  /** Work waiting for a slot (both lanes). */
  waiting(): number;
  /** Background work running now (at most `backgroundLimit`). */
  activeBackground(): number;
  /** Background work waiting. */
  waitingBackground(): number;
}

/** Options of `createWorkGate`. */
export interface WorkGateOptions {
  /** Background work running at once, at most; default 1 (one ingest document at a time in the whole process). */
  backgroundLimit?: number;
  /**
   * Interactive grants a waiting background piece lets pass before it takes the next free slot; default `limit`.
   * Under a saturating request load an ingest job so still gets about one slot in `burst + 1`.
   */
  burst?: number;
}

interface Entry {
  start(): void;
}

/**
 * A concurrency limit with two lanes. Why: the embedded store serves one statement at a time and the event loop
 * runs every continuation in arrival order, so unbounded work puts everyone's statements behind everyone else's
 * (an upload fell from 1.2 to 0.1 documents/s under a saturating ask load; five uploads at once would do the same to
 * the asks). So: at most `limit` pieces run; a free slot goes to waiting interactive work first, because a person
 * waits for it; a background piece (one document, one transaction) that has let `burst` interactive grants pass
 * gets the next slot, so an upload keeps moving under any request load; at most `backgroundLimit` background pieces
 * run at once, so a search waits behind at most that many documents, however many uploads are queued. Each lane is
 * first come, first served; jobs that enqueue one document at a time therefore take turns, and a piece that yields
 * (a large document between its write batches) lets every piece waiting by then go first, so one large upload
 * never holds the lane for its whole duration.
 */
export function createWorkGate(limit: number, options: WorkGateOptions = {}): WorkGate {
  const backgroundLimit = options.backgroundLimit ?? 1;
  const burst = options.burst ?? limit;
  let running = 0;
  let runningBackground = 0;
  let passedOver = 0;
  const interactive: Entry[] = [];
  const background: Entry[] = [];

  const backgroundMayStart = () => background.length > 0 && runningBackground < backgroundLimit;
  const next = () => {
    while (running < limit) {
      const takeBackground = backgroundMayStart() && (interactive.length === 0 || passedOver >= burst);
      if (takeBackground) {
        passedOver = 0;
        background.shift()!.start();
      } else if (interactive.length > 0) {
        if (backgroundMayStart()) passedOver += 1;
        interactive.shift()!.start();
      } else return;
    }
  };

  const enqueue = <T>(queue: Entry[], lane: WorkLane, work: (lane: BackgroundLane) => Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (signal?.aborted) return Promise.reject(signal.reason);
    return new Promise<T>((resolve, reject) => {
      // Whether this piece holds a slot now: it gives it up while it waits after a yield.
      let holding = false;
      const take = () => {
        holding = true;
        running += 1;
        if (lane === 'background') runningBackground += 1;
      };
      const release = () => {
        if (!holding) return;
        holding = false;
        running -= 1;
        if (lane === 'background') runningBackground -= 1;
      };
      let rejoin: Entry | null = null;
      const backgroundLane: BackgroundLane = {
        yield: () =>
          new Promise<void>((granted) => {
            if (!holding) return granted();
            release();
            rejoin = { start: () => ((rejoin = null), take(), granted()) };
            queue.push(rejoin);
            next();
          }),
      };
      const entry: Entry = {
        start: () => {
          signal?.removeEventListener('abort', onAbort);
          take();
          work(backgroundLane)
            .then(resolve, reject)
            .finally(() => {
              // A piece that ended without awaiting its yield leaves no place in the queue behind.
              if (rejoin) queue.splice(queue.indexOf(rejoin), 1);
              release();
              next();
            });
        },
      };
      const onAbort = () => {
        const index = queue.indexOf(entry);
        if (index >= 0) queue.splice(index, 1);
        reject(signal!.reason);
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      queue.push(entry);
      next();
    });
  };

  return {
    run: (work, signal) => enqueue(interactive, 'interactive', work, signal),
    runBackground: (work, signal) => enqueue(background, 'background', work, signal),
    active: () => running,
    waiting: () => interactive.length + background.length,
    activeBackground: () => runningBackground,
    waitingBackground: () => background.length,
  };
}
