export { checkAnswer } from './check-answer.js';
export type { AnswerCheck, AnswerViolation, CheckAnswerOptions } from './check-answer.js';
export { extractFactValues, numberKeys } from './normalize-values.js';
export type { FactValue } from './normalize-values.js';
