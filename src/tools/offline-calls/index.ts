export { createOfflineToolChooser } from './choose-tool-calls.js';
export type { OfflineToolChooser, OfflineToolChooserOptions, ProposedCall, ToolCallDecision } from './choose-tool-calls.js';
export { extractDates } from './extract-dates.js';
export type { DateMention } from './extract-dates.js';
export { fillArguments } from './fill-arguments.js';
export type { FilledArguments, MessageEvidence } from './fill-arguments.js';
export { matchEnum } from './match-enum.js';
