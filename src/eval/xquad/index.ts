export { articleOf, loadXquadDev } from './load-xquad.js';
export type { XquadLanguage, XquadQuestion, XquadSplit } from './load-xquad.js';
export { runXquadEval } from './run-xquad-eval.js';
export type { XquadEvalOptions, XquadFailure, XquadLanguageReport, XquadReport } from './run-xquad-eval.js';
export { formatXquadReport } from './format-xquad-report.js';
