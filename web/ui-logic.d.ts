// Types of ui-logic.js for the TypeScript tests; the browser loads the .js directly.
export type Language = 'de' | 'en';
export declare const TEXT: Record<Language, Record<string, string>>;
export declare function languageOf(navigatorLanguage: string | undefined): Language;
export declare function createSseParser(): (text: string) => { event: string; data: unknown }[];
export declare function answerParts(answer: string, citations: { marker: number }[]): ({ text: string } | { marker: number })[];
export declare function isStale(documentDate: string | null, now?: Date, months?: number): boolean;
