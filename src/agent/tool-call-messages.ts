import type { QuestionLanguage } from '../prompt/index.js';

/** What the agent says when a tool needs an argument the user has not given, per language. */
export interface ToolCallMessages {
  /** Asks for the missing arguments (`parameters`: one entry per argument, its description when it has one). */
  needsInput(parameters: string[]): string;
}

const de: ToolCallMessages = {
  needsInput: (parameters) => `Dafür brauche ich noch folgende Angabe${parameters.length > 1 ? 'n' : ''}: ${parameters.join('; ')}. Bitte nennen Sie ${parameters.length > 1 ? 'sie' : 'sie mir'}.`,
};

const en: ToolCallMessages = {
  needsInput: (parameters) => `To do this I still need ${parameters.length > 1 ? 'these details' : 'this detail'}: ${parameters.join('; ')}. Please tell me.`,
};

/** The tool-call messages of a language. */
export function toolCallMessages(language: QuestionLanguage): ToolCallMessages {
  return language === 'de' ? de : en;
}
