/**
 * Prometheus metrics of the service, in the text exposition format (version 0.0.4). Kept in-process and small:
 * a request-latency histogram and counters of grounding states and ask outcomes. One instance per app, no globals.
 */
export interface ServerMetrics {
  observeRequest(labels: { method: string; route: string; status: number }, seconds: number): void;
  countGroundingState(state: string): void;
  countAskStatus(status: string): void;
  /** Tool calls the model made in one answer, and how many of their grounded results were TECHNICAL_ERROR. */
  countToolCalls(calls: number, errors: number): void;
  render(): string;
}

/** Upper bounds (seconds) of the latency buckets. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

interface Histogram {
  labels: string;
  buckets: number[];
  sum: number;
  count: number;
}

export function createServerMetrics(): ServerMetrics {
  const histograms = new Map<string, Histogram>();
  const states = new Map<string, number>();
  const statuses = new Map<string, number>();
  const tools = { calls: 0, errors: 0 };
  const increment = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  return {
    observeRequest({ method, route, status }, seconds) {
      const labels = `method="${escape(method)}",route="${escape(route)}",status="${status}"`;
      let histogram = histograms.get(labels);
      if (!histogram) {
        histogram = { labels, buckets: LATENCY_BUCKETS.map(() => 0), sum: 0, count: 0 };
        histograms.set(labels, histogram);
      }
      LATENCY_BUCKETS.forEach((bound, index) => {
        if (seconds <= bound) histogram.buckets[index]! += 1;
      });
      histogram.sum += seconds;
      histogram.count += 1;
    },
    countGroundingState: (state) => increment(states, state),
    countAskStatus: (status) => increment(statuses, status),
    countToolCalls(calls, errors) {
      tools.calls += calls;
      tools.errors += errors;
    },
    render() {
      const lines = [
        '# HELP anker_http_request_duration_seconds Latency of HTTP requests by method, route pattern and status.',
        '# TYPE anker_http_request_duration_seconds histogram',
      ];
      for (const histogram of histograms.values()) {
        LATENCY_BUCKETS.forEach((bound, index) =>
          lines.push(`anker_http_request_duration_seconds_bucket{${histogram.labels},le="${bound}"} ${histogram.buckets[index]}`),
        );
        lines.push(`anker_http_request_duration_seconds_bucket{${histogram.labels},le="+Inf"} ${histogram.count}`);
        lines.push(`anker_http_request_duration_seconds_sum{${histogram.labels}} ${histogram.sum}`);
        lines.push(`anker_http_request_duration_seconds_count{${histogram.labels}} ${histogram.count}`);
      }
      lines.push('# HELP anker_grounding_states_total Retrieval attempts by grounding state.', '# TYPE anker_grounding_states_total counter');
      for (const [state, count] of states) lines.push(`anker_grounding_states_total{state="${escape(state)}"} ${count}`);
      lines.push('# HELP anker_ask_results_total Answers by status.', '# TYPE anker_ask_results_total counter');
      for (const [status, count] of statuses) lines.push(`anker_ask_results_total{status="${escape(status)}"} ${count}`);
      lines.push('# HELP anker_tool_calls_total Tool calls made by the model while answering.', '# TYPE anker_tool_calls_total counter');
      lines.push(`anker_tool_calls_total ${tools.calls}`);
      lines.push('# HELP anker_tool_errors_total Retrieval attempts that ended in TECHNICAL_ERROR.', '# TYPE anker_tool_errors_total counter');
      lines.push(`anker_tool_errors_total ${tools.errors}`);
      return `${lines.join('\n')}\n`;
    },
  };
}

function escape(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}
