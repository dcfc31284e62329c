import { z } from 'zod';
import { ChatCompletionRequest, ChatCompletionResponse, ModelList } from './openai-schemas.js';
import {
  ApprovalDecisionRequest,
  AskRequest,
  AskResponse,
  CreateKeyRequest,
  CreateKeyResponse,
  DeleteResponse,
  DocumentList,
  DocumentSchema,
  ErrorBody,
  EvalResultList,
  HealthResponse,
  IngestJobList,
  IngestJobSchema,
  KeyList,
  SearchRequest,
  SearchResponse,
  StatusChangeRequest,
  UploadResponse,
} from './schemas.js';

type Auth = 'none' | 'key' | 'admin';

/** One operation of the API: the schemas it validates with and answers with. */
interface Operation {
  method: 'get' | 'post' | 'patch' | 'delete';
  path: string;
  summary: string;
  auth: Auth;
  body?: z.ZodType;
  /** Body is multipart/form-data with repeatable `file` fields. */
  upload?: boolean;
  response?: z.ZodType;
  /** Response media type when not JSON. */
  produces?: string;
  parameters?: { name: string; in: 'path' | 'query'; description: string; required?: boolean }[];
}

const ID = { name: 'id', in: 'path' as const, description: 'Document version id (UUID).', required: true };

/** Every route of `createHttpApp`, in one table; the tests check the app serves each of them. */
export const OPERATIONS: readonly Operation[] = [
  { method: 'get', path: '/healthz', summary: 'Liveness: the process answers.', auth: 'none', response: HealthResponse },
  { method: 'get', path: '/readyz', summary: 'Readiness: the store answers and the server is not shutting down (503 otherwise).', auth: 'none', response: HealthResponse },
  { method: 'get', path: '/metrics', summary: 'Prometheus metrics (text format 0.0.4).', auth: 'none', produces: 'text/plain' },
  { method: 'get', path: '/openapi.json', summary: 'This document.', auth: 'none', produces: 'application/json' },
  { method: 'get', path: '/', summary: 'The web UI (it asks for an API key and calls this API).', auth: 'none', produces: 'text/html' },
  { method: 'post', path: '/v1/search', summary: 'Hybrid search; the `anker search --json` shape.', auth: 'key', body: SearchRequest, response: SearchResponse },
  { method: 'post', path: '/v1/ask', summary: 'Grounded answer; the `anker ask --json` shape. With ?stream=1 the same as /v1/ask/stream.', auth: 'key', body: AskRequest, response: AskResponse },
  {
    method: 'post',
    path: '/v1/ask/stream',
    summary: 'Grounded answer as server-sent events: retrieval-attempt, step-end, citations, answer, result (the /v1/ask body), done.',
    auth: 'key',
    body: AskRequest,
    produces: 'text/event-stream',
  },
  { method: 'get', path: '/v1/documents', summary: 'Document versions of the tenant.', auth: 'key', response: DocumentList, parameters: [{ name: 'status', in: 'query', description: 'current | superseded | archived' }] },
  { method: 'post', path: '/v1/documents', summary: 'Upload files (multipart, field `file`, repeatable) and ingest them; with ?async=1 answer 202 with an ingest job to poll.', auth: 'key', upload: true, response: UploadResponse },
  { method: 'get', path: '/v1/jobs', summary: 'Ingest jobs of the tenant (newest 50).', auth: 'key', response: IngestJobList },
  { method: 'get', path: '/v1/jobs/{id}', summary: 'One ingest job: status, progress (done of total), summary when done.', auth: 'key', response: IngestJobSchema, parameters: [{ name: 'id', in: 'path', description: 'Job id (UUID).', required: true }] },
  { method: 'get', path: '/v1/documents/{id}', summary: 'One document version.', auth: 'key', response: DocumentSchema, parameters: [ID] },
  { method: 'patch', path: '/v1/documents/{id}', summary: 'Archive the latest version (no longer searched) or make it current again.', auth: 'key', body: StatusChangeRequest, response: DocumentSchema, parameters: [ID] },
  { method: 'delete', path: '/v1/documents/{id}', summary: 'Delete the document (every version of its source).', auth: 'key', response: DeleteResponse, parameters: [ID] },
  { method: 'get', path: '/v1/approvals', summary: 'Approvals of irreversible tool calls (?status=pending|approved|rejected|all, default pending).', auth: 'key' },
  { method: 'get', path: '/v1/approvals/{id}', summary: 'One approval.', auth: 'key', parameters: [{ name: 'id', in: 'path', description: 'Approval id.', required: true }] },
  { method: 'post', path: '/v1/approvals/{id}/approve', summary: 'Approve a pending call, optionally with edited arguments (merged into the proposed ones); resumes the paused run (`resumed`: its ask JSON) or runs a direct MCP call (`outcome`); 409 when already decided.', auth: 'key', body: ApprovalDecisionRequest, parameters: [{ name: 'id', in: 'path', description: 'Approval id.', required: true }] },
  { method: 'post', path: '/v1/approvals/{id}/reject', summary: 'Reject a pending call; it never runs. The paused run resumes with the refusal (`resumed`).', auth: 'key', body: ApprovalDecisionRequest, parameters: [{ name: 'id', in: 'path', description: 'Approval id.', required: true }] },
  { method: 'get', path: '/v1/traces', summary: 'Recorded tool calls, newest first (?tool=&run=&limit=).', auth: 'key' },
  { method: 'get', path: '/v1/traces/stats', summary: 'Error rate and p95 latency per tool.', auth: 'key' },
  { method: 'get', path: '/v1/traces/{id}', summary: 'One recorded tool call.', auth: 'key', parameters: [{ name: 'id', in: 'path', description: 'Trace id.', required: true }] },
  { method: 'get', path: '/v1/eval/results', summary: 'Latest `anker eval` results (eval-*.json of the results folder) as rates with their targets: the dashboard data.', auth: 'key', response: EvalResultList },
  { method: 'get', path: '/v1/models', summary: 'OpenAI-compatible model list.', auth: 'key', response: ModelList },
  {
    method: 'post',
    path: '/v1/chat/completions',
    summary: 'OpenAI-compatible chat completion (plain or stream: true); citations and status in the extra field `anker`.',
    auth: 'key',
    body: ChatCompletionRequest,
    response: ChatCompletionResponse,
  },
  { method: 'post', path: '/mcp', summary: 'MCP over streamable HTTP (stateless; JSON-RPC).', auth: 'key', produces: 'application/json' },
  { method: 'post', path: '/v1/admin/keys', summary: 'Create an API key for a tenant; the secret is shown only here.', auth: 'admin', body: CreateKeyRequest, response: CreateKeyResponse },
  { method: 'get', path: '/v1/admin/keys', summary: 'List API keys (optionally ?tenant=).', auth: 'admin', response: KeyList, parameters: [{ name: 'tenant', in: 'query', description: 'Tenant id.' }] },
  { method: 'delete', path: '/v1/admin/keys/{id}', summary: 'Revoke an API key.', auth: 'admin', parameters: [{ name: 'id', in: 'path', description: 'Key id (key_…).', required: true }] },
];

