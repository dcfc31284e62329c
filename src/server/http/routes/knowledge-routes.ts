import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { toSearchJson } from '../../../app/index.js';
import { answerQuestion, type ServedAnswer } from '../answer-question.js';
import { AskRequest, SearchRequest } from '../schemas.js';
import { readJson } from '../read-json.js';
import { createEventLogger } from '../event-logger.js';
import type { ServerDeps, ServerEnv } from '../server-env.js';

const SEARCH_HINT = 'Body: {"query": "…", "limit"?: 1-100, "includeSuperseded"?: boolean}.';
const ASK_HINT = 'Body: {"question": "…", "history"?: [{"role": "user"|"assistant", "content": "…"}], "tools"?: boolean}.';

/** The error event of a stream that could not finish: a timeout or client abort, or a failure inside Anker. */
export function streamError(signal: AbortSignal): { error: string; message: string; hint: string } {
  return signal.aborted
    ? { error: 'TIMEOUT', message: 'The answer was stopped: the request timed out or the client went away.', hint: 'Retry, or ask a narrower question.' }
    : { error: 'INTERNAL', message: 'The answer could not be completed.', hint: 'Retry later.' };
}

/** Counts what an answer went through, for /metrics. */
export function recordAsk(deps: ServerDeps, result: ServedAnswer): void {
  deps.metrics.countAskStatus(result.status);
  for (const attempt of result.trace.attempts) deps.metrics.countGroundingState(attempt.state);
  const failedSearches = result.trace.attempts.filter((attempt) => attempt.state === 'TECHNICAL_ERROR').length;
  const failedCalls = 'calls' in result ? result.calls.filter((call) => call.outcome === 'error' || call.outcome === 'invalid').length : 0;
  deps.metrics.countToolCalls(result.trace.toolCalls, failedSearches + failedCalls);
}

/** `POST /v1/search`, `POST /v1/ask` and its server-sent-events form (`/v1/ask/stream` or `/v1/ask?stream=1`). */
export function knowledgeRoutes(deps: ServerDeps): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();

  routes.post('/search', async (c) => {
    const body = await readJson(c, SearchRequest, SEARCH_HINT);
    if (!body.success) return body.response;
    const { query, limit, includeSuperseded } = body.data;
    const key = { tenantId: c.var.principal.tenantId, query, limit, includeSuperseded };
    const cache = deps.searchCache;
    const cached = cache?.get(key);
    if (cached !== undefined) {
      c.header('Server-Timing', 'cache;desc=hit');
      return c.json(cached);
    }
    // Server-Timing: how long the search waited for a slot of the gate, and how long it took once it had one.
    const queued = performance.now();
    let started = queued;
    const generation = cache?.generation(key.tenantId) ?? 0;
    const hits = await deps.gate.run(() => ((started = performance.now()), c.var.tenant.search(query, { limit, includeSuperseded })), c.var.signal);
    const json = toSearchJson(hits);
    cache?.set(key, generation, json);
    const ms = (value: number) => value.toFixed(1);
    c.header('Server-Timing', `gate;dur=${ms(started - queued)}, search;dur=${ms(performance.now() - started)}${cache ? ', cache;desc=miss' : ''}`);
    return c.json(json);
  });

  const streamAnswer = async (c: Context<ServerEnv>) => {
    const body = await readJson(c, AskRequest, ASK_HINT);
    if (!body.success) return body.response;
    const { question, history, tools } = body.data;
    const tenant = c.var.tenant;
    const signal = c.var.signal;
    return streamSSE(c, async (stream) => {
      let id = 0;
      const send = (event: string, data: unknown) => stream.writeSSE({ event, data: JSON.stringify(data), id: String((id += 1)) });
      // Errors are caught here, not left to streamSSE, which would send the raw message to the client.
      try {
        // Log events arrive synchronously inside the agent; their writes are chained so they leave in order.
        let pending: Promise<void> = Promise.resolve();
        const logger = createEventLogger(tenant.logger.child({ requestId: c.var.requestId }), (entry) => {
          if (entry.event === 'retrieval-attempt') {
            const { attempt, query, state, confidence, hits } = entry;
            pending = pending.then(() => send('retrieval-attempt', { attempt, query, state, confidence: confidence ?? null, hits }));
          } else if (entry.event === 'step-end') {
            const { round, finishReason, toolCalls } = entry;
            pending = pending.then(() => send('step-end', { round, finishReason, toolCalls }));
          }
        });
        const result = await deps.gate.run(() => answerQuestion(deps.tools, tenant, question, history, { logger, signal }, tools), signal);
        await pending;
        recordAsk(deps, result);
        if ('calls' in result) await send('tool-calls', { calls: result.calls, run_id: result.run_id ?? null, approvals: result.approvals ?? [] });
        await send('citations', { citations: result.citations });
        await send('answer', { status: result.status, answer: result.answer });
        await send('result', result);
        await send('done', {});
      } catch (error) {
        deps.logger.error({ event: 'ask-stream-failed', requestId: c.var.requestId, err: error }, 'streamed answer failed');
        await send('error', streamError(signal)).catch(() => undefined);
      }
    });
  };

  routes.post('/ask/stream', streamAnswer);

  routes.post('/ask', async (c) => {
    const stream = c.req.query('stream');
    if (stream === '1' || stream === 'true') return streamAnswer(c);
    const body = await readJson(c, AskRequest, ASK_HINT);
    if (!body.success) return body.response;
    const result = await deps.gate.run(() => answerQuestion(deps.tools, c.var.tenant, body.data.question, body.data.history, { signal: c.var.signal }, body.data.tools), c.var.signal);
    recordAsk(deps, result);
    return c.json(result);
  });

  return routes;
}
