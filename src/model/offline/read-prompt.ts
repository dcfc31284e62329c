import type { LanguageModelV3Prompt } from '@ai-sdk/provider';
import { parseSearchToolOutput, SEARCH_TOOL_NAME, type SearchToolOutput } from '../search-tool-output.js';

/** What the offline answerer needs from a prompt: the latest question and the search results given for it. */
export interface PromptReading {
  question: string;
  /** Search tool outputs after the latest user message, in order. */
  results: SearchToolOutput[];
  /** Number of tool calls the model already made for this question. */
  callsSoFar: number;
}

export function readPrompt(prompt: LanguageModelV3Prompt): PromptReading {
  let lastUser = -1;
  let question = '';
  prompt.forEach((message, index) => {
    if (message.role !== 'user') return;
    lastUser = index;
    question = message.content
      .flatMap((part) => (part.type === 'text' ? [part.text] : []))
      .join('\n')
      .trim();
  });
  const results: SearchToolOutput[] = [];
  let callsSoFar = 0;
  for (const message of prompt.slice(lastUser + 1)) {
    if (message.role === 'assistant') {
      callsSoFar += message.content.filter((part) => part.type === 'tool-call').length;
    }
    if (message.role !== 'tool') continue;
    for (const part of message.content) {
      if (part.type !== 'tool-result' || part.toolName !== SEARCH_TOOL_NAME) continue;
      const { output } = part;
      const value = output.type === 'json' || output.type === 'error-json' || output.type === 'text' || output.type === 'error-text' ? output.value : null;
      const parsed = parseSearchToolOutput(value);
      if (parsed) results.push(parsed);
    }
  }
  return { question, results, callsSoFar };
}
