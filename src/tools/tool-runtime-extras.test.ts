import type { Span, SpanOptions, Tracer } from '@opentelemetry/api';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOperationsToolset } from '../../examples/operations-tools/index.js';
import { parseChaosOption } from './chaos/parse-chaos-option.js';
import { defineTool } from './define-tool.js';
import type { ToolRuntimeEvent } from './tool-events.js';
import { createToolRuntime } from './tool-runtime.js';

/** A tracer that records spans in memory (no OpenTelemetry SDK needed). */
function recordingTracer() {
  const spans: Array<{ name: string; attributes: Record<string, unknown>; status?: { code: number; message?: string }; ended: boolean }> = [];
  const tracer = {
    startSpan(name: string, options?: SpanOptions): Span {
      const record = { name, attributes: { ...(options?.attributes ?? {}) } as Record<string, unknown>, status: undefined as { code: number; message?: string } | undefined, ended: false };
      spans.push(record);
      const span = {
        spanContext: () => ({ traceId: 'a'.repeat(32), spanId: 'b'.repeat(16), traceFlags: 1 }),
        setAttribute: (key: string, value: unknown) => ((record.attributes[key] = value), span),
        setStatus: (status: { code: number; message?: string }) => ((record.status = status), span),
        end: () => void (record.ended = true),
      };
      return span as unknown as Span;
    },
  } as unknown as Tracer;
  return { tracer, spans };
}

const failing = defineTool({
  name: 'get_broken',
  description: 'Always fails with a 400.',
  inputSchema: z.object({}),
  sideEffect: 'none',
  execute: async () => {
    throw Object.assign(new Error('bad request'), { status: 400 });
  },
});

describe('tool runtime extras', () => {
  it('emits noun-verb events and OpenTelemetry spans with the trace id in the trace row', async () => {
    const events: ToolRuntimeEvent[] = [];
    const { tracer, spans } = recordingTracer();
    const { tools } = createOperationsToolset();
    const runtime = createToolRuntime({ tools: [...tools, failing], tracer, onEvent: (event) => events.push(event) });
    await runtime.executeToolCalls(
      [
        { callId: 'a', toolName: 'get_contract_status', arguments: { customer_id: 'CUST-00117' } },
        { callId: 'b', toolName: 'get_broken', arguments: {} },
        { callId: 'c', toolName: 'create_work_order', arguments: { asset_id: 'AS-10042', priority: 'P2', description: 'Bitte Lager prüfen' } },
      ],
      { runId: 'r1' },
    );
    expect(events.filter((event) => event.type !== 'tool-call').map((event) => [event.type, event.callId]).sort()).toEqual([
      ['tool-approval-request', 'c'],
      ['tool-error', 'b'],
      ['tool-result', 'a'],
    ]);
    expect(events.filter((event) => event.type === 'tool-call')).toHaveLength(3);
    expect(spans.map((span) => span.name).sort()).toEqual(['execute_tool create_work_order', 'execute_tool get_broken', 'execute_tool get_contract_status']);
    expect(spans.every((span) => span.ended)).toBe(true);
    const broken = spans.find((span) => span.name === 'execute_tool get_broken');
    expect(broken?.attributes).toMatchObject({ 'gen_ai.tool.call.id': 'b', 'error.type': 'PERMANENT', 'anker.tool.attempts': 1 });
    expect(broken?.status?.code).toBe(2);
    const traces = await runtime.listTraces();
    expect(traces.every((trace) => trace.traceId === 'a'.repeat(32))).toBe(true);
  });

  it('offers model tool definitions and selects tools by request (Tool RAG)', async () => {
    const { tools } = createOperationsToolset();
    const runtime = createToolRuntime({ tools, selection: { threshold: 5, topK: 2, pinned: ['list_sensors'] } });
    const definitions = runtime.modelTools(['get_sensor_reading']);
    expect(definitions[0]?.description).toContain('Do not use for: Verläufe (get_sensor_history)');
    expect(definitions[0]?.inputSchema).toMatchObject({ type: 'object', required: ['sensor_id'], properties: { sensor_id: { pattern: '^[A-Z]_LINE[1-9]_[0-9]{3}$' } } });
    const selection = await runtime.selectTools('Ist der Vertrag von CUST-00117 gekündigt?');
    expect(selection.selected).toBe(true);
    expect(selection.names).toHaveLength(3);
    expect(selection.names[0]).toBe('list_sensors');
    expect(selection.names).toContain('get_contract_status');
  });

  it('parses --chaos rate[:seed]', () => {
    expect(parseChaosOption('0.2')).toEqual({ rate: 0.2, seed: 1 });
    expect(parseChaosOption('0.5:7')).toEqual({ rate: 0.5, seed: 7 });
    expect(() => parseChaosOption('2')).toThrow('--chaos must be a rate');
    expect(() => parseChaosOption('x')).toThrow();
  });
});
