export { loadGroundingSet, sampleCases } from './grounding-case.js';
export type { ExpectedBehavior, GroundingCase, GroundingSet } from './grounding-case.js';
export { scoreGroundingCase } from './score-grounding-case.js';
export type { CaseOutcome } from './score-grounding-case.js';
export { summarizeByKind, summarizeGrounding } from './summarize-grounding.js';
export type { GroundingMetrics } from './summarize-grounding.js';
export { GROUNDING_DEV_FRESHNESS_MONTHS, GROUNDING_DEV_REFERENCE_DATE, GROUNDING_TARGETS, runGroundingEval } from './run-grounding-eval.js';
export type { GroundingEvalOptions, GroundingReport } from './run-grounding-eval.js';
export { formatGroundingReport } from './format-grounding-report.js';
