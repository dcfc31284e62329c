import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool } from '../define-tool.js';
import { createToolRegistry } from '../tool-registry.js';
import { parseToolsFile, toolSpecsFromFile } from '../tools-file.js';
import { validateToolCall } from './validate-tool-call.js';

const evalDir = new URL('../../../../shared/eval/grounding-dev/', import.meta.url);
const file = parseToolsFile(JSON.parse(readFileSync(new URL('tools.json', evalDir), 'utf8')));
const registry = createToolRegistry(toolSpecsFromFile(file), { language: 'en' });

async function validate(tool: string, args: unknown) {
  const registered = registry.get(tool);
  if (!registered) throw new Error(tool);
  return validateToolCall(registered, args, registry);
}

describe('validateToolCall on the grounding-dev tools', () => {
  it('accepts a valid call and applies defaults', async () => {
    const result = await validate('get_sensor_history', { sensor_id: 'A_LINE1_042', start_date: '2026-11-01', end_date: '2026-11-07' });
    expect(result).toEqual({ ok: true, args: expect.objectContaining({ interval: '15m', max_points: 1000 }) });
  });

  it('rejects 2026-02-30 although the pattern matches', async () => {
    const result = await validate('get_sensor_history', { sensor_id: 'B_LINE3_016', start_date: '2026-02-30', end_date: '2026-03-02' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ error: 'INVALID_ARGUMENT', parameter: 'start_date', received: '2026-02-30' });
    expect(result.error.message).toContain('not a valid calendar date');
    expect(result.error.hint).toContain('JJJJ-MM-TT');
  });

  it('rejects 2026-13-45', async () => {
    const result = await validate('get_sensor_history', { sensor_id: 'A_LINE1_042', start_date: '2026-13-45', end_date: '2026-11-30' });
    expect(result.ok ? null : result.error.parameter).toBe('start_date');
  });

  it('suggests the closest known id for a malformed id and names the list tool', async () => {
    const result = await validate('get_sensor_reading', { sensor_id: 'A_LINE_42' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.parameter).toBe('sensor_id');
    expect(result.error.hint).toContain('Did you mean A_LINE1_042?');
    expect(result.error.hint).toContain('list_sensors');
  });

  it('catches an unknown id with a valid format (referential layer)', async () => {
    const result = await validate('get_sensor_reading', { sensor_id: 'B_LINE3_999' });
    expect(result.ok ? null : result.error).toMatchObject({ error: 'INVALID_ARGUMENT', parameter: 'sensor_id', received: 'B_LINE3_999' });
    expect(result.ok ? '' : result.error.hint).toMatch(/list_sensors/);
  });

  it('asks the user when there is no list tool for the id', async () => {
    const result = await validate('get_contract_status', { customer_id: 'CUST-99999' });
    expect(result.ok ? '' : result.error.hint).toContain('ask the user');
  });

  it('checks ids inside arrays', async () => {
    const result = await validate('get_sensor_readings', { sensor_ids: ['A_LINE1_042', 'A_LINE1_044'] });
    expect(result.ok ? null : result.error).toMatchObject({ parameter: 'sensor_ids.1', received: 'A_LINE1_044' });
  });

  it('reports enum values, ranges, lengths and missing parameters', async () => {
    const enumResult = await validate('get_sensor_history', { sensor_id: 'A_LINE1_042', start_date: '2026-11-20', end_date: '2026-11-21', interval: '5m' });
    expect(enumResult.ok ? '' : enumResult.error.message).toContain('1m, 15m, 1h, 1d');
    const negative = await validate('list_sensors', { line_id: 'A_LINE1', limit: -5 });
    expect(negative.ok ? '' : negative.error.message).toBe('Parameter "limit" must be at least 1.');
    const short = await validate('create_work_order', { asset_id: 'AS-10043', priority: 'P3', description: 'kaputt' });
    expect(short.ok ? null : short.error).toMatchObject({ parameter: 'description', received: 'kaputt' });
    const missing = await validate('get_work_order', {});
    expect(missing.ok ? null : missing.error).toMatchObject({ parameter: 'work_order_id', message: 'Required parameter "work_order_id" is missing.' });
  });

  it('rejects a reversed date range (domain layer)', async () => {
    const result = await validate('get_sensor_history', { sensor_id: 'A_LINE1_042', start_date: '2026-11-07', end_date: '2026-11-01' });
    expect(result.ok ? null : result.error.parameter).toBe('end_date');
  });

  it('parses JSON text arguments and reports broken JSON as INVALID_ARGUMENT', async () => {
    expect((await validate('get_work_order', '{"work_order_id":"WO-004711"}')).ok).toBe(true);
    const broken = await validate('get_work_order', '{"work_order_id":');
    expect(broken.ok ? null : broken.error.error).toBe('INVALID_ARGUMENT');
  });

  it('writes German messages when asked', async () => {
    const german = createToolRegistry(toolSpecsFromFile(file, { language: 'de' }), { language: 'de' });
    const tool = german.get('get_work_order');
    const result = tool ? await validateToolCall(tool, { work_order_id: 'WO-4711' }, german) : null;
    expect(result?.ok ? '' : result?.error.hint).toContain('Meinten Sie WO-004711?');
  });
});

describe('validateToolCall with zod schemas', () => {
  const tool = defineTool({
    name: 'get_count',
    description: 'Counts.',
    inputSchema: z.object({ count: z.number().int().min(1).describe('How many, e.g. 3'), day: z.iso.date().default('2026-01-01') }),
    sideEffect: 'none',
    validate: (args) => (args.count > 100 ? [{ parameter: 'count', message: 'Too many.' }] : []),
    execute: async (args) => args.count,
  });
  const zodRegistry = createToolRegistry([tool]);
  const registered = zodRegistry.get('get_count');

  it('applies defaults and reports issues with the parameter description', async () => {
    if (!registered) throw new Error('missing');
    expect(await validateToolCall(registered, { count: 2 }, zodRegistry)).toEqual({ ok: true, args: { count: 2, day: '2026-01-01' } });
    const bad = await validateToolCall(registered, { count: -1 }, zodRegistry);
    expect(bad.ok ? null : bad.error).toMatchObject({ parameter: 'count', received: -1 });
    expect(bad.ok ? '' : bad.error.hint).toContain('How many, e.g. 3');
    const badDate = await validateToolCall(registered, { count: 1, day: '2026-02-30' }, zodRegistry);
    expect(badDate.ok ? null : badDate.error.parameter).toBe('day');
    const domain = await validateToolCall(registered, { count: 101 }, zodRegistry);
    expect(domain.ok ? null : domain.error).toMatchObject({ parameter: 'count', message: 'Too many.' });
  });
});
