import { decompound } from '../../embed/index.js';
import { analyzeQuestion } from '../judge/analyze-question.js';
import { detectQuestionLanguage } from '../../prompt/detect-question-language.js';
import { askedDimensions, propertyNoun, translateWord } from '../../text/index.js';
import { fold, isStopword, words } from '../text/index.js';
import type { Reformulator } from './reformulator.js';

const sectionReference = /(?:§+|\b(?:abschnitt|absatz|ziffer|kapitel|section|clause|artikel|art\.))\s*\d+(?:\.\d+)*/gi;
// Filler and officialese that only dilute a keyword query.
const filler = new Set(
  ['gemäß', 'laut', 'bezüglich', 'bzgl', 'hinsichtlich', 'rahmen', 'entsprechend', 'sogenannte', 'sog', 'quasi', 'konkret',
    'aktuell', 'derzeit', 'eigentlich', 'regelt', 'regeln', 'passiert', 'according', 'regarding', 'currently', 'actually', 'exactly']
    .map(fold),
);

/**
 * A reformulator that needs no model: drops section numbers, question words, filler and officialese; keeps names,
 * codes and numbers; splits German compounds into their parts; and adds the dictionary translations of the words
 * no hit of an earlier attempt held (the documents may be in the other language). Returns null when the result would repeat an earlier query.
 */
export function createOfflineReformulator(): Reformulator {
  return {
    async reformulate(question, previous) {
      const missing = previous.flatMap((attempt) => attempt.confidence?.missing ?? []);
      const query = reformulateOffline(question, missing);
      const tried = new Set([question, ...previous.map((attempt) => attempt.query)].map(normalizeQuery));
      return query && !tried.has(normalizeQuery(query)) ? query : null;
    },
  };
}

// Dictionary translations added per word no hit held: its first senses.
const translationsPerWord = 2;

/**
 * The offline reformulation of a question (exported for tests and diagnostics). `missing` are words of the question
 * that no hit of an earlier attempt held: each also gets its first dictionary translations into the other of German
 * and English (`backups` → `Sicherung`), since a source in the other language names the asked thing only so.
 */
export function reformulateOffline(question: string, missing: readonly string[] = []): string {
  const text = question.replace(sectionReference, ' ');
  const kept: string[] = [];
  const extra: string[] = [];
  for (const word of words(text)) {
    if (isStopword(word.folded) || filler.has(word.folded) || (word.folded.length < 2 && !/\d/.test(word.folded))) continue;
    kept.push(word.raw);
    if (/^[\p{L}]{10,}$/u.test(word.raw)) {
      const parts = decompound(word.raw).filter((part) => part.length >= 4);
      if (parts.length > 1) extra.push(...parts);
    }
  }
  // What the question names (`Pro` of `Pro-Kunden`, a client, a code) stays, even where it looks like a function word.
  const keptWords = new Set(kept.flatMap((term) => words(term).map((word) => word.folded)));
  for (const entity of analyzeQuestion(question).entities) {
    if (entity.kind !== 'quote' && words(entity.text).some((word) => !keptWords.has(word.folded))) kept.unshift(entity.text);
  }
  const language = detectQuestionLanguage(question) === 'de' ? 'german' : 'english';
  if (language === 'german') extra.push(...phraseCompounds(text));
  // "Wie schwer …?", "how hot …?": the documents name the measured property (`Gewicht: 1,2 kg`), not the adjective.
  for (const dimension of askedDimensions(question)) {
    if (dimension === 'time' || dimension === 'frequency') continue;
    const noun = propertyNoun(dimension, language);
    if (noun) extra.push(noun);
  }
  for (const term of new Set(missing.filter((term) => words(term).length === 1))) {
    extra.push(...translateWord(term, language, translationsPerWord).filter((translation) => words(translation).length === 1));
  }
  const seen = new Set<string>();
  return [...kept, ...extra]
    .filter((term) => {
      const key = fold(term);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .join(' ');
}

// `Frist für die Kündigung`, `Auflösung des Vertrags`: a noun, a preposition or genitive article, maybe an article, a noun.
const nounPhrase = /(?<![\p{L}-])(\p{Lu}\p{Ll}{2,})\s+(?:für|des|der|von|vom|zur|zum)\s+(?:(?:den|die|das|der|dem|des|einen|eine|einer|eines)\s+)?(\p{Lu}\p{Ll}{2,})(?![\p{L}-])/gu;

/**
 * The compounds German forms from a noun and its prepositional or genitive attribute (`Beauftragte für den
 * Datenschutz` → `Datenschutzbeauftragte`, `Frist für die Kündigung` → `Kündigungsfrist`): the documents name the
 * thing by the compound. Both joins are tried, with and without the linking `s` (a genitive `-es` dropped); a form no
 * document has matches nothing.
 */
export function phraseCompounds(text: string): string[] {
  const compounds: string[] = [];
  for (const match of text.matchAll(nounPhrase)) {
    const [, head = '', attribute = ''] = match;
    const joined = (modifier: string): string => `${modifier}${head.toLowerCase()}`;
    compounds.push(joined(attribute));
    if (!attribute.endsWith('s')) compounds.push(joined(`${attribute}s`));
    // A genitive in `-es` (`des Bootshauses`) joins as its stem (`Bootshausreinigung`).
    else if (attribute.endsWith('es') && attribute.length > 5) compounds.push(joined(attribute.slice(0, -2)));
  }
  return compounds;
}

function normalizeQuery(query: string): string {
  return words(query).map((word) => word.folded).join(' ');
}
