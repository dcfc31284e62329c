import { UsageError } from '../../errors/index.js';
import type { ChaosOptions } from './chaos-injector.js';

/** Parses `--chaos <rate>[:<seed>]`, e.g. `0.2` or `0.2:7`; throws UsageError for anything else. */
export function parseChaosOption(value: string): ChaosOptions {
  const [rateText, seedText] = value.split(':');
  const rate = Number(rateText);
  const seed = seedText === undefined ? 1 : Number(seedText);
  if (!(rate >= 0 && rate <= 1) || !Number.isInteger(seed)) {
    throw new UsageError(`--chaos must be a rate from 0 to 1, optionally with a seed (e.g. 0.2 or 0.2:7), got "${value}".`);
  }
  return { rate, seed };
}
