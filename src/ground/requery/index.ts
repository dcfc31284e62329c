export { createLlmReformulator } from './llm-reformulator.js';
export type { LlmReformulatorOptions } from './llm-reformulator.js';
export { createOfflineReformulator, reformulateOffline } from './offline-reformulator.js';
export type { Reformulator } from './reformulator.js';
export { isUnsupportedRescue } from './unsupported-rescue.js';
