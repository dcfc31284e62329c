import { parse } from 'yaml';
import type { TextLanguage } from '../../spec/index.js';
import { ingestMessages } from './ingest-messages.js';
import { ingestFailure, reasonOf } from './ingest-failure.js';
import { normalizeDate, normalizeStatus, optionalString, type PartialMetadata } from './normalize-metadata.js';

/** Parsed front matter (empty when there is none) and the Markdown text after it. */
export interface FrontMatterSplit {
  data: Record<string, unknown>;
  body: string;
}

const opening = /^---[ \t]*\n/;
const closing = /^(?:---|\.\.\.)[ \t]*$/m;

/**
 * Splits a leading YAML front matter block (`---` … `---`) from Markdown text. A leading `---` that does not start a
 * key/value block is an ordinary thematic break and left in the body.
 */
export function splitFrontMatter(text: string, source: string): FrontMatterSplit {
  if (!opening.test(text)) return { data: {}, body: text };
  const rest = text.replace(opening, '');
  const end = closing.exec(rest);
  if (!end) return { data: {}, body: text };
  const yamlText = rest.slice(0, end.index);
  if (!/^\s*[\w-]+\s*:/.test(yamlText)) return { data: {}, body: text };
  let data: unknown;
  try {
    // failsafe keeps every scalar a string: `version: 2.0` stays "2.0" instead of the number 2.
    data = parse(yamlText, { schema: 'failsafe' });
  } catch (error) {
    throw ingestFailure(source, ingestMessages.invalidFrontMatter(reasonOf(error)), error);
  }
  const body = rest.slice(end.index + end[0].length);
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return { data: {}, body };
  return { data: data as Record<string, unknown>, body };
}

const languages: Record<string, TextLanguage> = {
  de: 'german',
  deu: 'german',
  ger: 'german',
  german: 'german',
  deutsch: 'german',
  en: 'english',
  eng: 'english',
  english: 'english',
  englisch: 'english',
};

/** Reads citation metadata from front matter keys (snake_case, camelCase and a few common synonyms). */
export function metadataFromFrontMatter(
  data: Record<string, unknown>,
  source: string,
): { metadata: PartialMetadata; languageHint?: TextLanguage } {
  const pick = (...keys: string[]): unknown => keys.map((key) => data[key]).find((value) => value !== undefined);
  const metadata: PartialMetadata = {
    version: optionalString(pick('version')),
    section: optionalString(pick('section', 'department')),
    sourceUrl: optionalString(pick('source_url', 'sourceUrl', 'url')),
    documentDate: normalizeDate(pick('document_date', 'documentDate', 'date')),
    status: normalizeStatus(pick('status'), source),
  };
  const title = optionalString(pick('title'));
  if (title !== null) metadata.title = title;
  const language = optionalString(pick('language', 'lang'))?.toLowerCase().split(/[-_]/)[0];
  const languageHint = language === undefined ? undefined : languages[language];
  return languageHint ? { metadata, languageHint } : { metadata };
}
