import type { Hit } from '../../spec/index.js';
import { decompound, germanWordList, lowercase } from '../../text/index.js';
import { analyzeQuestion, type SalientEntity } from '../judge/analyze-question.js';
import { hasEntity, hitEvidence } from '../judge/hit-evidence.js';

/**
 * The question's entities that must be documented for an answer: codes, numbers, acronyms, company names, quotes, and
 * names. German capitalises every noun, so a German "name" made only of dictionary words or compounds of them
 * (`Rohrbruch Ersatzwasser`) is a noun phrase, not a name, and is left to the evidence model.
 */
export function requiredEntities(question: string, german: boolean, sameLanguage = true): SalientEntity[] {
  return analyzeQuestion(question).entities.filter((entity) => {
    // A lone name is weak evidence of absence when a source in the other language may translate it (`Nuremberg`).
    if (!entity.required && !(entity.kind === 'name' && sameLanguage)) return false;
    if (german && entity.kind === 'name' && isCommonNounPhrase(entity.text)) return false;
    return true;
  });
}

function isCommonNounPhrase(text: string): boolean {
  const list = germanWordList();
  const words = text.split(/[\s-]+/).filter(Boolean);
  return words.length > 0 && words.every((word) => {
    const lower = lowercase(word);
    return list.has(lower) || decompound(lower).length >= 2;
  });
}

/** The required entities that none of the hits names. */
export function entitiesMissingFrom(question: string, hits: readonly Hit[], german: boolean): string[] {
  const evidences = hits.map(hitEvidence);
  const sameLanguage = hits.every((hit) => hit.language === (german ? 'german' : 'english'));
  return requiredEntities(question, german, sameLanguage)
    .filter((entity) => !evidences.some((evidence) => hasEntity(evidence, entity)))
    .map((entity) => entity.text);
}