const ERRORS: Record<string, string> = {
  '400': 'Invalid request (structured error with hint).',
  '401': 'Missing, unknown or revoked key.',
  '404': 'No such resource in your tenant.',
  '409': 'Conflict with the resource state.',
  '413': 'Body too large.',
  '429': 'Rate limit of the key; see Retry-After.',
  '503': 'Request timed out.',
};

/** The OpenAPI 3.1 document of the API, generated from the zod schemas the routes validate with. */
export function buildOpenApiDocument(options: { version: string }): Record<string, unknown> {
  const components: Record<string, unknown> = {};
  const schemaRef = (schema: z.ZodType, io: 'input' | 'output') => {
    // Named schemas (`.meta({ id })`) come back as `$defs`; they become components, their refs point there.
    const text = JSON.stringify(z.toJSONSchema(schema, { io, unrepresentable: 'any' })).replaceAll('"#/$defs/', '"#/components/schemas/');
    const { $schema: _schema, $defs, ...root } = JSON.parse(text) as { $schema?: string; $defs?: Record<string, unknown> };
    Object.assign(components, $defs ?? {});
    return root;
  };
  const errorRef = schemaRef(ErrorBody, 'output');
  const paths: Record<string, Record<string, unknown>> = {};
  for (const operation of OPERATIONS) {
    const responses: Record<string, unknown> = {
      [operation.method === 'post' && operation.upload ? '201' : '200']: {
        description: 'OK',
        content: { [operation.produces ?? 'application/json']: operation.response ? { schema: schemaRef(operation.response, 'output') } : {} },
      },
    };
    for (const [status, description] of Object.entries(ERRORS)) {
      if (operation.auth === 'none' && status !== '503') continue;
      responses[status] = { description, content: { 'application/json': { schema: errorRef } } };
    }
    const requestBody = operation.upload
      ? {
          required: true,
          content: {
            'multipart/form-data': {
              schema: { type: 'object', properties: { file: { type: 'array', items: { type: 'string', format: 'binary' } } }, required: ['file'] },
            },
          },
        }
      : operation.body
        ? { required: true, content: { 'application/json': { schema: schemaRef(operation.body, 'input') } } }
        : undefined;
    (paths[operation.path] ??= {})[operation.method] = {
      summary: operation.summary,
      ...(operation.auth === 'none' ? { security: [] } : operation.auth === 'admin' ? { security: [{ adminKey: [] }] } : {}),
      ...(operation.parameters ? { parameters: operation.parameters.map((parameter) => ({ ...parameter, schema: { type: 'string' } })) } : {}),
      ...(requestBody ? { requestBody } : {}),
      responses,
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Anker API', version: options.version, description: 'Grounded answers from your own documents, per tenant.' },
    security: [{ apiKey: [] }],
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'A tenant key from `anker keys create --tenant <id>`.' },
        adminKey: { type: 'http', scheme: 'bearer', description: 'ANKER_ADMIN_KEY.' },
      },
      schemas: components,
    },
    paths,
  };
}
