import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so equal arguments give equal text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * sha256 over run, tool-call id (when given), tool and canonical arguments, as 64 hex characters.
 * Without the call id, the same arguments in the same run count as one action even if the model re-issues them.
 */
export function deriveIdempotencyKey(input: { runId: string; callId?: string; toolName: string; arguments: unknown }): string {
  const parts = [input.runId, input.callId ?? '', input.toolName, canonicalJson(input.arguments)];
  return createHash('sha256').update(parts.join('\u0000')).digest('hex');
}
