import type { LanguageModelV3, LanguageModelV3CallOptions, LanguageModelV3Content, LanguageModelV3GenerateResult, LanguageModelV3Prompt, LanguageModelV3StreamPart } from '@ai-sdk/provider';
import { SEARCH_TOOL_NAME } from '../model/index.js';
import { detectQuestionLanguage } from '../prompt/index.js';
import { createOfflineToolChooser, type ToolsFile } from '../tools/index.js';
import type { AgentToolOutput } from './agent-tools.js';
import { composeToolAnswer } from './compose-tool-answer.js';
import { describeParameter } from './dry-run-tool-calls.js';
import { toolCallMessages } from './tool-call-messages.js';

/** Provider id of the offline tool-calling model. */
export const OFFLINE_TOOL_PROVIDER = 'anker.offline.tools';

const EMPTY_USAGE = { inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 0, text: 0, reasoning: 0 } };

interface Reading {
  question: string;
  toolOutputs: AgentToolOutput[];
  searchResults: number;
  callsSoFar: number;
}

function readToolPrompt(prompt: LanguageModelV3Prompt): Reading {
  let lastUser = -1;
  prompt.forEach((message, index) => {
    if (message.role === 'user') lastUser = index;
  });
  const user = prompt[lastUser];
  const question = user?.role === 'user' ? user.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('\n').trim() : '';
  const reading: Reading = { question, toolOutputs: [], searchResults: 0, callsSoFar: 0 };
  for (const message of prompt.slice(lastUser + 1)) {
    if (message.role === 'assistant') reading.callsSoFar += message.content.filter((part) => part.type === 'tool-call').length;
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result') continue;
      if (part.toolName === SEARCH_TOOL_NAME) {
        reading.searchResults += 1;
        continue;
      }
      const output = part.output;
      const value = output.type === 'json' || output.type === 'error-json' ? output.value : null;
      if (value && typeof value === 'object' && 'status' in value) reading.toolOutputs.push(value as unknown as AgentToolOutput);
      else reading.toolOutputs.push({ status: 'error', tool: part.toolName, error: { error: 'UNKNOWN', message: output.type === 'error-text' || output.type === 'text' ? output.value : 'no result', hint: '' } });
    }
  }
  return reading;
}

function offered(call: LanguageModelV3CallOptions): Set<string> {
  const names = new Set((call.tools ?? []).filter((tool) => tool.type === 'function').map((tool) => tool.name));
  const choice = call.toolChoice;
  if (choice?.type === 'none') return new Set();
  if (choice?.type === 'tool') return new Set(names.has(choice.toolName) ? [choice.toolName] : []);
  return names;
}

/** Options of the offline tool model. */
export interface OfflineToolModelOptions {
  /** The tools file the chooser reads (descriptions, schemas, fixtures). */
  file: ToolsFile;
  /** The offline answerer for knowledge-base results (and questions no tool fits). */
  base: LanguageModelV3;
  now: () => Date;
}

/**
 * The offline model with the user's tools (LanguageModelV3): for a new message the offline chooser picks the calls
 * (Tool RAG, arguments by the JSON Schema, parallel calls for several ids) among the offered tools; with tool results
 * in the prompt it composes the answer from them deterministically (`composeToolAnswer`), adding the extractive
 * answer of any knowledge-base search. A message no tool fits goes to the base offline answerer.
 */
export function createOfflineToolModel(options: OfflineToolModelOptions): LanguageModelV3 {
  const chooser = createOfflineToolChooser(options.file, { now: options.now });
  const generate = async (call: LanguageModelV3CallOptions): Promise<LanguageModelV3GenerateResult> => {
    const reading = readToolPrompt(call.prompt);
    const language = detectQuestionLanguage(reading.question);
    const text = (value: string): LanguageModelV3GenerateResult => ({ content: [{ type: 'text', text: value }], finishReason: { unified: 'stop', raw: 'end_turn' }, usage: EMPTY_USAGE, warnings: [] });
    if (reading.toolOutputs.length > 0 || reading.searchResults > 0) {
      const parts = [composeToolAnswer(reading.toolOutputs, language)];
      if (reading.searchResults > 0) parts.push(textOf(await options.base.doGenerate({ ...call, toolChoice: { type: 'none' } })));
      return text(parts.filter((part) => part !== '').join('\n\n'));
    }
    const names = offered(call);
    const decision = names.size > 0 && reading.question !== '' ? await chooser.choose(reading.question, { signal: call.abortSignal }) : null;
    if (decision?.kind === 'needs_input' && names.has(decision.tool)) {
      return text(toolCallMessages(language).needsInput(decision.missing.map((name) => describeParameter(options.file, decision.tool, name))));
    }
    const calls = decision?.kind === 'calls' ? decision.calls.filter((proposed) => names.has(proposed.tool)) : [];
    if (calls.length === 0) return options.base.doGenerate(call);
    const content: LanguageModelV3Content[] = calls.map((proposed, index) => ({
      type: 'tool-call',
      toolCallId: `offline-call-${reading.callsSoFar + index + 1}`,
      toolName: proposed.tool,
      input: JSON.stringify(proposed.arguments),
    }));
    return { content, finishReason: { unified: 'tool-calls', raw: 'tool_use' }, usage: EMPTY_USAGE, warnings: [] };
  };
  return {
    specificationVersion: 'v3',
    provider: OFFLINE_TOOL_PROVIDER,
    modelId: 'chooser',
    supportedUrls: {},
    doGenerate: generate,
    async doStream(call) {
      const result = await generate(call);
      return { stream: toStream(result) };
    },
  };
}

function textOf(result: LanguageModelV3GenerateResult): string {
  return result.content.flatMap((part) => (part.type === 'text' ? [part.text] : [])).join('').trim();
}

function toStream(result: LanguageModelV3GenerateResult): ReadableStream<LanguageModelV3StreamPart> {
  const parts: LanguageModelV3StreamPart[] = [{ type: 'stream-start', warnings: [] }];
  result.content.forEach((part, index) => {
    if (part.type === 'text') parts.push({ type: 'text-start', id: String(index) }, { type: 'text-delta', id: String(index), delta: part.text }, { type: 'text-end', id: String(index) });
    else if (part.type === 'tool-call') parts.push(part);
  });
  parts.push({ type: 'finish', usage: result.usage, finishReason: result.finishReason });
  return new ReadableStream({
    start(controller) {
      for (const part of parts) controller.enqueue(part);
      controller.close();
    },
  });
}
