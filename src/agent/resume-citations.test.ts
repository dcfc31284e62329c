import { readFileSync } from 'node:fs';
import type { LanguageModelV3Content, LanguageModelV3GenerateResult } from '@ai-sdk/provider';
import { MockLanguageModelV3 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import type { Hit, Judge, Retriever } from '../spec/index.js';
import { createMemoryAgentRunStore, createToolRuntime, parseToolsFile, toolSpecsFromFile } from '../tools/index.js';
import { askWithTools, resumeToolRun, type ToolAgentDeps } from './ask-with-tools.js';

const file = parseToolsFile(JSON.parse(readFileSync(new URL('./__fixtures__/rental-tools.json', import.meta.url), 'utf8')));
const hit: Hit = {
  chunkId: 'c1', documentId: 'd1', text: 'Eine Reparatur in der Werkstatt kostet pauschal 45 € und dauert drei Werktage.', language: 'german', relevance: 0.9, scores: { rrf: 0.03 },
  citation: { source: 'werkstatt.md', title: 'Werkstattpreise', version: '2', section: 'Preise', page: null, sourceUrl: null, documentDate: '2026-11-01', indexedAt: '2026-11-02T00:00:00Z', status: 'current' },
};
const retriever: Retriever = { search: async () => [hit] };
const judge: Judge = { id: 'fixed', judge: async () => ({ level: 'HIGH', reason: 'test', canAnswer: true }) };

function step(content: LanguageModelV3Content[], finish: 'stop' | 'tool-calls' = 'stop'): LanguageModelV3GenerateResult {
  return { content, finishReason: { unified: finish, raw: finish }, usage: { inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 }, outputTokens: { total: 1, text: 1, reasoning: 0 } }, warnings: [] };
}

describe('a resumed run keeps its citations', () => {
  it('answers after the approval with the sources the run searched before it paused', async () => {
    const model = new MockLanguageModelV3({
      provider: 'scripted',
      modelId: 'llm',
      doGenerate: [
        step([
          { type: 'tool-call', toolCallId: 's1', toolName: 'search_knowledge_base', input: '{"query":"Reparatur Preis Werkstatt"}' },
          { type: 'tool-call', toolCallId: 'r1', toolName: 'book_repair', input: '{"bike_id":"BK-1001"}' },
        ], 'tool-calls'),
        step([{ type: 'text', text: 'Die Reparatur ist gebucht (WR-7); sie kostet pauschal 45 € [1].' }]),
      ],
    });
    const executed: string[] = [];
    const runtime = createToolRuntime({
      tools: toolSpecsFromFile(file, { language: 'de', execute: { book_repair: async (args) => (executed.push(String(args.bike_id)), { repair_order: 'WR-7' }) } }),
      language: 'de',
    });
    const runs = createMemoryAgentRunStore();
    const deps: ToolAgentDeps = { ask: { model, retriever, judge, tenantId: 't1', maxSteps: 4 }, runtime, file, runs, newId: () => 'run-1' };
    const paused = await askWithTools('Buche eine Reparatur für BK-1001 und sag mir, was sie kostet.', deps);
    expect(paused).toMatchObject({ status: 'awaiting_approval', run_id: 'run-1' });
    expect(executed).toEqual([]);

    await runtime.decideApproval(paused.approvals![0]!.id, { decision: 'approve', decidedBy: 'lead' }, 't1');
    // A fresh set of deps stands for another process: only the store carries the run over.
    const resumed = await resumeToolRun('run-1', { ...deps, ask: { ...deps.ask } });
    expect(executed).toEqual(['BK-1001']);
    expect(resumed?.status).toBe('answered');
    expect(resumed?.citations).toEqual([expect.objectContaining({ marker: 1, source: 'werkstatt.md', title: 'Werkstattpreise' })]);
    expect(resumed?.trace.attempts.map((attempt) => attempt.state)).toEqual(['FOUND']);
  });
});
