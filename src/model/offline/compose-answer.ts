import type { SearchToolOutput } from '../search-tool-output.js';
import { OFFLINE_TEXTS } from './offline-texts.js';
import { selectSentences, type SelectOptions } from './select-sentences.js';
import { guessLanguage } from './text-terms.js';

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
      .map((source) => ({ marker: source.marker, text: source.text, title: source.title, documentDate: source.documentDate })),
  );
  const sentences = selectSentences(question, sources, options);
  if (sentences.length === 0) return OFFLINE_TEXTS[language].notInSources;
  const body = sentences.map((sentence) => withMarker(sentence.text, sentence.marker)).join(' ');
  const caveat = answerable.find((result) => result.caveat)?.caveat;
  return caveat ? `${caveat} ${body}` : body;
}

/** `Satz [1].`: the marker goes before the closing punctuation. */
function withMarker(text: string, marker: number): string {
  const trimmed = text.trim();
  const match = /[.!?]$/.exec(trimmed);
  return match ? `${trimmed.slice(0, -1)} [${marker}]${match[0]}` : `${trimmed} [${marker}]`;
}
