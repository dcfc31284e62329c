import { Hono } from 'hono';
import { z } from 'zod';
import { createSqlToolStateStore, toolMigrations, type ToolStateStore } from '../../../tools/index.js';
import { apiError, invalidRequest, NOT_FOUND_BODY } from '../api-error.js';
import { readJson } from '../read-json.js';
import { ApprovalDecisionRequest } from '../schemas.js';
import type { ServerDeps, ServerEnv } from '../server-env.js';
import { resumeAfterDecision, runApprovedDirectCall } from '../../tools/resume-after-decision.js';

const ApprovalQuery = z.object({ status: z.enum(['pending', 'approved', 'rejected', 'all']).default('pending') }).strict();
const TraceQuery = z
  .object({ tool: z.string().max(200).optional(), run: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(500).default(50) })
  .strict();

/** Records without the tenant id: a client only ever sees its own tenant's. */
function withoutTenant<T extends { tenantId: string }>(record: T): Omit<T, 'tenantId'> {
  const { tenantId: _tenant, ...rest } = record;
  return rest;
}

/**
 * Approvals (`/v1/approvals`) and tool-call traces (`/v1/traces`) of the key's tenant, from the tool runtime's tables
 * (migrated on first use). A decision is recorded as made by `key:<key id>` and resumes at once what it held up, as
 * `anker approvals approve|reject` does: the paused agent run (its `ask` JSON in `resumed`) or a direct MCP call
 * (its outcome in `outcome`).
 */
export function toolStateRoutes(deps: ServerDeps): { approvals: Hono<ServerEnv>; traces: Hono<ServerEnv> } {
  let state: Promise<ToolStateStore> | null = null;
  const toolState = () =>
    (state ??= deps.anker.store.migrate('tools', toolMigrations).then(() => createSqlToolStateStore(deps.anker.store.sql)));

  const approvals = new Hono<ServerEnv>();
  approvals.get('/', async (c) => {
    const query = ApprovalQuery.safeParse(c.req.query());
    if (!query.success) return invalidRequest(c, query.error, 'Query: ?status=pending|approved|rejected|all (default pending).');
    const status = query.data.status === 'all' ? undefined : query.data.status;
    const list = await (await toolState()).listApprovals(c.var.principal.tenantId, { status });
    return c.json({ approvals: list.map(withoutTenant) });
  });
  approvals.get('/:id', async (c) => {
    const store = await toolState();
    const tenantId = c.var.principal.tenantId;
    let approval = await store.getApproval(tenantId, c.req.param('id'));
    if (!approval) return apiError(c, 404, NOT_FOUND_BODY);
    // A direct MCP call approved where it could not run (the CLI) runs on first sight, once.
    if (deps.tools && (await runApprovedDirectCall(deps.tools, tenantId, approval, c.var.signal))) approval = (await store.getApproval(tenantId, approval.id)) ?? approval;
    return c.json(withoutTenant(approval));
  });
  for (const action of ['approve', 'reject'] as const) {
    approvals.post(`/:id/${action}`, async (c) => {
      const body = await readJson(c, ApprovalDecisionRequest, 'Body: {"reason"?: "…", "editedArguments"?: {…}} (editedArguments only when approving).');
      if (!body.success) return body.response;
      if (action === 'reject' && body.data.editedArguments) {
        return apiError(c, 400, { error: 'INVALID_REQUEST', message: 'editedArguments: only an approval can edit the arguments.', hint: 'Send {"reason": "…"} to reject.' });
      }
      const store = await toolState();
      const tenantId = c.var.principal.tenantId;
      const existing = await store.getApproval(tenantId, c.req.param('id'));
      if (!existing) return apiError(c, 404, NOT_FOUND_BODY);
      // Edits merge into the proposed arguments, so a reviewer can change one field (as the CLI does).
      const editedArguments = body.data.editedArguments ? { ...existing.arguments, ...body.data.editedArguments } : null;
      const decided = await store.decideApproval(tenantId, existing.id, {
        status: action === 'approve' ? 'approved' : 'rejected',
        decidedBy: `key:${c.var.principal.keyId}`,
        reason: body.data.reason ?? null,
        editedArguments,
        decidedAt: new Date(deps.now()).toISOString(),
      });
      if (!decided) return apiError(c, 409, { error: 'ALREADY_DECIDED', message: `The approval was already ${existing.status}.`, hint: 'GET /v1/approvals?status=pending lists the open ones.' });
      deps.logger.info({ event: 'approval-decided', approvalId: decided.id, status: decided.status, keyId: c.var.principal.keyId }, 'approval decided');
      const after = await resumeAfterDecision(deps.tools, c.var.tenant, decided, c.var.signal);
      // The decision as stored (with the direct call's outcome once it ran), and what it resumed.
      const current = after.outcome || after.resumed ? ((await store.getApproval(tenantId, decided.id)) ?? decided) : decided;
      return c.json({ ...withoutTenant(current), ...after });
    });
  }

  const traces = new Hono<ServerEnv>();
  traces.get('/', async (c) => {
    const query = TraceQuery.safeParse(c.req.query());
    if (!query.success) return invalidRequest(c, query.error, 'Query: ?tool=<name>&run=<run id>&limit=1-500.');
    const list = await (await toolState()).listTraces(c.var.principal.tenantId, { toolName: query.data.tool, runId: query.data.run, limit: query.data.limit });
    return c.json({ traces: list.map(withoutTenant) });
  });
  traces.get('/stats', async (c) => c.json({ tools: await (await toolState()).toolStats(c.var.principal.tenantId) }));
  traces.get('/:id', async (c) => {
    const trace = await (await toolState()).getTrace(c.var.principal.tenantId, c.req.param('id'));
    return trace ? c.json(withoutTenant(trace)) : apiError(c, 404, NOT_FOUND_BODY);
  });

  return { approvals, traces };
}
