import type { Rate } from './rate.js';

/** A target on one metric: its share must be at least (`min`) or at most (`max`) the threshold. */
export interface Target {
  metric: string;
  min?: number;
  max?: number;
}

/** A target checked against a measured rate; a metric that was not measured fails. */
export interface TargetCheck {
  metric: string;
  target: string;
  value: number | null;
  pass: boolean;
}

/** Checks each target against `metrics[target.metric]`. */
export function checkTargets(metrics: Record<string, unknown>, targets: readonly Target[]): TargetCheck[] {
  return targets.map((target) => {
    const measured = metrics[target.metric] as Rate | undefined;
    const value = measured?.rate ?? null;
    const pass = value !== null && (target.min === undefined || value >= target.min) && (target.max === undefined || value <= target.max);
    const bound = target.min !== undefined ? `≥ ${percent(target.min)}` : `≤ ${percent(target.max ?? 0)}`;
    return { metric: target.metric, target: bound, value, pass };
  });
}

function percent(value: number): string {
  return `${Number((value * 100).toFixed(1))} %`;
}
