import { withModelRetries, type AskDeps } from '../agent/index.js';
import { createEvidenceJudge, EVIDENCE_MODEL, createLlmJudge, createLlmReformulator, createOfflineJudge, createOfflineReformulator } from '../ground/index.js';
import { createLanguageModel, OFFLINE_PROVIDER } from '../model/index.js';
import type { Anker } from './create-anker.js';

/** Everything `ask` needs from one Anker instance: the configured model, a judge and reformulator to match. */
export function askDepsFor(anker: Pick<Anker, 'config' | 'logger' | 'search' | 'store'>, overrides: Partial<AskDeps> = {}): AskDeps {
  const { config } = anker;
  // One owner of model-call retries for every role (generator, judge, reformulator) built on this model.
  const model = overrides.model ?? withModelRetries(createLanguageModel(config.model, { providers: config.providers }), { logger: anker.logger });
  const offline = model.provider === OFFLINE_PROVIDER;
  const evidence = config.grounding === 'evidence';
  return {
    model,
    // Through anker.search so the embedder is bound (and checked) before the first query.
    retriever: { search: (query, options) => anker.search(query, { limit: options.limit, includeSuperseded: options.includeSuperseded }) },
    // Offline: the rule stack, or the evidence model's probability with only the named-entity invariant on top.
    judge: !offline
      ? createLlmJudge(model)
      : evidence
        ? createEvidenceJudge({ thresholds: { found: config.foundThreshold, low: config.lowThreshold }, logger: anker.logger })
        : createOfflineJudge({ corpus: anker.store, logger: anker.logger }),
    evidence: evidence ? EVIDENCE_MODEL : null,
    reformulator: offline ? createOfflineReformulator() : createLlmReformulator(model),
    // Small talk is told from questions partly by whether its words occur in the tenant's documents.
    corpus: anker.store,
    tenantId: config.tenant,
    thresholds: { found: config.foundThreshold, low: config.lowThreshold },
    freshnessMonths: config.freshnessMonths,
    logger: anker.logger,
    ...overrides,
  };
}
