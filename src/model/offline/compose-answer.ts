import type { SearchToolOutput } from '../search-tool-output.js';
import { fold, initialisms, namesNounBySynonym, writesOutAcronym } from '../../text/index.js';
import { OFFLINE_TEXTS } from './offline-texts.js';
import { resolveConflicts, type ChosenAnswer, type ResolvedAnswers } from './resolve-conflicts.js';
import { selectSentences, type AnswerSource, type SelectedSentence, type SelectOptions } from './select-sentences.js';
import { guessLanguage, isStopword, tokenize } from './text-terms.js';

/**
 * The offline answer to a question from search results: sentences of FOUND / LOW_RELEVANCE sources with [n] markers,
 * prefixed by the caveat when one is given; otherwise the grounded not-found or error message and nothing else.
 */
export function composeAnswer(question: string, results: SearchToolOutput[], options: SelectOptions = {}): string {
  const language = guessLanguage(question);
  const answerable = results.filter((result) => (result.state === 'FOUND' || result.state === 'LOW_RELEVANCE') && result.sources.length > 0);
  if (answerable.length === 0) {
    const failed = results.find((result) => result.isError) ?? results[0];
    return failed?.userMessage ?? OFFLINE_TEXTS[language].notInSources;
  }
  const seen = new Set<number>();
  const sources = answerable.flatMap((result) =>
    result.sources
      .filter((source) => (seen.has(source.marker) ? false : (seen.add(source.marker), true)))
      .map((source) => ({ marker: source.marker, text: source.text, title: source.title, documentDate: source.documentDate, status: source.status })),
  );
  const titles = new Map(sources.map((source) => [source.marker, source.title ?? '']));
  const compared = answerable.flatMap((result) => result.compared ?? []);
  // Several compared items (two clients): each source answers for its own item, none overrules another as older.
  const several = new Set(compared).size >= 2;
  const selectOptions = several ? { ...options, comparison: true, items: [...new Set(compared)] } : options;
  const resolved = answerable.some((result) => result.sources.some((source) => source.answers?.length))
    ? several
      ? { answers: bestAnswers(answerable), overruled: [] }
      : resolveConflicts(bestAnswers(answerable))
    : withOverruled(selectSentences(question, sources, selectOptions), sources);
  const sentences: readonly { marker: number; text: string }[] = fromOwnDocuments<{ marker: number; text: string }>(resolved.answers, compared, titles);
  if (sentences.length === 0) return OFFLINE_TEXTS[language].notInSources;
  const uncovered = uncoveredEntities(compared, sentences, titles);
  const notes = [
    ...resolved.overruled.map((older) => OFFLINE_TEXTS[language].olderSourceDiffers(older.marker, older.documentDate, older.by)),
    ...(uncovered.length > 0 ? [OFFLINE_TEXTS[language].nothingFor(uncovered)] : []),
  ];
  const body = [...sentences.map((sentence) => withMarker(attributed(sentence, sentences, titles), sentence.marker)), ...notes].join(' ');
  const caveat = answerable.find((result) => result.caveat)?.caveat;
  return caveat ? `${caveat} ${body}` : body;
}

/**
 * Of the entities a question compares (`Klinikum`, `Nordwind`), those that neither an answer sentence nor its
 * document's title names: the answer says it found nothing for them instead of leaving them out silently.
 */
function uncoveredEntities(entities: readonly string[], sentences: readonly { text: string; marker: number }[], titles: ReadonlyMap<number, string>): string[] {
  return [...new Set(entities)].filter((entity) => !sentences.some((sentence) => namesEntity(sentence.text, entity) || namesEntity(titles.get(sentence.marker) ?? '', entity)));
}

/**
 * A question about several named entities (two clients, two products) whose every entity is answered from a
 * document whose title names it (its contract, its data sheet): sentences of other documents (minutes, a template
 * that mentions one of them) add a second-hand source, not an answer, and are left out. When an entity has no such
 * sentence, every sentence stays.
 */
function fromOwnDocuments<T extends { marker: number }>(sentences: readonly T[], entities: readonly string[], titles: ReadonlyMap<number, string>): T[] {
  const named = [...new Set(entities)];
  if (named.length < 2) return [...sentences];
  const ownedBy = (sentence: T): string[] => named.filter((entity) => namesEntity(titles.get(sentence.marker) ?? '', entity));
  const covered = new Set(sentences.flatMap(ownedBy));
  if (named.some((entity) => !covered.has(entity))) return [...sentences];
  return sentences.filter((sentence) => ownedBy(sentence).length > 0);
}

