import { words } from '../text/index.js';

// Prepositions and adverbs are no topic: a document may well say the same without them.
// Compared with folded words (`während` → `wahrend`).
const functionWords = /^(?:between|among|amongst|within|without|through|throughout|during|against|toward|towards|upon|regarding|zwischen|wahrend|gegenuber)$/;
// `effectively`, `quickly`: adverbs; `family`, `supply`, `July` are nouns.
const adverb = (folded: string): boolean => folded.length >= 7 && /ly$/.test(folded) && !/(?:ply|mily)$/.test(folded);

/**
 * A second attempt that only re-weights the question's own words (no synonym, no compound part, no resolved term)
 * finds usable hits where the first found none: the evidence is the same, only the scores moved. Such a rescue holds
 * only when the hits name every content word of the question; one the judge found in no hit (`the colony`) means
 * the scores rose on neighbouring words, not on the thing asked about.
 */
export function isUnsupportedRescue(question: string, query: string, missing: readonly string[] | undefined, language: 'de' | 'en'): boolean {
  if (!missing || missing.length === 0) return false;
  const questionWords = words(question);
  const asked = new Set(questionWords.map((word) => word.folded));
  if (words(query).some((word) => !asked.has(word.folded))) return false;
  const first = questionWords[0]?.raw;
  return missing.some((raw) => {
    // German verbs and adjectives are paraphrased freely (`erstellt` ~ `verabschiedet`); its nouns name the topic.
    if (language === 'de' && (raw === first || !/^\p{Lu}/u.test(raw))) return false;
    const parts = words(raw);
    return parts.length > 0 && parts.every((word) => word.folded.length >= 4 && !adverb(word.folded) && !functionWords.test(word.folded));
  });
}
