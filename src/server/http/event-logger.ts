import { pino, type Logger } from 'pino';

/** A log entry that names a stable event (`retrieval-attempt`, `step-end`, …). */
export type LoggedEvent = Record<string, unknown> & { event: string };

/**
 * A logger for one request that hands every entry with an `event` field to `onEvent` as it is written, and passes
 * entries at or above `base`'s level on to `base`. The agent and grounding already log their steps as events; this
 * turns them into a live stream (SSE) without a second event channel through those layers.
 */
export function createEventLogger(base: Logger, onEvent: (event: LoggedEvent) => void): Logger {
  return pino(
    { level: 'info', base: undefined },
    {
      write(line: string) {
        const entry = JSON.parse(line) as Record<string, unknown> & { level: number; msg?: string };
        if (typeof entry.event === 'string') onEvent(entry as unknown as LoggedEvent);
        if (entry.level >= base.levelVal) {
          const { level, time: _time, msg, ...fields } = entry;
          const method = pino.levels.labels[level] as 'info' | 'warn' | 'error' | 'fatal';
          base[method](fields, msg);
        }
      },
    },
  );
}
