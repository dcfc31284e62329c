import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { runAnker } from '../src/testing/run-cli.js';

// `anker eval grounding --evaluator-model …` against a loopback server speaking the OpenAI Chat Completions wire
// format over real HTTP: the offline generator answers, the evaluator model grades each answer's claims.
// The set is our own (a made-up rental shop), in the grounding-dev file format.
const work = mkdtempSync(join(tmpdir(), 'anker-eval-evaluator-'));
const data = join(work, 'set');
const bodies: Array<Record<string, unknown>> = [];
let mode: 'grades' | 'malformed' | 'down' = 'grades';
let server: Server;
let spec = '';

const completion = (content: string) => ({ id: 'c', object: 'chat.completion', created: 1, model: 'grader', choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }], usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } });

/**
 * The evaluator's grade: the deposit answer fully supported, the return-time answer with one invented claim. A
 * correctness request (it carries the test set's reference) gets the reference facts stated and the invented claim
 * as contradicting the reference.
 */
function grade(prompt: string): string {
  if (prompt.includes('Reference:')) {
    if (prompt.includes('Question: Wie hoch ist die Kaution')) {
      return JSON.stringify({ facts: [{ fact: '150', stated: true }], claims: [{ claim: 'Die Kaution beträgt 150 Euro.', verdict: 'agrees' }] });
    }
    return JSON.stringify({
      facts: [{ fact: '19 Uhr', stated: true }],
      claims: [
        { claim: 'Rückgabe bis 19 Uhr.', verdict: 'agrees' },
        { claim: 'Am Wochenende bis 21 Uhr.', verdict: 'contradicts' },
      ],
    });
  }
  if (prompt.includes('Question: Wie hoch ist die Kaution')) return JSON.stringify({ claims: [{ claim: 'Die Kaution beträgt 150 Euro.', supported: true }] });
  return JSON.stringify({ claims: [{ claim: 'Rückgabe bis 19 Uhr.', supported: true }, { claim: 'Am Wochenende bis 21 Uhr.', supported: false }] });
}