/**
 * Whether the text names the entity: its words in a row, or each of them somewhere, an acronym among them also
 * written out (`SLA Standard` in `Service Level Agreement – Standard`).
 */
function namesEntity(text: string, entity: string): boolean {
  if (` ${foldedWords(text)} `.includes(` ${foldedWords(entity)} `)) return true;
  if (namesNounBySynonym(text, entity)) return true;
  const written = text.match(/[\p{L}\p{N}]+/gu) ?? [];
  const present = new Set(written.map(fold));
  const runs = initialisms(written);
  const parts = entity.match(/[\p{L}\p{N}]+/gu) ?? [];
  return parts.length > 1 && parts.every((part) => present.has(fold(part)) || writesOutAcronym(runs, part));
}

function foldedWords(text: string): string {
  return (fold(text).match(/[\p{L}\p{N}]+/gu) ?? []).join(' ');
}

/** The rule answerer's sentences, and the older sources it left out for a newer one that states otherwise. */
function withOverruled(answers: SelectedSentence[], sources: readonly AnswerSource[]): { answers: SelectedSentence[]; overruled: ResolvedAnswers['overruled'] } {
  const dateOf = (marker: number) => sources.find((source) => source.marker === marker)?.documentDate ?? null;
  const overruled = answers.flatMap((answer) => (answer.overrules ?? []).map((marker) => ({ marker, documentDate: dateOf(marker), by: answer.marker })));
  return { answers, overruled };
}

/**
 * The answer grounding's evidence model found: the most probable unit (sentence, list item or table row) of each
 * source whose best unit comes near the best of all (a question about two clients has one answering source per
 * client), most probable first, at most three. One unit per source: a neighbouring sentence is as often about another
 * option as it is more of the answer.
 */
function bestAnswers(results: SearchToolOutput[]): ChosenAnswer[] {
  const perSource = new Map<number, ChosenAnswer>();
  for (const result of results) {
    for (const source of result.sources) {
      const [top] = source.answers ?? [];
      const known = perSource.get(source.marker);
      if (top && (!known || top.probability > known.probability)) {
        perSource.set(source.marker, { text: top.text, marker: source.marker, probability: top.probability, documentDate: source.documentDate, status: source.status });
      }
    }
  }
  const ranked = [...perSource.values()].sort((a, b) => b.probability - a.probability);
  const best = ranked[0]?.probability ?? 0;
  const texts = new Set<string>();
  return ranked
    .filter((answer) => answer.probability >= nearBest * best)
    .filter((answer) => (texts.has(answer.text) ? false : (texts.add(answer.text), true)))
    .slice(0, maxAnswerSources);
}

// A second source's answer joins when its probability is at least this share of the best one.
const nearBest = 0.6;
const maxAnswerSources = 3;

/**
 * A sentence of an answer drawn from documents with different titles (two clients' contracts, two SLAs) that names
 * nothing its own title names and the others' do not ("3.2 Die Mindestlaufzeit beträgt 36 Monate") says whose value
 * it is only through its marker: it is opened with its document's title.
 */
function attributed(sentence: { text: string; marker: number }, all: readonly { marker: number }[], titles: ReadonlyMap<number, string>): string {
  const own = titles.get(sentence.marker) ?? '';
  const others = new Set(all.map((other) => titles.get(other.marker) ?? '').filter((title) => title !== '' && title !== own));
  if (!own || others.size === 0) return sentence.text;
  const otherWords = new Set([...others].flatMap((title) => tokenize(title)));
  const distinguishing = tokenize(own).filter((word) => word.length >= 3 && !isStopword(word) && !otherWords.has(word));
  const words = new Set(tokenize(sentence.text));
  if (distinguishing.length === 0 || distinguishing.some((word) => words.has(word))) return sentence.text;
  return `${own}: ${sentence.text.trim()}`;
}

/** `Satz [1].`: the marker goes before the closing punctuation. */
function withMarker(text: string, marker: number): string {
  const trimmed = text.trim();
  const match = /[.!?]$/.exec(trimmed);
  return match ? `${trimmed.slice(0, -1)} [${marker}]${match[0]}` : `${trimmed} [${marker}]`;
}
