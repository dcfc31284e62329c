import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { apiError } from '../api-error.js';
import { turnsBeforeQuestion } from '../conversation.js';
import { answerQuestion, type ServedAnswer } from '../answer-question.js';
import { ChatCompletionRequest } from '../openai-schemas.js';
import { readJson } from '../read-json.js';
import { recordAsk, streamError } from './knowledge-routes.js';
import type { ServerDeps, ServerEnv } from '../server-env.js';
import type { z } from 'zod';

/** The one model this endpoint offers: the grounded agent with the server's configured language model behind it. */
export const ANKER_MODEL_ID = 'anker';

const HINT = 'Body: {"model": "anker", "messages": [{"role": "user", "content": "…"}], "stream"?: boolean}.';

type ChatRequest = z.output<typeof ChatCompletionRequest>;

/** The question: the text of the last user message (string content, or its text parts joined). */
export function questionOf(request: ChatRequest): string {
  const last = [...request.messages].reverse().find((message) => message.role === 'user');
  const content = last?.content;
  if (typeof content === 'string') return content.trim();
  if (Array.isArray(content)) return content.map((part) => (part.type === 'text' ? (part.text ?? '') : '')).join(' ').trim();
  return '';
}

function extension(result: ServedAnswer) {
  const tools = 'calls' in result ? { calls: result.calls, ...(result.run_id ? { run_id: result.run_id, approvals: result.approvals ?? [] } : {}) } : {};
  return { status: result.status, citations: result.citations, trace: result.trace, ...tools };
}

/**
 * OpenAI-compatible `POST /v1/chat/completions` (plain and `stream: true`) and `GET /v1/models`. The answer is
 * `choices[0].message.content`; citations, grounding status and trace are in the extra field `anker`. The agent
 * produces its answer whole (it is checked against the sources before it is released), so a stream sends the role
 * at once and the checked answer in word-sized chunks after it.
 */
export function openAiRoutes(deps: ServerDeps): Hono<ServerEnv> {
  const routes = new Hono<ServerEnv>();

  routes.get('/models', (c) =>
    c.json({ object: 'list', data: [{ id: ANKER_MODEL_ID, object: 'model', created: Math.floor(deps.now() / 1000), owned_by: 'anker' }] }),
  );

  routes.post('/chat/completions', async (c) => {
    const body = await readJson(c, ChatCompletionRequest, HINT);
    if (!body.success) return body.response;
    const question = questionOf(body.data);
    if (!question) {
      return apiError(c, 400, { error: 'INVALID_REQUEST', message: 'messages: no user message with text.', hint: HINT });
    }
    const id = `chatcmpl-${randomUUID()}`;
    const created = Math.floor(deps.now() / 1000);
    const model = body.data.model;
    const tenant = c.var.tenant;
    const history = turnsBeforeQuestion(body.data.messages);
    if (!body.data.stream) {
      const result = await deps.gate.run(() => answerQuestion(deps.tools, tenant, question, history, { signal: c.var.signal }), c.var.signal);
      recordAsk(deps, result);
      return c.json({
        id,
        object: 'chat.completion',
        created,
        model,
        choices: [{ index: 0, message: { role: 'assistant', content: result.answer, refusal: null }, finish_reason: 'stop', logprobs: null }],
        anker: extension(result),
      });
    }
    return streamSSE(c, async (stream) => {
      const chunk = (delta: Record<string, unknown>, finish: 'stop' | null, extra: Record<string, unknown> = {}) =>
        stream.writeSSE({
          data: JSON.stringify({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, finish_reason: finish, logprobs: null }], ...extra }),
        });
      await chunk({ role: 'assistant', content: '' }, null);
      try {
        const result = await deps.gate.run(() => answerQuestion(deps.tools, tenant, question, history, { signal: c.var.signal }), c.var.signal);
        recordAsk(deps, result);
        for (const piece of result.answer.match(/\S+\s*|\s+/g) ?? []) await chunk({ content: piece }, null);
        await chunk({}, 'stop', { anker: extension(result) });
        await stream.writeSSE({ data: '[DONE]' });
      } catch (error) {
        // OpenAI's clients raise a stream event with an `error` object as an APIError.
        deps.logger.error({ event: 'chat-stream-failed', requestId: c.var.requestId, err: error }, 'streamed completion failed');
        const { error: code, message } = streamError(c.var.signal);
        await stream.writeSSE({ data: JSON.stringify({ error: { message, type: code, code } }) }).catch(() => undefined);
      }
    });
  });

  return routes;
}
