import { z } from 'zod';

/**
 * The zod schemas the routes validate with and the OpenAPI document is generated from (`/openapi.json`), so the
 * two cannot drift apart. Response schemas mirror the CLI's `--json` contracts (DESIGN.md).
 */

export const ErrorBody = z
  .object({
    error: z.string().describe('Stable code: INVALID_REQUEST, UNAUTHORIZED, NOT_FOUND, PAYLOAD_TOO_LARGE, RATE_LIMITED, TIMEOUT, INTERNAL, …'),
    message: z.string().describe('What went wrong, for a human.'),
    hint: z.string().describe('What to do about it.'),
    issues: z
      .array(z.object({ path: z.string(), code: z.string(), message: z.string() }))
      .optional()
      .describe('Validation issues, one per offending field (INVALID_REQUEST only).'),
  })
  .meta({ id: 'Error' });

export const SearchRequest = z
  .object({
    query: z.string().trim().min(1).max(2000).describe('Search text.').meta({ examples: ['Kündigungsfrist Tarif Business'] }),
    limit: z.number().int().min(1).max(100).default(10).describe('Number of hits.'),
    includeSuperseded: z.boolean().default(false).describe('Also search superseded document versions.'),
  })
  .strict()
  .meta({ id: 'SearchRequest' });

export const SearchResponse = z
  .object({
    hits: z.array(
      z.object({
        source: z.string(),
        title: z.string(),
        section: z.string().nullable(),
        page: z.number().int().nullable(),
        score: z.number().min(0).max(1).describe('Calibrated relevance in [0,1].'),
        snippet: z.string().describe('Chunk text, at most 300 characters.'),
      }),
    ),
  })
  .meta({ id: 'SearchResponse' });

const HistoryMessage = z.object({ role: z.enum(['user', 'assistant']), content: z.string().max(20_000) }).strict();

export const AskRequest = z
  .object({
    question: z.string().trim().min(1).max(4000).describe('The question.').meta({ examples: ['Was kostet der Tarif Business?'] }),
    history: z
      .array(HistoryMessage)
      .max(50)
      .optional()
      .describe('Earlier turns, oldest first: sent to the model before the question (fitted into a token budget, older turns summarised). The offline model reads only the question.'),
    tools: z
      .boolean()
      .default(true)
      .describe('Offer the server\'s registered tools (`anker serve --tools`) to the agent (default true); false answers from the documents only.'),
  })
  .strict()
  .meta({ id: 'AskRequest' });

const GroundingStateSchema = z.enum(['FOUND', 'LOW_RELEVANCE', 'NOT_FOUND', 'TECHNICAL_ERROR']);

export const Citation = z
  .object({
    marker: z.number().int().describe('The [n] in the answer.'),
    source: z.string(),
    title: z.string(),
    version: z.string().nullable(),
    section: z.string().nullable(),
    page: z.number().int().nullable(),
    documentDate: z.string().nullable().describe('Date the document carries (ISO date).'),
    indexedAt: z.string().describe('When Anker indexed this version (ISO timestamp).'),
    relevance: z.number().min(0).max(1),
  })
  .meta({ id: 'Citation' });

const CallRecord = z
  .object({
    id: z.string(),
    tool: z.string(),
    arguments: z.unknown(),
    outcome: z.enum(['ok', 'invalid', 'error', 'approval_required', 'dry_run']),
    error: z.looseObject({ error: z.string(), message: z.string() }).nullable(),
  })
  .meta({ id: 'ToolCallRecord' });

export const AskResponse = z
  .object({
    status: z
      .enum(['answered', 'answered_with_caveat', 'not_found', 'no_retrieval', 'error', 'needs_input', 'awaiting_approval'])
      .describe('needs_input and awaiting_approval only with the server\'s tools: a required argument is missing, or an irreversible call waits for approval.'),
    answer: z.string(),
    citations: z.array(Citation),
    trace: z.object({
      attempts: z.array(
        z.object({
          query: z.string(),
          state: GroundingStateSchema,
          confidence: z.looseObject({ level: z.string(), reason: z.string(), canAnswer: z.boolean() }).nullable(),
        }),
      ),
      toolCalls: z.number().int(),
      steps: z.number().int(),
    }),
    calls: z.array(CallRecord).optional().describe('With the server\'s tools: every call of the run, in call order.'),
    run_id: z.string().optional().describe('awaiting_approval: the paused run; approving or rejecting its approvals resumes it.'),
    approvals: z
      .array(z.object({ id: z.string(), tool: z.string(), arguments: z.record(z.string(), z.unknown()) }))
      .optional()
      .describe('awaiting_approval: the approvals the run waits for (POST /v1/approvals/:id/approve or /reject).'),
  })
  .meta({ id: 'AskResponse', description: 'Exactly the `anker ask --json` shape (with `--tools`: `calls`, and `run_id`/`approvals` when paused).' });

