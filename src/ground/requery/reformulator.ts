import type { RetrievalAttempt } from '../../spec/index.js';

/** Rewrites a question into a new search query after an attempt found nothing useful. */
export interface Reformulator {
  /**
   * A new query for the question, given the attempts so far, or null when there is nothing better to try
   * (then no further attempt is made).
   */
  reformulate(question: string, previous: RetrievalAttempt[]): Promise<string | null>;
}
