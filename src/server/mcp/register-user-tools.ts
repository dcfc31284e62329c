import { randomUUID } from 'node:crypto';
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, ToolAnnotations } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import type { Anker } from '../../app/index.js';
import { detectQuestionLanguage } from '../../prompt/index.js';
import type { SideEffect, ToolCallOutcome } from '../../spec/tool.js';
import { MCP_RUN_PREFIX, runApprovedDirectCall } from '../tools/resume-after-decision.js';
import type { ServerTools } from '../tools/server-tools.js';

/** Names the built-in tools of the Anker MCP server take; a user tool of the same name is not listed. */
const BUILT_IN = new Set(['search_knowledge_base', 'ask', 'list_documents', 'get_tool_approval']);

/** MCP annotations from a tool's side effect: what a client may do without asking its user. */
export function annotationsOf(sideEffect: SideEffect): ToolAnnotations {
  switch (sideEffect) {
    case 'none':
      return { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: true };
    case 'idempotent':
      return { readOnlyHint: false, destructiveHint: false, idempotentHint: true, openWorldHint: true };
    case 'reversible':
      return { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: true };
    case 'irreversible':
      return { readOnlyHint: false, destructiveHint: true, idempotentHint: false, openWorldHint: true };
  }
}

/** An MCP tool result from the runtime's one outcome: errors (also a pending approval) with `isError: true`. */
export function toMcpResult(outcome: ToolCallOutcome): CallToolResult {
  switch (outcome.status) {
    case 'ok': {
      const output = outcome.output;
      const structured = typeof output === 'object' && output !== null && !Array.isArray(output) ? (output as Record<string, unknown>) : { output };
      return { content: [{ type: 'text', text: typeof output === 'string' ? output : JSON.stringify(output) }], structuredContent: structured };
    }
    case 'error':
      return { content: [{ type: 'text', text: `${outcome.error.message}\n${outcome.error.hint}` }], structuredContent: { ...outcome.error }, isError: true };
    case 'pending-approval':
      return {
        content: [{ type: 'text', text: `${outcome.error.message}\n${outcome.error.hint}\nApproval id: ${outcome.approvalId}. Check it with get_tool_approval.` }],
        structuredContent: { ...outcome.error, approval_id: outcome.approvalId },
        isError: true,
      };
  }
}

/**
 * The user's tools as MCP tools of one tenant. Each call goes through the tool runtime exactly as in the agent loop
 * (validation with hints → policies → idempotency → approval → execute → trace row), as a run of its own
 * (`mcp-<call id>`). An irreversible call becomes a pending approval (`isError`, the approval id in
 * `structuredContent`); once a person approves it over HTTP (or the UI) the server runs it, and
 * `get_tool_approval` gives its result. A call approved where it could not run (`anker approvals approve`, which
 * has no tools) runs when `get_tool_approval` first finds it approved, exactly once (see `runApprovedDirectCall`). Approving is deliberately not an MCP tool: the agent that proposed a call
 * must not be the one that approves it.
 */
export function registerUserTools(server: McpServer, anker: Anker, tools: ServerTools): void {
  const definitions = tools.runtime('en').modelTools(tools.names);
  for (const definition of definitions) {
    if (BUILT_IN.has(definition.name)) {
      anker.logger.warn({ event: 'mcp-tool-skipped', tool: definition.name }, 'a registered tool has the name of a built-in MCP tool and is not listed');
      continue;
    }
    const sideEffect = tools.runtime('en').registry.get(definition.name)!.spec.sideEffect;
    const { $schema: _schema, type: _type, ...jsonSchema } = definition.inputSchema as Record<string, unknown>;
    server.registerTool(
      definition.name,
      {
        description: definition.description,
        // Any object passes the SDK, so the runtime validates (with its hints and "did you mean"); the metadata
        // makes tools/list advertise the tool's own JSON Schema.
        inputSchema: z.looseObject({}).meta(jsonSchema),
        annotations: annotationsOf(sideEffect),
      },
      async (args, extra) => {
        const callId = randomUUID();
        const runtime = tools.runtime(detectQuestionLanguage(JSON.stringify(args)));
        const outcome = await runtime.executeToolCall(
          { callId, toolName: definition.name, arguments: args },
          { runId: `${MCP_RUN_PREFIX}${callId}`, tenantId: anker.config.tenant, signal: extra.signal },
        );
        return toMcpResult(outcome);
      },
    );
  }

  server.registerTool(
    'get_tool_approval',
    {
      title: 'Status of a tool call waiting for approval',
      description: [
        'Returns the status of an approval of an irreversible tool call (pending, approved, rejected) and, once the call ran, its result.',
        'Use when: a tool answered APPROVAL_REQUIRED with an approval id. Do not use to approve: a person decides.',
        'Example: {"approval_id": "3f0c…"}',
      ].join('\n'),
      inputSchema: { approval_id: z.string().trim().min(1).max(200).describe('The approval id from the APPROVAL_REQUIRED result.') },
      annotations: { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false },
    },
    async ({ approval_id: approvalId }, extra) => {
      const tenantId = anker.config.tenant;
      const state = tools.runtime('en').state;
      let approval = await state.getApproval(tenantId, approvalId);
      if (!approval) return { content: [{ type: 'text', text: `No approval ${approvalId}.` }], isError: true };
      if (await runApprovedDirectCall(tools, tenantId, approval, extra.signal)) approval = (await state.getApproval(tenantId, approvalId)) ?? approval;
      const summary = { approval_id: approval.id, status: approval.status, tool: approval.toolName, arguments: approval.editedArguments ?? approval.arguments, reason: approval.reason };
      if (approval.status === 'pending' || !approval.outcome) {
        const text = approval.status === 'pending' ? `The call of ${approval.toolName} waits for a person's decision.` : `The call of ${approval.toolName} was ${approval.status}; it has not run yet.`;
        return { content: [{ type: 'text', text }], structuredContent: summary };
      }
      const result = toMcpResult(approval.outcome);
      return { ...result, structuredContent: { ...summary, result: result.structuredContent } };
    },
  );
}
