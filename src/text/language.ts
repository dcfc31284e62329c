import type { TextLanguage } from '../spec/index.js';

export type { TextLanguage };

/** ISO 639-1 code of a language the text layer knows, or `unknown` when a text gives no reliable signal. */
export type LanguageCode = 'de' | 'en' | 'unknown';

/** The PostgreSQL text-search configuration for a language code (`unknown` → `simple`). */
export function textLanguageOf(code: LanguageCode): TextLanguage {
  switch (code) {
    case 'de':
      return 'german';
    case 'en':
      return 'english';
    case 'unknown':
      return 'simple';
  }
}

/** The language code of a PostgreSQL text-search configuration (`simple` → `unknown`). */
export function languageCodeOf(language: TextLanguage): LanguageCode {
  switch (language) {
    case 'german':
      return 'de';
    case 'english':
      return 'en';
    case 'simple':
      return 'unknown';
  }
}
