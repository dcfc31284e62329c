import { fakeAskResult } from './fake-ask-result.js';
import type { KnowledgeBaseContent, OpenKnowledgeBase } from './knowledge-base.js';

/**
 * A stand-in for the agent in suite tests: answers with the first passage that contains the question's last word
 * (cited by its id), else not_found. Records what each knowledge base was filled with.
 */
export function fakeKnowledgeBases(): { open: OpenKnowledgeBase; opened: KnowledgeBaseContent[]; closed: () => number } {
  const opened: KnowledgeBaseContent[] = [];
  let closed = 0;
  const open: OpenKnowledgeBase = async (content) => {
    opened.push(content);
    return {
      async ask(question) {
        const word = question.replace(/[?!.]+$/, '').split(/\s+/).pop()!.toLowerCase();
        const passage = content.passages?.find((candidate) => candidate.text.toLowerCase().includes(word));
        return passage ? fakeAskResult('answered', `${passage.text} [1]`, [passage.id]) : fakeAskResult('not_found', 'Nichts gefunden.');
      },
      async close() {
        closed += 1;
      },
    };
  };
  return { open, opened, closed: () => closed };
}
