import type { QuestionLanguage } from '../prompt/index.js';

/** User-facing texts of the agent itself (grounded texts live in src/prompt/messages), one place per language. */
export interface AgentMessages {
  greetingReply: string;
  thanksReply: string;
  capabilitiesReply: string;
  arithmeticReply(result: string): string;
  supersededNote(titles: string[]): string;
  /** Appended to the re-ask after a failed answer check. */
  violationsRetry(violations: string[]): string;
}

const de: AgentMessages = {
  greetingReply:
    'Hallo! Ich beantworte Fragen aus den Dokumenten Ihres Unternehmens, etwa zu Preisen, Verträgen, SLAs oder Richtlinien, immer mit Quellenangabe.',
  thanksReply: 'Gern geschehen! Fragen Sie jederzeit wieder.',
  capabilitiesReply:
    'Ich beantworte Fragen aus den Dokumenten Ihres Unternehmens, etwa zu Preisen, Verträgen, SLAs oder Richtlinien, und nenne zu jeder Aussage die Quelle. Steht etwas nicht in den Dokumenten, sage ich das.',
  arithmeticReply: (result) => `Das Ergebnis ist ${result}.`,
  supersededNote: (titles) =>
    `Achtung: ${titles.map((title) => `„${title}"`).join(', ')} ist eine ersetzte Version und gilt nicht mehr; die Angaben daraus sind nicht aktuell.`,
  violationsRetry: (violations) =>
    'Deine Antwort enthält Angaben, die in den zitierten Quellen nicht belegt sind:\n' +
    violations.map((violation) => `- ${violation}`).join('\n') +
    '\nAntworte erneut, nur mit Angaben aus den Quellen und mit den Marken [n]. Steht etwas nicht in den Quellen, sage das.',
};

const en: AgentMessages = {
  greetingReply:
    'Hello! I answer questions from your company’s documents, for example about prices, contracts, SLAs or policies, always with the source.',
  thanksReply: 'You are welcome! Ask again any time.',
  capabilitiesReply:
    'I answer questions from your company’s documents, for example about prices, contracts, SLAs or policies, and name the source of every statement. If something is not in the documents, I say so.',
  arithmeticReply: (result) => `The result is ${result}.`,
  supersededNote: (titles) =>
    `Note: ${titles.map((title) => `"${title}"`).join(', ')} is a superseded version and no longer applies; its figures are not current.`,
  violationsRetry: (violations) =>
    'Your answer contains statements that the cited sources do not support:\n' +
    violations.map((violation) => `- ${violation}`).join('\n') +
    '\nAnswer again using only facts from the sources, with their [n] markers. If something is not in the sources, say so.',
};

export function agentMessages(language: QuestionLanguage): AgentMessages {
  return language === 'en' ? en : de;
}
