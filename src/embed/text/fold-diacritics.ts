/** The accent-insensitive folding of the one text layer (`src/text`), under the embedder's older name. */
export { fold as foldDiacritics } from '../../text/fold.js';
