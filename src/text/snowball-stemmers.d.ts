// The package ships no types; this is the part of its API the text layer uses.
declare module 'snowball-stemmers' {
  /** A Snowball stemmer for one language. */
  export interface SnowballStemmer {
    /** Stems one lowercase word. */
    stem(word: string): string;
  }
  /** A new stemmer for a Snowball algorithm name (`german`, `english`, …). */
  export function newStemmer(language: string): SnowballStemmer;
  /** Names of the available algorithms. */
  export function algorithms(): string[];
}
