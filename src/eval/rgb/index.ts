export { answerMatches, runRgbEval } from './run-rgb-eval.js';
export type { RgbCase, RgbEvalOptions, RgbFailure, RgbReport } from './run-rgb-eval.js';
export { formatRgbReport } from './format-rgb-report.js';