beforeAll(async () => {
  mkdirSync(join(data, 'docs'), { recursive: true });
  writeFileSync(
    join(data, 'docs', 'leihbedingungen.md'),
    '---\ntitle: Leihbedingungen Radverleih Nordstadt\ndocument_date: 2026-09-01\n---\n# Leihbedingungen\n\nEin Lastenrad kostet 18 Euro pro Tag. Die Kaution für ein Lastenrad beträgt 150 Euro.\n\n## Rückgabe\n\nDie Rückgabe eines Lastenrads ist bis 19 Uhr am Ausleihtag möglich.\n',
  );
  const questions = [
    { id: 'own-q1', question: 'Wie hoch ist die Kaution für ein Lastenrad?', lang: 'de', kind: 'answerable', expected_behavior: 'answer', expected_doc_ids: ['leihbedingungen.md'], expected_facts: ['150'], forbidden_facts: [] },
    { id: 'own-q2', question: 'Bis wann muss ein Lastenrad zurückgegeben werden?', lang: 'de', kind: 'answerable', expected_behavior: 'answer', expected_doc_ids: ['leihbedingungen.md'], expected_facts: ['19 Uhr'], forbidden_facts: [] },
    { id: 'own-q3', question: 'Wie viel kostet ein Elektroroller pro Stunde?', lang: 'de', kind: 'unanswerable', expected_behavior: 'not_found', expected_doc_ids: [], expected_facts: [], forbidden_facts: ['18 Euro'] },
  ];
  writeFileSync(join(data, 'questions.jsonl'), `${questions.map((line) => JSON.stringify(line)).join('\n')}\n`);
  server = createServer(async (request, response) => {
    let raw = '';
    for await (const chunk of request) raw += chunk;
    const body = JSON.parse(raw) as { messages: Array<{ role: string; content: string }> };
    bodies.push(body);
    if (mode === 'down') {
      response.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: 'internal error', type: 'server_error' } }));
      return;
    }
    const prompt = body.messages.map((message) => message.content).join('\n');
    const content = mode === 'grades' ? grade(prompt) : 'Die Antwort wirkt belegt.';
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(completion(content)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  spec = `openai-compatible:grader@http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
beforeEach(() => {
  bodies.length = 0;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  rmSync(work, { recursive: true, force: true });
});

const evalGrounding = (...extra: string[]) => runAnker(['--json', ...extra, 'eval', 'grounding', '--data', data, '--evaluator-model', spec]);

describe('anker eval grounding --evaluator-model (OpenAI wire, loopback)', () => {
  it("puts the evaluator's grades into the JSON: groundedness, meanGroundedness, evaluator, ungrounded", async () => {
    mode = 'grades';
    const run = await evalGrounding('--log-level', 'silent');
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout);
    // Only the two answered questions are graded, each in one structured-output request with its cited passage and
    // one against the test set's reference.
    const promptOf = (body: Record<string, unknown>) => (body.messages as Array<{ content: string }>).map((message) => message.content).join('\n');
    const groundedness = bodies.filter((body) => !promptOf(body).includes('Reference:'));
    const correctness = bodies.filter((body) => promptOf(body).includes('Reference:'));
    expect(groundedness).toHaveLength(2);
    expect(correctness).toHaveLength(2);
    expect(promptOf(correctness[0]!)).toMatch(/- states: (150|19 Uhr)/);
    for (const body of groundedness) {
      expect(body.model).toBe('grader');
      expect(body.response_format).toMatchObject({ type: expect.stringMatching(/json/) });
      const prompt = (body.messages as Array<{ content: string }>).map((message) => message.content).join('\n');
      expect(prompt).toContain('<source marker="1"');
      expect(prompt).toContain('150 Euro');
    }
    expect(report.evaluator).toBe(spec);
    expect(report.gradedBy).toEqual({ model: 2 });
    expect(report.correctnessBy).toEqual({ model: 2 });
    expect(report.overall.answerRecall).toBe(1);
    expect(report.overall.answerPrecision).toBeCloseTo(0.75, 3);
    expect(report.overall.groundedness).toEqual({ count: 1, total: 2, rate: 0.5 });
    expect(report.overall.meanGroundedness).toBeCloseTo(0.75, 3);
    expect(report.ungrounded).toEqual([
      expect.objectContaining({ id: 'own-q2', groundedness: { score: 0.5, by: 'model', unsupported: ['Am Wochenende bis 21 Uhr.'] } }),
    ]);
  }, 120_000);

  it('falls back to the answer check on a reply that is not a grade, and says so with the raw text', async () => {
    mode = 'malformed';
    const run = await evalGrounding();
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout);
    expect(bodies.length).toBeGreaterThanOrEqual(2);
    // The offline answer check finds both extractive answers grounded: nothing is reported as ungrounded.
    expect(report.overall.groundedness).toEqual({ count: 2, total: 2, rate: 1 });
    expect(report.ungrounded).toEqual([]);
    // The report names who graded: the answer check, not the model that failed.
    expect(report.evaluator).toBe('answer-check');
    expect(report.gradedBy).toEqual({ 'answer-check': 2 });
    const warnings = run.stderr.split('\n').filter((line) => line.includes('evaluator-parse-failure')).map((line) => JSON.parse(line));
    // Per answer: the groundedness grade falls back to the answer check, the correctness grade to string matching.
    expect(warnings).toHaveLength(4);
    expect(warnings[0]).toMatchObject({ role: 'evaluator', raw: 'Die Antwort wirkt belegt.', msg: 'evaluator reply did not fit its schema; answer check used' });
    expect(warnings.map((warning) => warning.msg)).toContain('evaluator reply did not fit its schema; string match used');
    expect(report.correctnessBy).toEqual({ 'string-match': 2 });
    // String matching finds what the string-match metric finds: the same facts.
    expect(report.overall.answerRecall).toBe(report.overall.factRecall.rate);
  }, 120_000);

  it('falls back to the answer check when the evaluator answers 500, after bounded retries, and says so', async () => {
    mode = 'down';
    const run = await evalGrounding();
    expect(run.code, run.stderr).toBe(0);
    const report = JSON.parse(run.stdout);
    // Three attempts per model call, two calls per graded answer (one retry owner: no multiplication with the AI
    // SDK's own retries).
    expect(bodies).toHaveLength(12);
    expect(report.overall.groundedness).toEqual({ count: 2, total: 2, rate: 1 });
    expect(report.evaluator).toBe('answer-check');
    const warnings = run.stderr.split('\n').filter((line) => line.includes('evaluator-failed')).map((line) => JSON.parse(line));
    expect(warnings).toHaveLength(4);
    expect(warnings[0].msg).toBe('evaluator model call failed; answer check used');
    expect(report.correctnessBy).toEqual({ 'string-match': 2 });
  }, 120_000);
});
