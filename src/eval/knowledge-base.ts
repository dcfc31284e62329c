import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import type { AnswerEvidence, AskResult } from '../agent/index.js';
import { ingestPaths } from '../ingest/index.js';
import { lexicalText } from '../retrieve/index.js';
import type { Embedder, KnowledgeStore, TextLanguage } from '../spec/index.js';

/** A passage written straight into the store (XQuAD paragraphs, RGB snippets are not files): one chunk each. */
export interface EvalPassage {
  /** Becomes the document's `source`, so citations name it. */
  id: string;
  title: string;
  text: string;
  language: TextLanguage;
}

/** What a suite puts into a fresh knowledge base: files or folders to ingest, or passages. */
export interface KnowledgeBaseContent {
  files?: string[];
  passages?: EvalPassage[];
}

/** An answer of a knowledge base, with the sources behind it when the wiring passes them on (for the evaluator). */
export type EvalAnswer = AskResult & { evidence?: AnswerEvidence };

/** A populated knowledge base a suite asks its questions against. */
export interface EvalKnowledgeBase {
  ask(question: string): Promise<EvalAnswer>;
  close(): Promise<void>;
}

/** Opens a fresh, empty knowledge base and fills it with `content`. The CLI and tests wire it. */
export type OpenKnowledgeBase = (content: KnowledgeBaseContent) => Promise<EvalKnowledgeBase>;

/** Dependencies of `createTenantKnowledgeBases`. */
export interface TenantKnowledgeBaseDeps {
  store: KnowledgeStore;
  embedder: Embedder;
  /** The ask function bound to one tenant (the agent with the configured model, judge and retriever). */
  askIn(tenantId: string): (question: string) => Promise<EvalAnswer>;
  /** Largest file to ingest in bytes (default 50 MiB). */
  maxFileBytes?: number;
  /** Tenant ids are `<prefix>-<n>` (default `eval`). */
  tenantPrefix?: string;
  logger?: Logger;
}

/**
 * Knowledge bases as tenants of one store: each `open` writes into a new tenant, which costs no store start-up and
 * sees no row of another tenant (every row and vector search is scoped by tenant). On the BM25-index path the term
 * statistics (IDF, average length) are per index, so earlier knowledge bases of the same run shift the term weights
 * slightly; on the tsvector path they are per tenant too.
 */
export function createTenantKnowledgeBases(deps: TenantKnowledgeBaseDeps): OpenKnowledgeBase {
  let opened = 0;
  return async (content) => {
    opened += 1;
    const tenantId = `${deps.tenantPrefix ?? 'eval'}-${opened}`;
    await deps.store.bindEmbedder(tenantId, deps.embedder.id, deps.embedder.dimensions);
    if (content.files && content.files.length > 0) {
      const summary = await ingestPaths(content.files, {
        store: deps.store,
        embedder: deps.embedder,
        tenantId,
        maxFileBytes: deps.maxFileBytes ?? 50 * 1024 * 1024,
        logger: deps.logger,
      });
      if (summary.failed.length > 0) deps.logger?.warn({ event: 'eval-ingest-failed', failed: summary.failed }, 'some eval files failed to ingest');
    }
    if (content.passages && content.passages.length > 0) await writePassages(content.passages, { ...deps, tenantId });
    return { ask: deps.askIn(tenantId), close: async () => {} };
  };
}

/** Writes passages as one-chunk documents of a tenant, embedding them in batches. */
export async function writePassages(
  passages: readonly EvalPassage[],
  deps: { store: KnowledgeStore; embedder: Embedder; tenantId: string; batchSize?: number },
): Promise<void> {
  const batchSize = deps.batchSize ?? 64;
  for (let start = 0; start < passages.length; start += batchSize) {
    const batch = passages.slice(start, start + batchSize);
    const embeddings = await deps.embedder.embed(batch.map((passage) => passage.text), { kind: 'document' });
    for (const [index, passage] of batch.entries()) {
      await deps.store.writeDocument({
        tenantId: deps.tenantId,
        source: passage.id,
        format: 'text',
        metadata: { title: passage.title, version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
        language: passage.language,
        contentHash: createHash('sha256').update(passage.text).digest('hex'),
        chunks: [{ ordinal: 0, sectionPath: passage.title, page: null, text: passage.text }],
        embeddings: [embeddings[index]!],
        lexicalTexts: [lexicalText(passage.text, passage.language)],
      });
    }
  }
}
