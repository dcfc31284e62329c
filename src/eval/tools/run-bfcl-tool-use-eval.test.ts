import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { isBfclFolder, runBfclToolUseEval } from './run-bfcl-tool-use-eval.js';

const orderTool = {
  name: 'get_order_status',
  description: 'Returns the shipping status of one order. Use when a user asks where an order is.',
  parameters: { type: 'dict', properties: { order_id: { type: 'string', description: 'Order id such as ORD-1234.', pattern: '^ORD-\\d{4}$' } }, required: ['order_id'] },
};
const lines = (rows: object[]) => rows.map((row) => JSON.stringify(row)).join('\n');
const question = (text: string) => [[{ role: 'user', content: text }]];
let dir = '';
afterEach(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function bfclFolder(): Promise<string> {
  dir = await mkdtemp(join(tmpdir(), 'anker-bfcl-'));
  await mkdir(join(dir, 'possible_answer'));
  await writeFile(join(dir, 'BFCL_v4_irrelevance.json'), lines([{ id: 'irrelevance_0', question: question('Write a haiku about autumn leaves.'), function: [orderTool] }]));
  await writeFile(join(dir, 'BFCL_v4_simple_python.json'), lines([
    { id: 'simple_python_0', question: question('Where is my order ORD-1234?'), function: [orderTool] },
    { id: 'simple_python_1', question: question('Where is my order ORD-9999?'), function: [orderTool] },
  ]));
  await writeFile(join(dir, 'possible_answer', 'BFCL_v4_simple_python.json'), lines([
    { id: 'simple_python_0', ground_truth: [{ get_order_status: { order_id: ['ORD-1234'] } }] },
    { id: 'simple_python_1', ground_truth: [{ get_order_status: { order_id: ['ORD-0001'] } }] },
  ]));
  await writeFile(join(dir, 'BFCL_v4_parallel.json'), lines([{ id: 'parallel_0', question: question('Where are my orders ORD-1111 and ORD-2222?'), function: [orderTool] }]));
  await writeFile(join(dir, 'possible_answer', 'BFCL_v4_parallel.json'), lines([
    { id: 'parallel_0', ground_truth: [{ get_order_status: { order_id: ['ORD-2222'] } }, { get_order_status: { order_id: ['ORD-1111'] } }] },
  ]));
  return dir;
}

describe('anker eval tool-use on BFCL files', () => {
  it('recognises a BFCL folder (no tools.json, BFCL_v4_ files)', async () => {
    expect(isBfclFolder(await bfclFolder())).toBe(true);
    expect(isBfclFolder(tmpdir())).toBe(false);
  });

  it('scores should-not-call, correct tool, arguments against the accepted values, and parallel calls as a multiset', async () => {
    const report = await runBfclToolUseEval({ dataDir: await bfclFolder() });
    const byName = Object.fromEntries(report.categories.map((category) => [category.category, category]));
    expect(report.categories.map((category) => category.category)).toEqual(['irrelevance', 'simple_python', 'parallel']);
    expect(byName.irrelevance).toMatchObject({ entries: 1, decided: { passed: 1, total: 1 }, correctTool: { total: 0 } });
    // Both simple cases call the right tool; only the first one's id is an accepted value.
    expect(byName.simple_python).toMatchObject({ decided: { passed: 2 }, correctTool: { passed: 2, total: 2 }, argumentsMatch: { passed: 1, total: 2 } });
    expect(byName.parallel).toMatchObject({ correctTool: { passed: 1, total: 1 }, argumentsMatch: { passed: 1, total: 1 } });
  });
});
