import { seededRandom } from './seeded-random.js';

/** Kinds of injected trouble. `timeout` and `malformed` happen after the real call ran (the response is lost). */
export type ChaosKind = 'timeout' | 'rate-limit' | 'unavailable' | 'malformed' | 'slow';

/** Settings of chaos mode. */
export interface ChaosOptions {
  /** Share of calls (attempts) that get trouble, in [0,1]. */
  rate: number;
  /** PRNG seed (default 1): the same seed injects the same trouble into the same attempt sequence. */
  seed?: number;
  /** Kinds to choose from uniformly (default all five). */
  kinds?: ChaosKind[];
  /** Extra delay of `slow`, in ms (default 300). */
  slowMs?: number;
}

/** An HTTP-like failure as a remote tool would raise it; classified by its status code. */
export class ChaosHttpError extends Error {
  readonly statusCode: number;
  constructor(statusCode: number) {
    super(statusCode === 429 ? 'Too Many Requests (chaos)' : 'Service Unavailable (chaos)');
    this.name = 'ChaosHttpError';
    this.statusCode = statusCode;
  }
}

/** Injects trouble into tool executions. */
export interface ChaosInjector {
  /** Runs `operation` with trouble injected at the configured rate. */
  run<T>(operation: () => Promise<T>, signal: AbortSignal): Promise<T | string>;
  /** Count of injections per kind so far. */
  readonly injected: Readonly<Record<ChaosKind, number>>;
}

const allKinds: ChaosKind[] = ['timeout', 'rate-limit', 'unavailable', 'malformed', 'slow'];

function waitForAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_, reject) => {
    const fail = () => reject(signal.reason ?? new Error('aborted'));
    if (signal.aborted) fail();
    else signal.addEventListener('abort', fail, { once: true });
  });
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason ?? new Error('aborted'));
    }, { once: true });
  });
}

/** Creates a seeded chaos injector. */
export function createChaosInjector(options: ChaosOptions): ChaosInjector {
  if (!(options.rate >= 0 && options.rate <= 1)) throw new RangeError(`Chaos rate must be in [0,1], got ${options.rate}.`);
  const random = seededRandom(options.seed ?? 1);
  const kinds = options.kinds?.length ? options.kinds : allKinds;
  const injected: Record<ChaosKind, number> = { timeout: 0, 'rate-limit': 0, unavailable: 0, malformed: 0, slow: 0 };

  return {
    injected,
    async run(operation, signal) {
      // Both draws happen for every attempt so the sequence does not depend on which kinds are enabled.
      const hit = random() < options.rate;
      const kind = kinds[Math.floor(random() * kinds.length)] ?? 'slow';
      if (!hit) return operation();
      injected[kind] += 1;
      switch (kind) {
        case 'rate-limit':
          throw new ChaosHttpError(429);
        case 'unavailable':
          throw new ChaosHttpError(503);
        case 'slow':
          await sleep(options.slowMs ?? 300, signal);
          return operation();
        case 'malformed':
          await operation();
          return '<html><body>502 Bad Gateway</body></html>';
        case 'timeout':
          await operation();
          return waitForAbort(signal);
      }
    },
  };
}
