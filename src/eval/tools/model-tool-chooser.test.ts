import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LanguageModelV3CallOptions, LanguageModelV3Content, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { afterEach, describe, expect, it } from 'vitest';
import { runToolUseEval } from './run-tool-use-eval.js';

const tools = {
  tools: [
    { name: 'get_parcel', description: 'Returns the delivery status of one parcel. Use when asked where a parcel is.', side_effect: 'none', parameters: { type: 'object', required: ['parcel_id'], properties: { parcel_id: { type: 'string', pattern: '^PK-\\d{5}$', description: 'Parcel id, e.g. PK-12345.' } } } },
    { name: 'cancel_parcel', description: 'Cancels the delivery of a parcel (irreversible).', side_effect: 'irreversible', parameters: { type: 'object', required: ['parcel_id'], properties: { parcel_id: { type: 'string', pattern: '^PK-\\d{5}$' } } } },
  ],
  fixtures: {},
};
const cases = [
  { id: 'c1', query: 'Where is parcel PK-12345?', should_call_tool: true, expected_tool: 'get_parcel', expected_args: { parcel_id: 'PK-12345' }, category: 'lookup', expect_validation_error: false },
  { id: 'c2', query: 'Where is parcel PK-123?', should_call_tool: true, expected_tool: 'get_parcel', expected_args: null, category: 'invalid', expect_validation_error: true },
  { id: 'c3', query: 'Tell me a joke.', should_call_tool: false, expected_tool: null, expected_args: null, category: 'no_tool', expect_validation_error: false },
  { id: 'c4', query: 'Where is my parcel?', should_call_tool: false, expected_tool: null, expected_args: null, category: 'clarify', expect_validation_error: false },
];
let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

function step(content: LanguageModelV3Content[]): LanguageModelV3GenerateResult {
  return { content, finishReason: { unified: content.some((part) => part.type === 'tool-call') ? 'tool-calls' : 'stop', raw: 'x' }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } }, warnings: [] };
}

describe('anker eval tool-use with a configured model', () => {
  it('scores the model’s calls like the offline chooser’s: nothing executed, invalid ids caught with a hint', async () => {
    dir = await mkdtemp(join(tmpdir(), 'anker-tool-use-model-'));
    await writeFile(join(dir, 'tools.json'), JSON.stringify(tools));
    await writeFile(join(dir, 'tool_cases.jsonl'), cases.map((item) => JSON.stringify(item)).join('\n'));
    const replies: Record<string, LanguageModelV3GenerateResult> = {
      'Where is parcel PK-12345?': step([{ type: 'tool-call', toolCallId: 'a', toolName: 'get_parcel', input: '{"parcel_id":"PK-12345"}' }]),
      'Where is parcel PK-123?': step([{ type: 'tool-call', toolCallId: 'b', toolName: 'get_parcel', input: '{"parcel_id":"PK-123"}' }]),
      'Tell me a joke.': step([{ type: 'text', text: 'Why did the parcel stay home? It was not delivered.' }]),
      'Where is my parcel?': step([{ type: 'text', text: 'Which parcel id do you mean?' }]),
    };
    const model = new MockLanguageModelV3({
      provider: 'scripted', modelId: 'm',
      doGenerate: async (options: LanguageModelV3CallOptions) => {
        const user = options.prompt.find((message) => message.role === 'user');
        const text = user?.role === 'user' ? user.content.map((part) => (part.type === 'text' ? part.text : '')).join('') : '';
        return replies[text]!;
      },
    });
    const report = await runToolUseEval({ dataDir: dir, model: { model, spec: 'scripted:m' } });
    expect(model.doGenerateCalls.map((call) => call.toolChoice)).toEqual(Array(4).fill({ type: 'auto' }));
    expect(model.doGenerateCalls[0]!.tools?.map((item) => item.name)).toEqual(['get_parcel', 'cancel_parcel']);
    expect(report).toMatchObject({
      model: 'scripted:m',
      shouldCall: { passed: 2, total: 2 },
      shouldNotCall: { passed: 2, total: 2 },
      correctTool: { passed: 2, total: 2 },
      validationErrors: { passed: 1, total: 1 },
      clarifications: { passed: 1, total: 1 },
      irreversible: { proposed: 0, executedWithoutApproval: 0 },
    });
  });
});
