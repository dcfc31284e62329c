// Types of ui-logic.js for the TypeScript tests; the browser loads the .js directly.
export type Language = 'de' | 'en';
export declare const TEXT: Record<Language, Record<string, string>>;
export declare function chosenFilesText(names: string[], language: Language): string;
export declare function languageOf(navigatorLanguage: string | undefined): Language;
export declare function createSseParser(): (text: string) => { event: string; data: unknown }[];
export declare function answerParts(answer: string, citations: { marker: number }[]): ({ text: string } | { marker: number })[];
export declare function isStale(documentDate: string | null, now?: Date, months?: number): boolean;
export declare function parseTarget(text: string | undefined | null): { atLeast: boolean; value: number } | null;
export declare function formatRate(value: number, language: Language): string;
export declare function chartBars(metrics: { name: string; value: number; target?: string; pass?: boolean }[]): {
  label: string;
  value: number;
  width: number;
  target: number | null;
  targetText: string | null;
  pass: boolean | null;
}[];
