import { describe, expect, it } from 'vitest';
import { createOperationsToolset } from '../../examples/operations-tools/index.js';
import { createToolRuntime } from './tool-runtime.js';

describe('examples/operations-tools', () => {
  it('answers reads, validates with German hints, and needs approval for work orders', async () => {
    const { tools, backend } = createOperationsToolset();
    const runtime = createToolRuntime({ tools, language: 'de' });
    const outcomes = await runtime.executeToolCalls(
      [
        { callId: 'c1', toolName: 'get_sensor_reading', arguments: { sensor_id: 'A_LINE1_042' } },
        { callId: 'c2', toolName: 'get_sensor_history', arguments: { sensor_id: 'B_LINE3_016', start_date: '2026-02-30', end_date: '2026-03-02' } },
        { callId: 'c3', toolName: 'list_sensors', arguments: { line_id: 'A_LINE1', limit: -5 } },
        { callId: 'c4', toolName: 'create_work_order', arguments: { asset_id: 'AS-10042', priority: 'P2', description: 'Lagertemperatur über Grenzwert' } },
        { callId: 'c5', toolName: 'get_sensor_history', arguments: { sensor_id: 'A_LINE1_042', start_date: '2026-11-28', end_date: '2026-11-28', interval: '1h' } },
      ],
      { runId: 'r1' },
    );
    expect(outcomes[0]).toMatchObject({ status: 'ok', output: { sensor_id: 'A_LINE1_042', unit: '°C' } });
    expect(outcomes[1]).toMatchObject({ status: 'error', error: { parameter: 'start_date', message: expect.stringContaining('kein gültiges Kalenderdatum') } });
    expect(outcomes[2]).toMatchObject({ status: 'error', error: { parameter: 'limit', message: 'Parameter "limit" muss mindestens 1 sein.' } });
    expect(outcomes[3]?.status).toBe('pending-approval');
    expect(outcomes[4]).toMatchObject({ status: 'ok', output: { points: expect.any(Array), summary: { min: expect.any(Number) } } });
    expect((outcomes[4] as { output: { points: unknown[] } }).output.points).toHaveLength(24);
    expect(backend.effects.size).toBe(0);
  });

  it('creates a work order once per idempotency key in the backend', async () => {
    const { backend } = createOperationsToolset();
    const first = await backend.createWorkOrder({ asset_id: 'AS-10042', priority: 'P3', description: 'Filter tauschen bitte' }, 'key-1');
    const second = await backend.createWorkOrder({ asset_id: 'AS-10042', priority: 'P3', description: 'Filter tauschen bitte' }, 'key-1');
    expect(second).toEqual(first);
    expect(backend.effects.get('key-1')).toBe(1);
    expect(backend.fixtures.workOrders()).toContain(first.work_order_id);
  });
});
