export { groundedSearch, refersToPast } from './grounded-search.js';
export type { GroundedSearchDeps } from './grounded-search.js';
export { buildContent } from './build-content.js';
export type { ContentInput } from './build-content.js';
export { buildCitations, isOlderThanMonths } from './citations/index.js';
export type { BuildCitationsOptions } from './citations/index.js';
export { checkAnswer, extractFactValues, numberKeys } from './answer-check/index.js';
export type { AnswerCheck, AnswerViolation, CheckAnswerOptions, FactValue } from './answer-check/index.js';
export { caveatPrefix, freshnessNote, groundedNotFoundAnswer, groundedTechnicalErrorAnswer } from './grounded-answers.js';
export {
  analyzeQuestion,
  createLlmJudge,
  createOfflineJudge,
  looksInjected,
  parseJudgement,
  stripInjectedText,
} from './judge/index.js';
export type { JudgeVerdict, LlmJudgeOptions, OfflineJudge, OfflineJudgeOptions, ParsedJudgement, QuestionAnalysis } from './judge/index.js';
export { createLlmReformulator, createOfflineReformulator, reformulateOffline } from './requery/index.js';
export type { LlmReformulatorOptions, Reformulator } from './requery/index.js';
export { formatJudgeReport, measureJudge } from './measure-judge.js';
export type { Agreement, JudgeEvalQuestion, JudgeEvalReport, JudgeEvalRow, MeasureJudgeOptions } from './measure-judge.js';
export * from './evidence/index.js';
