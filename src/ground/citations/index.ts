export { buildCitations } from './build-citations.js';
export type { BuildCitationsOptions } from './build-citations.js';
export { isOlderThanMonths } from './freshness.js';
