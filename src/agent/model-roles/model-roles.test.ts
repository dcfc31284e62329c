import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { afterEach, describe, expect, it } from 'vitest';
import { createLanguageModel } from '../../model/index.js';
import type { Hit, NumberedCitation } from '../../spec/index.js';
import { gradeGroundedness } from './groundedness-evaluator.js';
import { withLlmReranker } from './llm-reranker.js';
import { createStructuredJudge } from './structured-judge.js';
import { createStructuredReformulator } from './structured-reformulator.js';

const hit = (id: string, text: string): Hit => ({
  chunkId: id, documentId: `d-${id}`, text, language: 'german', relevance: 0.8, scores: { rrf: 0.02 },
  citation: { source: `${id}.md`, title: `Dokument ${id}`, version: '1', section: null, page: null, sourceUrl: null, documentDate: null, indexedAt: '2026-11-01T00:00:00Z', status: 'current' },
});
const hits = [hit('a', 'Die Lieferung dauert fünf Werktage.'), hit('b', 'Die Garantie beträgt 24 Monate ab Kaufdatum.')];

function replying(...texts: Array<string | Error>) {
  let index = 0;
  return new MockLanguageModelV3({
    provider: 'scripted', modelId: 'role',
    doGenerate: async (): Promise<LanguageModelV3GenerateResult> => {
      const text = texts[Math.min(index++, texts.length - 1)]!;
      if (text instanceof Error) throw text;
      return { content: [{ type: 'text', text }], finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } }, warnings: [] };
    },
  });
}
function capture() {
  const warnings: Array<Record<string, unknown>> = [];
  return { warnings, logger: { warn: (entry: Record<string, unknown>) => warnings.push(entry), info: () => undefined, debug: () => undefined, error: () => undefined } as never };
}

describe('judge with structured output', () => {
  it('returns the verdict of a reply that fits the schema, asked for as a JSON object', async () => {
    const model = replying('{"level":"HIGH","reason":"Passage 2 states it.","canAnswer":true}');
    expect(await createStructuredJudge(model).judge('Wie lange gilt die Garantie?', hits)).toEqual({ level: 'HIGH', reason: 'Passage 2 states it.', canAnswer: true });
    expect(model.doGenerateCalls[0]!.responseFormat).toMatchObject({ type: 'json', schema: expect.objectContaining({ type: 'object' }) });
  });

  it('gives the safe default LOW on a reply that does not parse or fit, logged with the raw text', async () => {
    for (const raw of ['Ja, die Garantie steht in Passage 2.', '{"level":"SURE","reason":"x","canAnswer":true}']) {
      const { warnings, logger } = capture();
      expect(await createStructuredJudge(replying(raw), { logger }).judge('Wie lange gilt die Garantie?', hits)).toMatchObject({ level: 'LOW', canAnswer: false });
      expect(warnings[0]).toMatchObject({ event: 'judge-parse-failure', raw });
    }
  });

  it('gives LOW when the call fails, and never says NOT_RELEVANT can answer', async () => {
    const { warnings, logger } = capture();
    expect(await createStructuredJudge(replying(new Error('boom')), { logger }).judge('q', hits)).toMatchObject({ level: 'LOW', canAnswer: false });
    expect(warnings[0]).toMatchObject({ event: 'judge-failed' });
    expect(await createStructuredJudge(replying('{"level":"NOT_RELEVANT","reason":"x","canAnswer":true}')).judge('q', hits)).toMatchObject({ canAnswer: false });
  });
});

describe('reformulator with structured output', () => {
  it('returns a new query, null for a repeated one or a reply that does not fit', async () => {
    const previous = [{ query: 'Garantie Dauer', state: 'NOT_FOUND' as const }];
    expect(await createStructuredReformulator(replying('{"query":"Gewährleistung Garantiezeit Monate"}')).reformulate('Wie lange gilt die Garantie?', previous)).toBe('Gewährleistung Garantiezeit Monate');
    expect(await createStructuredReformulator(replying('{"query":"garantie dauer"}')).reformulate('Wie lange gilt die Garantie?', previous)).toBeNull();
    const { warnings, logger } = capture();
    expect(await createStructuredReformulator(replying('Neue Anfrage: Garantiezeit'), { logger }).reformulate('Wie lange gilt die Garantie?', previous)).toBeNull();
    expect(warnings[0]).toMatchObject({ event: 'reformulator-parse-failure', raw: 'Neue Anfrage: Garantiezeit' });
  });
});

