import type { ToolCallOutcome } from '../spec/tool.js';
import type { RuntimeInternals, ToolCallRequest } from './runtime-internals.js';
import { toolError } from './tool-error.js';

/**
 * Runs `execute` at most once per idempotency key: the first caller claims the key (a pending row), a duplicate
 * waits for that row to complete and gets the stored outcome, marked `replayed`. Only successes are stored;
 * a failure releases the key so a later call may try again (the backend receives the same key and deduplicates too).
 */
export async function runIdempotent(
  runtime: RuntimeInternals,
  tenantId: string,
  runId: string,
  call: ToolCallRequest,
  key: string,
  execute: () => Promise<ToolCallOutcome>,
): Promise<{ outcome: ToolCallOutcome; replayed: boolean }> {
  const { state, clock, idempotency } = runtime;
  const entry = { tenantId, key, toolName: call.toolName, runId, callId: call.callId };
  // Counted in polls, not clock time, so a frozen test clock cannot make a duplicate wait forever.
  const maxPolls = Math.ceil(idempotency.waitMs / Math.max(1, idempotency.pollMs));
  for (let poll = 0; ; poll++) {
    const claim = await state.claimIdempotencyKey({ ...entry, now: clock() });
    if (claim.claimed === false && claim.status === 'completed') {
      return { outcome: { ...claim.outcome, callId: call.callId, replayed: true } as ToolCallOutcome, replayed: true };
    }
    const owner = claim.claimed || (clock() - claim.updatedAt > idempotency.leaseMs && (await state.takeOverIdempotencyKey(tenantId, key, clock() - idempotency.leaseMs, clock())));
    if (owner) {
      let outcome: ToolCallOutcome;
      try {
        outcome = await execute();
      } catch (error) {
        await state.releaseIdempotencyKey(tenantId, key);
        throw error;
      }
      if (outcome.status === 'ok') await state.completeIdempotencyKey(tenantId, key, outcome, clock());
      else await state.releaseIdempotencyKey(tenantId, key);
      return { outcome, replayed: false };
    }
    if (poll >= maxPolls) {
      const messages = runtime.registry.messages;
      const error = toolError('TRANSIENT', messages.failed(call.toolName, 'an identical call is still in progress'), messages);
      return { outcome: { status: 'error', callId: call.callId, toolName: call.toolName, error }, replayed: false };
    }
    await runtime.sleep(idempotency.pollMs);
  }
}
