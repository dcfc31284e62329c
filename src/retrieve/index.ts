export { createRetriever } from './create-retriever.js';
export type { RetrieverOptions } from './create-retriever.js';
export { calibrate, calibrationFeatures, BUILTIN_CALIBRATION, featureVector } from './calibration.js';
export type { CalibrationFeatures, CalibrationModel } from './calibration.js';
export { lexicalText, queryTermGroups, termCoverage, tokenExtras } from './lexical-text.js';
export type { TokenExtras } from './lexical-text.js';
export { LexicalTokenCache } from './lexical-token-cache.js';
