export { containsFact, factsIn, leakedNumbers, normalizeFactText, numbersIn } from './normalize-fact.js';
export { citationsComplete, citationsPrecise, sourceName, unexpectedSources } from './citation-metrics.js';
export { formatRate, rate, rateOf } from './rate.js';
export type { Rate } from './rate.js';
export { checkTargets } from './check-targets.js';
export type { Target, TargetCheck } from './check-targets.js';
export { clip, describeAttempts } from './describe-attempts.js';
