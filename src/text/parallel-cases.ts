/**
 * Two cases joined with their preposition repeated (`bei Bergmann und bei Nordlicht`, `for Alpha and for Beta`): a
 * question about each of them, as a comparison is, answered by one source per case.
 */
const parallelCases = /(?<![\p{L}])(bei|mit|für|im|in|vom|von|zum|zur|for|with|at|of)\s+[^,;?]+?\s+(?:und|oder|bzw\.|sowie|and|or)\s+\1\s/iu;

/** Whether the question asks about two or more cases named in parallel (see above). */
export function asksParallelCases(question: string): boolean {
  return parallelCases.test(question);
}
