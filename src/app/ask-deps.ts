import type { AskDeps } from '../agent/index.js';
import { createLlmJudge, createLlmReformulator, createOfflineJudge, createOfflineReformulator } from '../ground/index.js';
import { createLanguageModel, OFFLINE_PROVIDER } from '../model/index.js';
import type { Anker } from './create-anker.js';

/** Everything `ask` needs from one Anker instance: the configured model, a judge and reformulator to match. */
export function askDepsFor(anker: Pick<Anker, 'config' | 'logger' | 'search' | 'store'>, overrides: Partial<AskDeps> = {}): AskDeps {
  const { config } = anker;
  const model = overrides.model ?? createLanguageModel(config.model, { providers: config.providers });
  const offline = model.provider === OFFLINE_PROVIDER;
  return {
    model,
    // Through anker.search so the embedder is bound (and checked) before the first query.
    retriever: { search: (query, options) => anker.search(query, { limit: options.limit, includeSuperseded: options.includeSuperseded }) },
    // The offline judge reads corpus statistics (which nouns every document names) from the store.
    judge: offline ? createOfflineJudge({ corpus: anker.store, logger: anker.logger }) : createLlmJudge(model),
    reformulator: offline ? createOfflineReformulator() : createLlmReformulator(model),
    tenantId: config.tenant,
    thresholds: { found: config.foundThreshold, low: config.lowThreshold },
    freshnessMonths: config.freshnessMonths,
    logger: anker.logger,
    ...overrides,
  };
}
