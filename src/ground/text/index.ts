export { fold } from '../../text/index.js';
export { lightStem as stem } from '../../text/index.js';
export { isStopword } from './stopwords.js';
export { synonymGroups, synonymsOf } from './synonyms.js';
export { words } from './words.js';
export type { Word } from './words.js';
