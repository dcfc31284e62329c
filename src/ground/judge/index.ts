export { analyzeQuestion } from './analyze-question.js';
export type { AspectTerm, QuestionAnalysis, SalientEntity } from './analyze-question.js';
export { createLlmJudge } from './llm-judge.js';
export type { LlmJudgeOptions } from './llm-judge.js';
export { createOfflineJudge } from './offline-judge.js';
export type { JudgeVerdict, OfflineJudge, OfflineJudgeOptions } from './offline-judge.js';
export { parseJudgement } from './parse-judgement.js';
export type { ParsedJudgement } from './parse-judgement.js';
export { looksInjected, stripInjectedText } from './strip-injected-text.js';