describe('reranker (optional role)', () => {
  it('reorders by the model scores and keeps each calibrated relevance; a bad reply keeps the order', async () => {
    const retriever = { search: async () => hits };
    const reranked = await withLlmReranker(retriever, replying('{"ranking":[{"id":1,"score":0.1},{"id":2,"score":0.9}]}')).search('Garantie', { tenantId: 't' });
    expect(reranked.map((item) => [item.chunkId, item.relevance])).toEqual([['b', 0.8], ['a', 0.8]]);
    const { warnings, logger } = capture();
    expect((await withLlmReranker(retriever, replying('2 > 1'), { logger }).search('Garantie', { tenantId: 't' })).map((item) => item.chunkId)).toEqual(['a', 'b']);
    expect(warnings[0]).toMatchObject({ event: 'reranker-parse-failure', raw: '2 > 1' });
  });
});

describe('groundedness evaluator', () => {
  const citations: NumberedCitation[] = [{ ...hits[1]!.citation, marker: 1, relevance: 0.8 }];
  const input = { question: 'Wie lange gilt die Garantie?', answer: 'Die Garantie beträgt 24 Monate [1] und gilt weltweit [1].', citations, hits: [hits[1]!] };

  it('grades the supported share of claims with a model', async () => {
    const grade = await gradeGroundedness(input, { model: replying('{"claims":[{"claim":"24 Monate","supported":true},{"claim":"weltweit","supported":false}]}') });
    expect(grade).toMatchObject({ groundedness: 0.5, by: 'model' });
  });

  it('uses the answer check offline, and when the reply does not fit', async () => {
    expect(await gradeGroundedness(input)).toMatchObject({ groundedness: 1, by: 'answer-check' });
    expect(await gradeGroundedness({ ...input, answer: 'Die Garantie beträgt 36 Monate [1].' })).toMatchObject({ groundedness: 0, by: 'answer-check' });
    expect(await gradeGroundedness(input, { model: replying('all good') })).toMatchObject({ by: 'answer-check' });
  });
});

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

describe('judge on the wire (OpenAI-compatible server)', () => {
  it('sends a JSON response format and reads a fenced or malformed reply safely', async () => {
    const bodies: Array<Record<string, unknown>> = [];
    const replies = ['{"level":"MEDIUM","reason":"partly","canAnswer":true}', 'Hier ist das Urteil:\n```json\n{"level":"HIGH","reason":"Passage 2","canAnswer":true}\n```', '{"level": "HIGH", "reason": "cut off'];
    server = createServer(async (request, response) => {
      let raw = '';
      for await (const chunk of request) raw += chunk;
      bodies.push(JSON.parse(raw));
      const content = replies[bodies.length - 1] ?? '';
      response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id: 'c', object: 'chat.completion', created: 1, model: 'm', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }] }));
    });
    await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
    const model = createLanguageModel(`openai-compatible:m@http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, { providers: {} });
    const { warnings, logger } = capture();
    const judge = createStructuredJudge(model, { logger });
    expect(await judge.judge('Wie lange gilt die Garantie?', hits)).toMatchObject({ level: 'MEDIUM', canAnswer: true });
    expect(bodies[0]!.response_format).toMatchObject({ type: expect.stringMatching(/json/) });
    expect(bodies[0]!.temperature).toBe(0);
    expect(await judge.judge('Wie lange gilt die Garantie?', hits)).toMatchObject({ level: 'HIGH', canAnswer: true });
    expect(await judge.judge('Wie lange gilt die Garantie?', hits)).toMatchObject({ level: 'LOW', canAnswer: false });
    expect(warnings[0]).toMatchObject({ event: 'judge-parse-failure', raw: '{"level": "HIGH", "reason": "cut off' });
  });
});
