import { pino, type Logger } from 'pino';
import type { AnkerConfig } from '../config/index.js';

/** Structured logs go to stderr so stdout stays machine-readable for --json. */
export function createLogger(level: AnkerConfig['logLevel']): Logger {
  return pino({ level, base: undefined }, pino.destination(2));
}
