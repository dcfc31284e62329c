import { generateText, stepCountIs, type ModelMessage } from 'ai';
import type { LanguageModelV3 } from '@ai-sdk/provider';
import type { Logger } from 'pino';
import { SEARCH_TOOL_NAME } from '../model/index.js';
import type { createSearchTool } from './search-tool.js';

/** One generation round: the model loop with the search tool, bounded steps, tool choice for the first step. */
export interface GenerationRound {
  model: LanguageModelV3;
  system: string;
  messages: ModelMessage[];
  searchTool: ReturnType<typeof createSearchTool>;
  /** Tool choice of the first step; later steps are `auto`. */
  firstToolChoice: 'auto' | 'required' | 'none';
  maxSteps: number;
  /** Output token cap per step (set explicitly so providers need not guess one). */
  maxOutputTokens: number;
  round: string;
  logger?: Logger;
  signal?: AbortSignal;
}

export interface GenerationOutcome {
  text: string;
  responseMessages: ModelMessage[];
  steps: number;
  toolCallsMade: number;
}

export async function runGeneration(round: GenerationRound): Promise<GenerationOutcome> {
  const result = await generateText({
    model: round.model,
    system: round.system,
    messages: round.messages,
    tools: { [SEARCH_TOOL_NAME]: round.searchTool },
    toolChoice: 'auto',
    maxOutputTokens: round.maxOutputTokens,
    prepareStep: ({ stepNumber }) => (stepNumber === 0 && round.firstToolChoice !== 'auto' ? { toolChoice: round.firstToolChoice } : undefined),
    stopWhen: stepCountIs(round.maxSteps),
    abortSignal: round.signal,
    onStepFinish: (step) => {
      round.logger?.info(
        {
          event: 'step-end',
          round: round.round,
          finishReason: step.finishReason,
          rawFinishReason: step.rawFinishReason,
          toolCalls: step.toolCalls.map((call) => call.toolName),
          invalidToolCalls: step.content.filter((part) => part.type === 'tool-error').length,
        },
        'model step finished',
      );
    },
  });
  return {
    text: result.text.trim(),
    responseMessages: result.response.messages,
    steps: result.steps.length,
    toolCallsMade: result.steps.reduce((sum, step) => sum + step.toolCalls.length, 0),
  };
}
