export { analyzeQuery, expandTerms, expandToken } from './expand-terms.js';
export { decompound } from './decompound.js';
export { detectLanguageOfTokens } from './detect-language.js';
export { fold as foldDiacritics } from '../../text/fold.js';
export { getGermanLexicon, type GermanLexicon } from './german-lexicon.js';
export { stem, stemEnglish, stemGerman } from './stem.js';
export { isStopword } from './stopwords.js';
export { tokenize } from './tokenize.js';
