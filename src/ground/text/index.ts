export { fold } from '../../text/index.js';
export { lightStem as stem } from '../../text/index.js';
export { isQuestionStopword as isStopword } from '../../text/index.js';
export { words } from './words.js';
export type { Word } from './words.js';
