import type { MiddlewareHandler } from 'hono';
import { apiError } from './api-error.js';
import type { ServerEnv } from './server-env.js';

/**
 * Gives each request an AbortSignal (`c.var.signal`) that fires after `ms` or when the client disconnects, and
 * answers 503 when the handler has not returned a response by then. The signal reaches the agent, so a timed-out
 * answer stops instead of running on. A streamed response counts as returned once its headers are sent; its
 * signal still fires at the deadline or when the client goes away, which stops the answer being streamed.
 */
export function requestDeadline(ms: number): MiddlewareHandler<ServerEnv> {
  return async (c, next) => {
    const controller = new AbortController();
    const onClientAbort = () => controller.abort(c.req.raw.signal.reason);
    c.req.raw.signal.addEventListener('abort', onClientAbort, { once: true });
    c.set('signal', controller.signal);
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timeout'>((resolve) => {
      timer = setTimeout(() => resolve('timeout'), ms);
    });
    try {
      const outcome = await Promise.race([next().then(() => 'done' as const), timedOut]);
      if (outcome === 'timeout') {
        controller.abort(new Error('request timed out'));
        c.res = apiError(c, 503, {
          error: 'TIMEOUT',
          message: `The request did not finish within ${ms} ms.`,
          hint: 'Retry later, or ask a narrower question (ANKER_REQUEST_TIMEOUT_MS sets the limit).',
        });
      }
    } finally {
      // A stream keeps both: its answer is still being produced after the headers went out.
      const streaming = (c.res.headers.get('content-type') ?? '').startsWith('text/event-stream');
      if (streaming) {
        timer?.unref();
        void timedOut.then(() => controller.abort(new Error('request timed out')));
      } else {
        clearTimeout(timer);
        c.req.raw.signal.removeEventListener('abort', onClientAbort);
      }
    }
  };
}
