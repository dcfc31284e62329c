/** At most `limit` pieces of work at a time; the rest wait in arrival order. */
export interface WorkGate {
  /** Runs `work` once a slot is free; rejects with the signal's reason if it is aborted while still waiting. */
  run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T>;
  /** Work running now. */
  active(): number;
  /** Work waiting for a slot. */
  waiting(): number;
}

/**
 * A FIFO concurrency limit. Why: the embedded store serves one statement at a time and the event loop runs
 * every continuation in arrival order, so 50 concurrent answers put an ingest job's statements and callbacks behind
 * 50 others' (an upload fell from 1.2 to 0.1 documents/s under a saturating ask load). With at most `limit` answers
 * in progress, a background job queues behind `limit` of them; throughput stays the same, the waiting moves here.
 */
export function createWorkGate(limit: number): WorkGate {
  let running = 0;
  const queue: Array<{ start: () => void; cancel: (reason: unknown) => void }> = [];
  const next = () => {
    while (running < limit && queue.length > 0) queue.shift()!.start();
  };
  return {
    run<T>(work: () => Promise<T>, signal?: AbortSignal): Promise<T> {
      if (signal?.aborted) return Promise.reject(signal.reason);
      return new Promise<T>((resolve, reject) => {
        const entry = {
          start: () => {
            signal?.removeEventListener('abort', onAbort);
            running += 1;
            work()
              .then(resolve, reject)
              .finally(() => {
                running -= 1;
                next();
              });
          },
          cancel: reject,
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
    },
    active: () => running,
    waiting: () => queue.length,
  };
}
