import type { LanguageModelV3, LanguageModelV3CallOptions } from '@ai-sdk/provider';

/** A LanguageModelV3 that replies with the given texts in order (the last repeats); an Error is thrown instead. */
export function fakeModel(replies: (string | Error)[]): LanguageModelV3 & { calls: LanguageModelV3CallOptions[] } {
  const calls: LanguageModelV3CallOptions[] = [];
  return {
    specificationVersion: 'v3',
    provider: 'fake',
    modelId: 'fake-model',
    supportedUrls: {},
    calls,
    async doGenerate(options) {
      calls.push(options);
      const reply = replies[Math.min(calls.length - 1, replies.length - 1)] ?? '';
      if (reply instanceof Error) throw reply;
      return {
        content: [{ type: 'text', text: reply }],
        finishReason: { unified: 'stop', raw: 'stop' },
        usage: {
          inputTokens: { total: 10, noCache: 10, cacheRead: 0, cacheWrite: 0 },
          outputTokens: { total: 5, text: 5, reasoning: 0 },
        },
        warnings: [],
      };
    },
    async doStream() {
      throw new Error('fakeModel does not stream');
    },
  };
}
