import type {
  LanguageModelV3,
  LanguageModelV3CallOptions,
  LanguageModelV3Content,
  LanguageModelV3GenerateResult,
  LanguageModelV3StreamPart,
  LanguageModelV3Usage,
} from '@ai-sdk/provider';
import { SEARCH_TOOL_NAME } from '../search-tool-output.js';
import { composeAnswer } from './compose-answer.js';
import { OFFLINE_TEXTS } from './offline-texts.js';
import { readPrompt } from './read-prompt.js';
import type { SelectOptions } from './select-sentences.js';
import { guessLanguage } from './text-terms.js';

/** Provider id of the offline model, as reported in `model.provider`. */
export const OFFLINE_PROVIDER = 'anker.offline';

const EMPTY_USAGE: LanguageModelV3Usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

/**
 * A deterministic extractive answerer implementing the AI SDK LanguageModelV3 specification: for a new question it
 * always calls `search_knowledge_base`; with the search result in the prompt it answers only with sentences of the
 * FOUND / LOW_RELEVANCE sources (with [n] markers), or with the grounded not-found / error message.
 */
export function createOfflineModel(options: SelectOptions = {}): LanguageModelV3 {
  const generate = async (call: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> => {
    const content = respond(call, options);
    const calls = content.some((part) => part.type === 'tool-call');
    return {
      content,
      finishReason: { unified: calls ? 'tool-calls' : 'stop', raw: calls ? 'tool_use' : 'end_turn' },
      usage: EMPTY_USAGE,
      warnings: [],
    };
  };
  return {
    specificationVersion: 'v3',
    provider: OFFLINE_PROVIDER,
    modelId: 'extractive',
    supportedUrls: {},
    doGenerate: generate,
    async doStream(call) {
      const result = await generate(call);
      return { stream: toStream(result) };
    },
  };
}

function respond(call: LanguageModelV3CallOptions, options: SelectOptions): LanguageModelV3Content[] {
  const { question, results, callsSoFar } = readPrompt(call.prompt);
  const canSearch =
    (call.tools ?? []).some((tool) => tool.type === 'function' && tool.name === SEARCH_TOOL_NAME) &&
    call.toolChoice?.type !== 'none' &&
    !(call.toolChoice?.type === 'tool' && call.toolChoice.toolName !== SEARCH_TOOL_NAME);
  if (results.length === 0) {
    if (canSearch && question !== '') {
      return [
        {
          type: 'tool-call',
          toolCallId: `offline-call-${callsSoFar + 1}`,
          toolName: SEARCH_TOOL_NAME,
          input: JSON.stringify({ query: question }),
        },
      ];
    }
    return [{ type: 'text', text: OFFLINE_TEXTS[guessLanguage(question)].searchUnavailable }];
  }
  return [{ type: 'text', text: composeAnswer(question, results, options) }];
}

function toStream(result: LanguageModelV3GenerateResult): ReadableStream<LanguageModelV3StreamPart> {
  const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
  result.content.forEach((part, index) => {
    const id = String(index);
    if (part.type === 'text') {
      parts.push({ type: 'text-start', id }, { type: 'text-delta', id, delta: part.text }, { type: 'text-end', id });
    } else if (part.type === 'tool-call') {
      parts.push(
        { type: 'tool-input-start', id: part.toolCallId, toolName: part.toolName },
        { type: 'tool-input-delta', id: part.toolCallId, delta: part.input },
        { type: 'tool-input-end', id: part.toolCallId },
        part,
      );
    }
  });
  parts.push({ type: 'finish', usage: result.usage, finishReason: result.finishReason });
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}