export const DocumentSchema = z
  .object({
    id: z.string().describe('Id of this version (UUID).'),
    source: z.string().describe('Identity inside the tenant: the uploaded file name or the ingested relative path.'),
    title: z.string(),
    version: z.string().nullable(),
    section: z.string().nullable(),
    sourceUrl: z.string().nullable(),
    documentDate: z.string().nullable(),
    status: z.enum(['current', 'superseded', 'archived']),
    language: z.enum(['german', 'english', 'simple']),
    indexedAt: z.string(),
    previousVersionId: z.string().nullable(),
    chunkCount: z.number().int(),
  })
  .meta({ id: 'Document' });

export const DocumentList = z.object({ documents: z.array(DocumentSchema) }).meta({ id: 'DocumentList' });

export const DocumentQuery = z
  .object({ status: z.enum(['current', 'superseded', 'archived']).optional().describe('Only versions with this status.') })
  .strict();

export const UploadResponse = z
  .object({
    added: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
    reindexed: z
      .number()
      .int()
      .optional()
      .describe('Files whose content was stored already but by an older ingest pipeline: their chunks were replaced in place. Absent when 0.'),
    failed: z.array(z.object({ source: z.string(), error: z.string() })),
    documents: z.array(DocumentSchema).describe('The stored version of every file added, updated, reindexed or unchanged.'),
  })
  .meta({ id: 'UploadResponse', description: 'The `anker ingest --json` summary plus the stored documents.' });

export const StatusChangeRequest = z
  .object({ status: z.enum(['current', 'archived']).describe('archived: no longer searched; current: searched again.') })
  .strict()
  .meta({ id: 'StatusChangeRequest' });

export const DeleteResponse = z.object({ deleted: z.number().int().describe('Versions deleted.') }).meta({ id: 'DeleteResponse' });

export const CreateKeyRequest = z
  .object({
    tenant: z.string().regex(/^[A-Za-z0-9_.-]{1,64}$/).describe('Tenant id: 1-64 letters, digits, "_", "-" or ".".'),
    name: z.string().max(200).optional().describe('Label of the key.'),
  })
  .strict()
  .meta({ id: 'CreateKeyRequest' });

export const ApiKeySchema = z
  .object({ id: z.string(), tenantId: z.string(), name: z.string().nullable(), createdAt: z.string(), revokedAt: z.string().nullable() })
  .meta({ id: 'ApiKey' });

export const CreateKeyResponse = z
  .object({ key: z.string().describe('The secret. Shown only in this response; only its sha256 is stored.'), record: ApiKeySchema })
  .meta({ id: 'CreateKeyResponse' });

export const KeyList = z.object({ keys: z.array(ApiKeySchema) }).meta({ id: 'KeyList' });

export const HealthResponse = z.object({ status: z.enum(['ok', 'unavailable']) }).meta({ id: 'Health' });

export const IngestJobSchema = z
  .object({
    id: z.string(),
    status: z.enum(['queued', 'running', 'done', 'failed']).describe('queued until its first file gets the ingest lane, running until its last file is handled.'),
    sources: z.array(z.string()),
    total: z.number().int(),
    done: z.number().int().describe('Files handled so far.'),
    summary: UploadResponse.nullable().describe('The upload summary once done.'),
    error: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'IngestJob' });

export const IngestJobList = z.object({ jobs: z.array(IngestJobSchema) }).meta({ id: 'IngestJobList' });

export const ApprovalDecisionRequest = z
  .object({
    reason: z.string().max(2000).optional().describe('Why (a rejection reason is shown to the model).'),
    editedArguments: z.record(z.string(), z.unknown()).optional().describe('Arguments to change before the call runs, merged into the proposed ones (approve only).'),
  })
  .strict()
  .meta({ id: 'ApprovalDecisionRequest' });

export const EvalMetricSchema = z
  .object({
    name: z.string().describe('Path of the figure in the result file, e.g. "overall · factRecall".'),
    value: z.number().min(0).max(1).describe('A rate in [0, 1].'),
    count: z.number().optional().describe('Cases counted for the rate.'),
    total: z.number().optional().describe('Cases behind the rate.'),
    target: z.string().optional().describe('The suite\'s target, e.g. "≥ 95 %".'),
    pass: z.boolean().optional(),
  })
  .meta({ id: 'EvalMetric' });

export const EvalResultList = z
  .object({
    results: z.array(
      z.object({
        file: z.string(),
        suite: z.string(),
        writtenAt: z.string().describe('When the result file was written (ISO 8601).'),
        pass: z.boolean().nullable().describe('The suite\'s verdict over its targets; null when it declares none.'),
        metrics: z.array(EvalMetricSchema),
      }),
    ),
  })
  .meta({ id: 'EvalResultList' });
