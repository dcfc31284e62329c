import type { LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import type { ModelMessage } from 'ai';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { chat } from './chat-session.js';
import { estimateTokens, fitHistory } from './summarize-history.js';
import { fitHistoryWithModel } from './summarize-with-model.js';

const toolTurn: ModelMessage[] = [
  { role: 'user', content: 'Wie ist der Status von Miete RN-1234?' },
  { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 't1', toolName: 'get_rental', input: { rental_id: 'RN-1234' } }] },
  { role: 'tool', content: [{ type: 'tool-result', toolCallId: 't1', toolName: 'get_rental', output: { type: 'json', value: { status: 'aktiv', return_date: '2026-12-05' } } }] },
  { role: 'assistant', content: 'Die Miete RN-1234 ist aktiv, Rückgabe am 2026-12-05.' },
];
const textTurn = (index: number): ModelMessage[] => [
  { role: 'user', content: `Wie lange gilt die Garantie für Modell BK-${1000 + index}?` },
  { role: 'assistant', content: `Die Garantie gilt ${index} Jahre [${index}]. ${'Weitere Erläuterung ohne Zahlen. '.repeat(10)}` },
];
const history = [...toolTurn, ...textTurn(2), ...textTurn(3)];
const budget = estimateTokens(textTurn(3)) + 5;

function replying(text: string | Error) {
  return new MockLanguageModelV3({
    provider: 'scripted',
    modelId: 'summariser',
    doGenerate: async (): Promise<LanguageModelV3GenerateResult> => {
      if (text instanceof Error) throw text;
      return { content: [{ type: 'text', text }], finishReason: { unified: 'stop', raw: 'stop' }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } }, warnings: [] };
    },
  });
}

function logger() {
  const warnings: Array<Record<string, unknown>> = [];
  return { warnings, logger: { warn: (entry: Record<string, unknown>) => warnings.push(entry), info: () => undefined, debug: () => undefined, error: () => undefined } as never };
}

describe('fitHistoryWithModel', () => {
  it('uses the model summary of the older whole turns; the kept turn is unchanged', async () => {
    const model = replying('- RN-1234: aktiv, Rückgabe 2026-12-05 (get_rental)\n- BK-1002: Garantie 2 Jahre [2]');
    const fitted = await fitHistoryWithModel(history, budget, 'de', { model });
    expect(fitted.summarizedTurns).toBe(2);
    expect(fitted.messages[0]).toEqual({ role: 'system', content: expect.stringContaining('- RN-1234: aktiv, Rückgabe 2026-12-05 (get_rental)') });
    expect(fitted.messages.slice(1)).toEqual(textTurn(3));
    // The model read the older turns only, tool call and result together.
    const prompt = JSON.stringify(model.doGenerateCalls[0]!.prompt);
    expect(prompt).toContain('get_rental');
    expect(prompt).toContain('return_date');
    expect(prompt).not.toContain('BK-1003');
    expect(model.doGenerateCalls[0]!.prompt[0]).toMatchObject({ role: 'system', content: expect.stringContaining('Füge nichts hinzu') });
  });

  it('falls back to the offline summary when the model summary states a number the turns do not (logged with the raw text)', async () => {
    const { warnings, logger: log } = logger();
    const fitted = await fitHistoryWithModel(history, budget, 'de', { model: replying('- RN-1234 kostet 99 € im Monat.'), logger: log });
    expect(fitted).toEqual(fitHistory(history, budget, 'de'));
    expect(warnings[0]).toMatchObject({ event: 'history-summary-rejected', invented: ['99'], raw: '- RN-1234 kostet 99 € im Monat.' });
  });

  it('falls back to the offline summary when the model call fails', async () => {
    const { warnings, logger: log } = logger();
    const fitted = await fitHistoryWithModel(history, budget, 'de', { model: replying(new Error('503 from provider')), logger: log });
    expect(fitted).toEqual(fitHistory(history, budget, 'de'));
    expect(warnings[0]).toMatchObject({ event: 'history-summary-failed' });
  });

  it('does not call the model when the history fits', async () => {
    const model = replying('unused');
    expect(await fitHistoryWithModel(textTurn(3), 10_000, 'de', { model })).toEqual({ messages: textTurn(3), summarizedTurns: 0 });
    expect(model.doGenerateCalls).toHaveLength(0);
  });

  it('is what chat() uses when a summary model is given', async () => {
    const model = replying('- RN-1234 aktiv bis 2026-12-05; BK-1002 Garantie 2 Jahre [2]');
    let seen: ModelMessage[] = [];
    await chat([...history, { role: 'user', content: 'Und für BK-1004?' }], {
      historyTokens: budget,
      summaryModel: model,
      answer: async (_question, fitted) => {
        seen = fitted;
        return { status: 'no_retrieval', answer: 'ok', citations: [], trace: { attempts: [], toolCalls: 0, steps: 0 } };
      },
    });
    expect(seen[0]).toMatchObject({ role: 'system', content: expect.stringContaining('BK-1002 Garantie 2 Jahre [2]') });
  });
});
