import type { ModelMessage } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import type { Retriever } from '../spec/index.js';
import { ask } from './ask.js';
import { chat, createChatSession } from './chat-session.js';
import { estimateTokens, fitHistory, groupTurns } from './summarize-history.js';

const toolTurn: ModelMessage[] = [
  { role: 'user', content: 'Wie ist der Status von Miete RN-1234?' },
  { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 't1', toolName: 'get_rental', input: { rental_id: 'RN-1234' } }] },
  { role: 'tool', content: [{ type: 'tool-result', toolCallId: 't1', toolName: 'get_rental', output: { type: 'json', value: { status: 'aktiv', return_date: '2026-12-05' } } }] },
  { role: 'assistant', content: 'Die Miete RN-1234 ist aktiv, Rückgabe am 2026-12-05 [1]. Sie läuft normal weiter.' },
];
const textTurn = (index: number): ModelMessage[] => [
  { role: 'user', content: `Frage ${index}: Wie lange gilt die Garantie für Modell BK-${1000 + index}?` },
  { role: 'assistant', content: `Die Garantie gilt ${index} Jahre [${index}]. ${'Weitere Erläuterung ohne Zahlen. '.repeat(10)}` },
];

describe('fitHistory', () => {
  it('keeps a history that fits unchanged', () => {
    const messages = [...toolTurn, ...textTurn(2)];
    expect(fitHistory(messages, 10_000, 'de')).toEqual({ messages, summarizedTurns: 0 });
  });

  it('summarises whole older turns past the budget: facts and tools kept, a tool call never split from its result', () => {
    const messages = [...toolTurn, ...textTurn(2), ...textTurn(3), ...textTurn(4)];
    const budget = estimateTokens([...textTurn(3), ...textTurn(4)]) + 5;
    const fitted = fitHistory(messages, budget, 'de');
    expect(fitted.summarizedTurns).toBe(2);
    const [summary, ...rest] = fitted.messages;
    expect(summary?.role).toBe('system');
    expect(summary?.content).toContain('Frage: Wie ist der Status von Miete RN-1234?');
    expect(summary?.content).toContain('Antwort: Die Miete RN-1234 ist aktiv, Rückgabe am 2026-12-05 [1].');
    expect(summary?.content).not.toContain('Sie läuft normal weiter');
    expect(summary?.content).toContain('Werkzeuge: get_rental');
    expect(summary?.content).toContain('Die Garantie gilt 2 Jahre [2].');
    expect(rest).toEqual([...textTurn(3), ...textTurn(4)]);
    // No kept tool result without its call (and the other way round).
    const calls = rest.flatMap((message) => (message.role === 'assistant' && typeof message.content !== 'string' ? message.content.filter((part) => part.type === 'tool-call').map((part) => part.toolCallId) : []));
    const results = rest.flatMap((message) => (message.role === 'tool' ? message.content.map((part) => (part.type === 'tool-result' ? part.toolCallId : '')) : []));
    expect(results).toEqual(calls);
  });

  it('drops a tool turn as a whole when the budget ends inside it', () => {
    const messages = [...textTurn(1), ...toolTurn];
    const fitted = fitHistory(messages, estimateTokens(toolTurn.slice(2)) + 1, 'de');
    expect(groupTurns(fitted.messages.slice(1))).toEqual([]);
    expect(fitted.summarizedTurns).toBe(2);
  });
});

describe('chat', () => {
  it('sends the fitted history before the question to the model', async () => {
    const model = new MockLanguageModelV3({ doGenerate: { content: [{ type: 'text', text: 'Hallo!' }], finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } }, warnings: [] } });
    const retriever: Retriever = { search: async () => [] };
    const deps = { model, retriever, judge: { id: 'fixed', judge: async () => ({ level: 'HIGH' as const, reason: 'test', canAnswer: true }) }, tenantId: 't1' };
    const session = createChatSession({ answer: (question, history) => ask(question, { ...deps, history }), historyTokens: 10_000 });
    await session.send('Wie ist der Status von Miete RN-1234?');
    await session.send('Und wann ist die Rückgabe?');
    const prompt = model.doGenerateCalls.at(-1)!.prompt;
    const users = prompt.filter((message) => message.role === 'user').map((message) => JSON.stringify(message.content));
    expect(users[0]).toContain('RN-1234');
    expect(users.at(-1)).toContain('Und wann ist die Rückgabe?');
    expect(prompt.some((message) => message.role === 'assistant')).toBe(true);
    expect(session.messages()).toHaveLength(4);
    session.reset();
    expect(session.messages()).toEqual([]);
    expect(session.last()).toBeNull();
  });

  it('refuses a conversation that does not end with a user message', async () => {
    await expect(chat([{ role: 'assistant', content: 'Hi' }], { answer: async () => { throw new Error('not called'); } })).rejects.toThrow(TypeError);
  });
});
