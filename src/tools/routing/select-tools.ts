import type { Embedder } from '../../spec/embedder.js';
import type { LintableTool } from '../lint/lint-finding.js';
import { contentTokens, cosine, nameTokens, sparseCosine, trigramVector } from '../lint/text-similarity.js';
import { createBm25Index } from './bm25-index.js';

/** How tools are chosen for a request. */
export interface ToolSelectionOptions {
  /** Offer every tool while at most this many are registered (default 15). */
  threshold?: number;
  /** Tools offered when selecting (default 8), pinned tools not counted. */
  topK?: number;
  /** Always offered (e.g. search_knowledge_base). */
  pinned?: string[];
  /** Select even below the threshold (for measurements). */
  force?: boolean;
  signal?: AbortSignal;
}

/** One tool's scores for a request; ranks are 1-based, null when the list did not rank it. */
export interface ToolScore {
  name: string;
  rrf: number;
  lexicalRank: number | null;
  trigramRank: number | null;
  /** Rank by how many parameter patterns (id formats) a token of the request fits. */
  argumentRank: number | null;
  vectorRank: number | null;
}

/** The tools to offer, best first, with the evidence. */
export interface ToolSelection {
  /** Names to offer the model: pinned first, then the top-k. */
  names: string[];
  /** False when all tools were offered because there were few enough. */
  selected: boolean;
  scores: ToolScore[];
}

/** Chooses the tools to offer for a request (Tool RAG). */
export interface ToolSelector {
  select(request: string, options?: ToolSelectionOptions): Promise<ToolSelection>;
}

function toolText(tool: LintableTool): string {
  const description = typeof tool.description === 'string'
    ? tool.description
    : [tool.description.purpose, tool.description.useWhen, ...(tool.description.examples ?? [])].filter(Boolean).join(' ');
  const properties = (tool.parameters?.properties ?? {}) as Record<string, { description?: unknown; enum?: unknown[] }>;
  const parameterText = Object.entries(properties).map(([name, schema]) => `${name.replace(/_/g, ' ')} ${typeof schema.description === 'string' ? schema.description : ''} ${(schema.enum ?? []).join(' ')}`);
  return [nameTokens(tool.name).join(' '), description, ...parameterText].join(' ');
}

// Parameter patterns (ids like A_LINE1_042, WO-004711) that a token of the request fits: strong evidence for a tool.
function parameterPatterns(tool: LintableTool): RegExp[] {
  const properties = (tool.parameters?.properties ?? {}) as Record<string, { pattern?: unknown; items?: { pattern?: unknown } }>;
  const patterns: RegExp[] = [];
  for (const schema of Object.values(properties)) {
    const pattern = typeof schema.pattern === 'string' ? schema.pattern : typeof schema.items?.pattern === 'string' ? schema.items.pattern : null;
    if (!pattern) continue;
    try {
      patterns.push(new RegExp(pattern));
    } catch {
      // A pattern JavaScript cannot compile simply gives no evidence.
    }
  }
  return patterns;
}

function argumentFit(patterns: RegExp[], request: string): number {
  const tokens = request.split(/[\s,;:!?()"'„“]+/).map((token) => token.replace(/[.]+$/, '')).filter(Boolean);
  return patterns.filter((pattern) => tokens.some((token) => pattern.test(token))).length;
}

function ranks(scores: number[]): Array<number | null> {
  const order = scores.map((score, index) => ({ score, index })).filter((entry) => entry.score > 0).sort((a, b) => b.score - a.score);
  const result: Array<number | null> = scores.map(() => null);
  order.forEach((entry, rank) => (result[entry.index] = rank + 1));
  return result;
}

/**
 * Hybrid matching of a request against tool descriptions, like document search: BM25 over words, character
 * trigrams (German compounds, inflection), ids in the request that fit a parameter pattern and, when an embedder
 * is given, cosine of embeddings; fused by RRF (k = 60).
 */
export function createToolSelector(tools: LintableTool[], options: { embedder?: Embedder } = {}): ToolSelector {
  const texts = tools.map(toolText);
  const bm25 = createBm25Index(texts.map(contentTokens));
  const trigrams = texts.map(trigramVector);
  const patterns = tools.map(parameterPatterns);
  let vectors: Promise<Float32Array[]> | null = null;
  const k = 60;

  return {
    async select(request, selection = {}) {
      const threshold = selection.threshold ?? 15;
      const pinned = (selection.pinned ?? []).filter((name) => tools.some((tool) => tool.name === name));
      const lists: Array<Array<number | null>> = [ranks(bm25.score(contentTokens(request)))];
      const requestTrigrams = trigramVector(request);
      lists.push(ranks(trigrams.map((vector) => sparseCosine(requestTrigrams, vector))));
      lists.push(ranks(patterns.map((list) => argumentFit(list, request))));
      if (options.embedder) {
        const embedder = options.embedder;
        vectors ??= embedder.embed(texts, { kind: 'document', signal: selection.signal });
        const [documentVectors, [query]] = await Promise.all([vectors, embedder.embed([request], { kind: 'query', signal: selection.signal })]);
        lists.push(ranks(documentVectors.map((vector) => (query ? cosine(query, vector) : 0))));
      }
      const scores: ToolScore[] = tools
        .map((tool, index) => ({
          name: tool.name,
          rrf: lists.reduce((sum, list) => sum + (list[index] ? 1 / (k + (list[index] as number)) : 0), 0),
          lexicalRank: lists[0]?.[index] ?? null,
          trigramRank: lists[1]?.[index] ?? null,
          argumentRank: lists[2]?.[index] ?? null,
          vectorRank: options.embedder ? (lists[3]?.[index] ?? null) : null,
        }))
        .sort((a, b) => b.rrf - a.rrf);
      if (tools.length <= threshold && !selection.force) return { names: tools.map((tool) => tool.name), selected: false, scores };
      const ranked = scores.filter((score) => !pinned.includes(score.name)).slice(0, selection.topK ?? 8).map((score) => score.name);
      return { names: [...pinned, ...ranked], selected: true, scores };
    },
  };
}
