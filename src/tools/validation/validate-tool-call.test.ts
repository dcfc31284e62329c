import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineTool } from '../define-tool.js';
import { createToolRegistry } from '../tool-registry.js';
import { parseToolsFile, toolSpecsFromFile } from '../tools-file.js';
import { validateToolCall } from './validate-tool-call.js';

const file = parseToolsFile(JSON.parse(readFileSync(new URL('../__fixtures__/ferry-tools.json', import.meta.url), 'utf8')));
const registry = createToolRegistry(toolSpecsFromFile(file), { language: 'en' });

async function validate(tool: string, args: unknown) {
  const registered = registry.get(tool);
  if (!registered) throw new Error(tool);
  return validateToolCall(registered, args, registry);
}

describe('validateToolCall on a tools file with fixtures', () => {
  it('accepts a valid call and applies defaults', async () => {
    const result = await validate('get_vessel_track', { vessel_id: 'MF-204', start_date: '2025-06-01', end_date: '2025-06-07' });
    expect(result).toEqual({ ok: true, args: expect.objectContaining({ interval: '30m', max_points: 500 }) });
  });

  it('rejects 2026-02-30 although the pattern matches', async () => {
    const result = await validate('get_vessel_track', { vessel_id: 'MF-311', start_date: '2026-02-30', end_date: '2026-03-02' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error).toMatchObject({ error: 'INVALID_ARGUMENT', parameter: 'start_date', received: '2026-02-30' });
    expect(result.error.message).toContain('not a valid calendar date');
    expect(result.error.hint).toContain('JJJJ-MM-TT');
  });

  it('rejects 2026-13-45', async () => {
    const result = await validate('get_vessel_track', { vessel_id: 'MF-204', start_date: '2025-13-45', end_date: '2025-11-30' });
    expect(result.ok ? null : result.error.parameter).toBe('start_date');
  });

  it('suggests the closest known id for a malformed id and names the list tool', async () => {
    const result = await validate('get_vessel_position', { vessel_id: 'MF_2O4' });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.parameter).toBe('vessel_id');
    expect(result.error.hint).toContain('Did you mean MF-204?');
    expect(result.error.hint).toContain('list_vessels');
  });

  it('catches an unknown id with a valid format (referential layer)', async () => {
    const result = await validate('get_vessel_position', { vessel_id: 'KS-999' });
    expect(result.ok ? null : result.error).toMatchObject({ error: 'INVALID_ARGUMENT', parameter: 'vessel_id', received: 'KS-999' });
    expect(result.ok ? '' : result.error.hint).toMatch(/list_vessels/);
  });

  it('asks the user when there is no list tool for the id', async () => {
    const result = await validate('get_charter_status', { charter_id: 'CH-9999' });
    expect(result.ok ? '' : result.error.hint).toContain('ask the user');
  });

  it('checks ids inside arrays', async () => {
    const result = await validate('get_vessel_positions', { vessel_ids: ['MF-204', 'MF-205'] });
    expect(result.ok ? null : result.error).toMatchObject({ parameter: 'vessel_ids.1', received: 'MF-205' });
  });

  it('reports enum values, ranges, lengths and missing parameters', async () => {
    const enumResult = await validate('get_vessel_track', { vessel_id: 'MF-204', start_date: '2025-06-20', end_date: '2025-06-21', interval: '15m' });
    expect(enumResult.ok ? '' : enumResult.error.message).toContain('5m, 30m, 6h, 1d');
    const negative = await validate('list_vessels', { route_id: 'R-NORD', limit: -5 });
    expect(negative.ok ? '' : negative.error.message).toBe('Parameter "limit" must be at least 1.');
    const short = await validate('create_repair_order', { asset_id: 'AN-5502', priority: 'mittel', description: 'undicht' });
    expect(short.ok ? null : short.error).toMatchObject({ parameter: 'description', received: 'undicht' });
    const missing = await validate('get_repair_order', {});
    expect(missing.ok ? null : missing.error).toMatchObject({ parameter: 'repair_order_id', message: 'Required parameter "repair_order_id" is missing.' });
  });

  it('rejects a reversed date range (domain layer)', async () => {
    const result = await validate('get_vessel_track', { vessel_id: 'MF-204', start_date: '2025-06-07', end_date: '2025-06-01' });
    expect(result.ok ? null : result.error.parameter).toBe('end_date');
  });

  it('parses JSON text arguments and reports broken JSON as INVALID_ARGUMENT', async () => {
    expect((await validate('get_repair_order', '{"repair_order_id":"RO-000815"}')).ok).toBe(true);
    const broken = await validate('get_repair_order', '{"repair_order_id":');
    expect(broken.ok ? null : broken.error.error).toBe('INVALID_ARGUMENT');
  });

  it('writes German messages when asked', async () => {
    const german = createToolRegistry(toolSpecsFromFile(file, { language: 'de' }), { language: 'de' });
    const tool = german.get('get_repair_order');
    const result = tool ? await validateToolCall(tool, { repair_order_id: 'RO-0815' }, german) : null;
    expect(result?.ok ? '' : result?.error.hint).toContain('Meinten Sie RO-000815?');
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
