import type { ToolPolicyOptions } from '../../spec/tool-spec.js';

/** The resolved settings of one tool's policies. */
export type ResolvedPolicyOptions = Required<ToolPolicyOptions>;

/** Defaults in one place; see ToolPolicyOptions for units. */
export const policyDefaults: ResolvedPolicyOptions = {
  timeoutMs: 10_000,
  maxAttempts: 3,
  initialDelayMs: 200,
  maxDelayMs: 5_000,
  breakerThreshold: 5,
  breakerCooldownMs: 30_000,
  concurrency: 10,
  queue: 100,
};

/** Hard ceiling on attempts: more retries only amplify load on a struggling backend. */
export const maxAttemptsCeiling = 5;

/** Merges defaults, runtime-wide overrides and the tool's own settings; clamps attempts to [1, 5]. */
export function resolvePolicyOptions(...layers: Array<ToolPolicyOptions | undefined>): ResolvedPolicyOptions {
  const merged = { ...policyDefaults };
  for (const layer of layers) {
    for (const [key, value] of Object.entries(layer ?? {})) {
      if (value !== undefined) (merged as Record<string, number>)[key] = value;
    }
  }
  merged.maxAttempts = Math.min(maxAttemptsCeiling, Math.max(1, Math.floor(merged.maxAttempts)));
  return merged;
}
