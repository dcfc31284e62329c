export { createLanguageModel } from './create-language-model.js';
export type { CreateLanguageModelOptions, ModelProviderSettings } from './create-language-model.js';
export { createOfflineModel, OFFLINE_PROVIDER } from './offline/create-offline-model.js';
export { composeAnswer } from './offline/compose-answer.js';
export { selectSentences } from './offline/select-sentences.js';
export type { AnswerSource, SelectedSentence, SelectOptions } from './offline/select-sentences.js';
export { SEARCH_TOOL_NAME, parseSearchToolOutput } from './search-tool-output.js';
export type { SearchToolOutput, SearchToolSource } from './search-tool-output.js';
