import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { askDepsFor, type Anker } from '../../app/index.js';
import { groundedSearch } from '../../ground/index.js';
import { detectQuestionLanguage, messagesFor } from '../../prompt/index.js';
import type { GroundedResult } from '../../spec/index.js';
import { toDocumentJson } from '../http/routes/document-routes.js';
import { AskResponse, DocumentSchema } from '../http/schemas.js';
import type { ServerTools } from '../tools/server-tools.js';
import { registerUserTools } from './register-user-tools.js';

const GroundingState = z.enum(['FOUND', 'LOW_RELEVANCE', 'NOT_FOUND', 'TECHNICAL_ERROR']);

/** `structuredContent` of `search_knowledge_base`: the GroundedResult without the raw hits. */
const SearchOutput = {
  state: GroundingState.describe('FOUND and LOW_RELEVANCE may be answered from; NOT_FOUND and TECHNICAL_ERROR must not.'),
  isError: z.boolean(),
  citations: z.array(
    z.object({
      marker: z.number().int().describe('The [n] in `content`.'),
      source: z.string(),
      title: z.string(),
      version: z.string().nullable(),
      section: z.string().nullable(),
      page: z.number().int().nullable(),
      documentDate: z.string().nullable(),
      indexedAt: z.string(),
      status: z.enum(['current', 'superseded', 'archived']),
      relevance: z.number(),
      freshnessWarning: z.string().optional(),
    }),
  ),
  attempts: z.array(z.object({ query: z.string(), state: GroundingState })),
  missing: z.array(z.string()).optional().describe('NOT_FOUND: what the question names that no source states.'),
};

const READ_ONLY = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false } as const;

export interface AnkerMcpServerOptions {
  /** The instance scoped to the tenant the client may read. */
  anker: Anker;
  version: string;
  /** The user's registered tools, listed next to the three built-in ones (annotations from their side effects). */
  tools?: ServerTools | null;
}

/**
 * The MCP server of one tenant: `search_knowledge_base` (the grounded result; `isError` for NOT_FOUND and
 * TECHNICAL_ERROR, citations in `structuredContent`), `ask` (the `anker ask --json` result) and `list_documents`.
 * All three only read, which their annotations say. With `tools`, the user's registered tools follow, each call
 * through the tool runtime (see `registerUserTools`).
 */
export function createAnkerMcpServer(options: AnkerMcpServerOptions): McpServer {
  const { anker } = options;
  const server = new McpServer({ name: 'anker', version: options.version });

  server.registerTool(
    'search_knowledge_base',
    {
      title: 'Search the knowledge base',
      description: [
        "Searches the company's documents and returns grounded passages with numbered sources [n] and a grounding state.",
        'Use when: a question needs facts from internal documents (prices, terms, deadlines, procedures, versions).',
        'Do not use for: small talk, arithmetic, general knowledge.',
        'On NOT_FOUND or TECHNICAL_ERROR (isError: true) do not answer from own knowledge; say what is missing.',
        'Example: {"query": "Kündigungsfrist Tarif Business"}',
      ].join('\n'),
      inputSchema: {
        query: z.string().trim().min(1).max(2000).describe('What to look for, in the words of the question.'),
        limit: z.number().int().min(1).max(20).optional().describe('Hits per attempt (default 8).'),
      },
      outputSchema: SearchOutput,
      annotations: READ_ONLY,
    },
    async ({ query, limit }) => {
      const result = await searchGrounded(anker, query, limit);
      const structured = {
        state: result.state,
        isError: result.isError,
        citations: result.citations.map(({ sourceUrl: _url, ...citation }) => citation),
        attempts: result.attempts.map(({ query: attemptQuery, state }) => ({ query: attemptQuery, state })),
        ...(result.missing ? { missing: result.missing } : {}),
      };
      return { content: [{ type: 'text', text: result.content }], structuredContent: structured, isError: result.isError };
    },
  );

  server.registerTool(
    'ask',
    {
      title: 'Ask the knowledge base',
      description: [
        'Answers a question from the documents with [n] citations, or says honestly that the answer is not there.',
        'Use when: you want a finished, checked answer rather than passages. Example: {"question": "Was kostet der Tarif Business?"}',
      ].join('\n'),
      inputSchema: { question: z.string().trim().min(1).max(4000).describe('The question.') },
      outputSchema: AskResponse.shape,
      annotations: READ_ONLY,
    },
    async ({ question }, extra) => {
      const result = await anker.ask(question, { signal: extra.signal });
      return { content: [{ type: 'text', text: result.answer }], structuredContent: { ...result }, isError: result.status === 'error' };
    },
  );

  server.registerTool(
    'list_documents',
    {
      title: 'List documents',
      description: 'Lists the document versions of the knowledge base (source, title, version, status, dates). Use to see what can be searched.',
      inputSchema: { status: z.enum(['current', 'superseded', 'archived']).optional().describe('Only versions with this status.') },
      outputSchema: { documents: z.array(DocumentSchema) },
      annotations: READ_ONLY,
    },
    async ({ status }) => {
      const documents = (await anker.store.listDocuments(anker.config.tenant, { status })).map(toDocumentJson);
      const text = documents.length === 0 ? 'No documents.' : documents.map((document) => `${document.source} · ${document.title} · ${document.status}`).join('\n');
      return { content: [{ type: 'text', text }], structuredContent: { documents } };
    },
  );

  if (options.tools) registerUserTools(server, anker, options.tools);
  return server;
}

/** The grounded search the agent's tool runs, with the instance's judge and thresholds; a failure is TECHNICAL_ERROR. */
async function searchGrounded(anker: Anker, query: string, limit: number | undefined): Promise<GroundedResult> {
  const deps = askDepsFor(anker);
  try {
    return await groundedSearch(query, {
      retriever: deps.retriever,
      judge: deps.judge,
      reformulator: deps.reformulator,
      evidence: deps.evidence,
      corpus: deps.corpus,
      tenantId: deps.tenantId,
      limit,
      thresholds: deps.thresholds,
      freshnessMonths: deps.freshnessMonths,
      logger: deps.logger,
    });
  } catch (error) {
    anker.logger.error({ event: 'retrieval-error', err: error }, 'grounded search failed');
    const messages = messagesFor(detectQuestionLanguage(query));
    return {
      state: 'TECHNICAL_ERROR',
      isError: true,
      content: `${messages.stateLine.TECHNICAL_ERROR}\n${messages.technicalErrorInstruction}`,
      hits: [],
      citations: [],
      attempts: [{ query, state: 'TECHNICAL_ERROR' }],
    };
  }
}
