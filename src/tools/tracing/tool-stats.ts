import type { ToolStats, ToolTraceRecord } from '../../spec/tool-spec.js';

/** Nearest-rank percentile of sorted numbers (p in [0,1]); 0 for an empty list. */
export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  const rank = Math.max(1, Math.ceil(p * sorted.length));
  return sorted[rank - 1] ?? 0;
}

/** Calls, error rate and p95 latency per tool, sorted by tool name. Pending approvals do not count as errors. */
export function computeToolStats(traces: readonly ToolTraceRecord[]): ToolStats[] {
  const byTool = new Map<string, ToolTraceRecord[]>();
  for (const trace of traces) byTool.set(trace.toolName, [...(byTool.get(trace.toolName) ?? []), trace]);
  return [...byTool.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([toolName, items]) => {
      const errors = items.filter((item) => item.status === 'error').length;
      const latencies = items.map((item) => item.latencyMs).sort((a, b) => a - b);
      return { toolName, calls: items.length, errors, errorRate: errors / items.length, p95LatencyMs: percentile(latencies, 0.95) };
    });
}
