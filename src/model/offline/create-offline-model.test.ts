import type { LanguageModelV3CallOptions, LanguageModelV3Prompt, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { describe, expect, it } from 'vitest';
import { SEARCH_TOOL_NAME, type SearchToolOutput } from '../search-tool-output.js';
import { createOfflineModel } from './create-offline-model.js';

const searchTool = { type: 'function' as const, name: SEARCH_TOOL_NAME, inputSchema: { type: 'object' as const } };
const question = 'Wie viel kostet der Pro-Plan pro Monat?';
const priceText =
  '# Preisliste 2026\n## Pro\nDer Pro-Plan kostet 850 € pro Monat. Enthalten sind bis zu 500 Sensoren.\nDie Abrechnung erfolgt monatlich.';

function source(marker: number, text: string) {
  return { marker, title: 'Preisliste', version: '3.0', section: null, page: null, documentDate: '2026-09-01', status: 'current', relevance: 0.9, text };
}

function withResult(output: SearchToolOutput, type: 'json' | 'error-json' | 'error-text' = 'json'): LanguageModelV3Prompt {
  const value = type === 'error-text' ? JSON.stringify(output) : (output as never);
  return [
    { role: 'system', content: 'Answer only from sources.' },
    { role: 'user', content: [{ type: 'text', text: question }] },
    { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: SEARCH_TOOL_NAME, input: { query: question } }] },
    { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: SEARCH_TOOL_NAME, output: { type, value } as never }] },
  ];
}

async function answer(prompt: LanguageModelV3Prompt, extra: Partial<LanguageModelV3CallOptions> = {}) {
  const result = await createOfflineModel().doGenerate({ prompt, tools: [searchTool], ...extra });
  return { result, text: result.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('') };
}

describe('createOfflineModel', () => {
  it('always searches first, with the question as query', async () => {
    const { result } = await answer([{ role: 'user', content: [{ type: 'text', text: question }] }]);
    expect(result.finishReason.unified).toBe('tool-calls');
    expect(result.content).toEqual([
      { type: 'tool-call', toolCallId: 'offline-call-1', toolName: SEARCH_TOOL_NAME, input: JSON.stringify({ query: question }) },
    ]);
  });

  it('answers a FOUND result only with sentences of the sources and their markers', async () => {
    const { result, text } = await answer(withResult({ state: 'FOUND', isError: false, content: 'FOUND', sources: [source(1, priceText)] }));
    expect(result.finishReason.unified).toBe('stop');
    expect(text).toContain('850 €');
    expect(text).toContain('[1]');
    expect(text).not.toContain('monatlich.');
  });

  it('prefixes the caveat of a LOW_RELEVANCE result', async () => {
    const caveat = 'Hinweis: Die Quellen passen nur teilweise.';
    const { text } = await answer(withResult({ state: 'LOW_RELEVANCE', isError: false, content: 'LOW', sources: [source(2, priceText)], caveat }));
    expect(text.startsWith(caveat)).toBe(true);
    expect(text).toContain('[2]');
  });

  it.each(['error-json', 'error-text'] as const)('gives only the grounded message for NOT_FOUND (%s)', async (type) => {
    const userMessage = 'Dazu habe ich in den Dokumenten nichts gefunden.';
    const { text } = await answer(withResult({ state: 'NOT_FOUND', isError: true, content: 'NOT_FOUND: 999 €', sources: [], userMessage }, type));
    expect(text).toBe(userMessage);
  });

  it('gives the error message for TECHNICAL_ERROR even if sources were smuggled in', async () => {
    const userMessage = 'Technischer Fehler, bitte später erneut versuchen.';
    const { text } = await answer(
      withResult({ state: 'TECHNICAL_ERROR', isError: true, content: 'ERR', sources: [source(1, priceText)], userMessage }, 'error-json'),
    );
    expect(text).toBe(userMessage);
  });

  it('says the sources do not answer when no sentence matches', async () => {
    const { text } = await answer(
      withResult({ state: 'FOUND', isError: false, content: 'FOUND', sources: [source(1, 'Das Wetter ist heute schön und sonnig.')] }),
    );
    expect(text).toMatch(/keine Aussage/);
    expect(text).not.toContain('[1]');
  });

  it('does not call the tool when tool choice is none or the tool is absent', async () => {
    const prompt: LanguageModelV3Prompt = [{ role: 'user', content: [{ type: 'text', text: 'How much is the Pro plan?' }] }];
    const none = await answer(prompt, { toolChoice: { type: 'none' } });
    expect(none.result.content.some((part) => part.type === 'tool-call')).toBe(false);
    expect(none.text).toMatch(/cannot answer without searching/);
    const absent = await createOfflineModel().doGenerate({ prompt });
    expect(absent.content[0]).toMatchObject({ type: 'text' });
  });

  it('ignores malformed tool results and searches again', async () => {
    const prompt: LanguageModelV3Prompt = [
      { role: 'user', content: [{ type: 'text', text: question }] },
      { role: 'assistant', content: [{ type: 'tool-call', toolCallId: 'c1', toolName: SEARCH_TOOL_NAME, input: {} }] },
      { role: 'tool', content: [{ type: 'tool-result', toolCallId: 'c1', toolName: SEARCH_TOOL_NAME, output: { type: 'text', value: 'not json' } }] },
    ];
    const { result } = await answer(prompt);
    expect(result.content[0]).toMatchObject({ type: 'tool-call', toolCallId: 'offline-call-2' });
  });

  it('streams the same content', async () => {
    const { stream } = await createOfflineModel().doStream({
      prompt: withResult({ state: 'FOUND', isError: false, content: 'FOUND', sources: [source(1, priceText)] }),
      tools: [searchTool],
    });
    const parts: LanguageModelV3StreamPart[] = [];
    for await (const part of stream as unknown as AsyncIterable<LanguageModelV3StreamPart>) parts.push(part);
    expect(parts[0]!.type).toBe('stream-start');
    expect(parts.at(-1)).toMatchObject({ type: 'finish', finishReason: { unified: 'stop' } });
    const delta = parts.find((part) => part.type === 'text-delta');
    expect(delta && 'delta' in delta ? delta.delta : '').toContain('850 €');
  });
});
