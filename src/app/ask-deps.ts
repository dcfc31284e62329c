import type { LanguageModelV3 } from '@ai-sdk/provider';
import { createStructuredJudge, createStructuredReformulator, withLlmReranker, withModelRetries, type AskDeps } from '../agent/index.js';
import { createEvidenceJudge, EVIDENCE_MODEL, createOfflineJudge, createOfflineReformulator } from '../ground/index.js';
import { createLanguageModel, OFFLINE_PROVIDER } from '../model/index.js';
import type { Anker } from './create-anker.js';

/**
 * Model specs of the roles besides the generator (issue 11 item 6), each optional: absent, a role uses the generator's
 * model (`--model` / ANKER_MODEL). `reranker` turns the optional reranker on (`'model'`: the generator's model).
 */
export interface ModelRoles {
  judge?: string;
  reformulator?: string;
  reranker?: string;
}

type Source = Pick<Anker, 'config' | 'logger' | 'search' | 'store'> & Partial<Pick<Anker, 'retriever'>>;

/** A model for a spec, wrapped in the one owner of model-call retries. */
function modelFor(anker: Source, spec: string): LanguageModelV3 {
  return withModelRetries(createLanguageModel(spec, { providers: anker.config.providers }), { logger: anker.logger });
}

/**
 * Everything `ask` needs from one Anker instance: the configured model (generator) and, on the same configuration,
 * the relevance judge and the reformulator (structured output with the safe default on a bad reply), and the optional
 * reranker. Offline, the judge and reformulator are the rule-based ones; each role may name its own model.
 */
export function askDepsFor(anker: Source, overrides: Partial<AskDeps> = {}, roles: ModelRoles = {}): AskDeps {
  const { config } = anker;
  const logger = anker.logger;
  // One owner of model-call retries for every role built on this model.
  const model = overrides.model ?? modelFor(anker, config.model);
  const judgeModel = roles.judge ? modelFor(anker, roles.judge) : model;
  const reformulatorModel = roles.reformulator ? modelFor(anker, roles.reformulator) : model;
  const evidence = config.grounding === 'evidence';
  const offlineJudge = evidence
    ? createEvidenceJudge({ thresholds: { found: config.foundThreshold, low: config.lowThreshold }, logger })
    : createOfflineJudge({ corpus: anker.store, logger });
  // Through anker.search so the embedder is bound (and checked) before the first query.
  const retriever: AskDeps['retriever'] = { search: (query, options) => anker.search(query, { limit: options.limit, includeSuperseded: options.includeSuperseded }) };
  // A named document read whole (see Retriever.documentHits), always in this instance's tenant.
  const documentHits = anker.retriever?.documentHits?.bind(anker.retriever);
  if (documentHits) retriever.documentHits = (documentId, options) => documentHits(documentId, { ...options, tenantId: config.tenant });
  const rerankModel = roles.reranker === undefined ? null : roles.reranker === 'model' ? model : modelFor(anker, roles.reranker);
  return {
    model,
    retriever: rerankModel && rerankModel.provider !== OFFLINE_PROVIDER ? withLlmReranker(retriever, rerankModel, { logger }) : retriever,
    // Offline: the rule stack, or the evidence model's probability with only the named-entity invariant on top.
    judge: judgeModel.provider === OFFLINE_PROVIDER ? offlineJudge : createStructuredJudge(judgeModel, { logger }),
    evidence: evidence ? EVIDENCE_MODEL : null,
    reformulator: reformulatorModel.provider === OFFLINE_PROVIDER ? createOfflineReformulator() : createStructuredReformulator(reformulatorModel, { logger }),
    // Small talk is told from questions partly by whether its words occur in the tenant's documents.
    corpus: anker.store,
    tenantId: config.tenant,
    thresholds: { found: config.foundThreshold, low: config.lowThreshold },
    freshnessMonths: config.freshnessMonths,
    logger,
    ...overrides,
  };
}
