export { structuredCall } from './structured-call.js';
export type { StructuredOutcome } from './structured-call.js';
export { createStructuredJudge, judgementSchema } from './structured-judge.js';
export type { StructuredJudgeOptions } from './structured-judge.js';
export { createStructuredReformulator } from './structured-reformulator.js';
export { withLlmReranker } from './llm-reranker.js';
export type { LlmRerankerOptions } from './llm-reranker.js';
export { correctnessShares, gradeCorrectness, gradeGroundedness, type CorrectnessGrade, type CorrectnessInput } from './groundedness-evaluator.js';
export type { GroundednessGrade, GroundednessInput } from './groundedness-evaluator.js';
