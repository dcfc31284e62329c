/** A small in-memory BM25 index over pre-tokenised documents (k1 = 1.2, b = 0.75). */
export interface Bm25Index {
  /** Score of every document for the query tokens, in document order. */
  score(queryTokens: string[]): number[];
}

/** Builds the index; documents are token lists. */
export function createBm25Index(documents: string[][], k1 = 1.2, b = 0.75): Bm25Index {
  const averageLength = documents.reduce((sum, tokens) => sum + tokens.length, 0) / Math.max(1, documents.length);
  const frequencies = documents.map((tokens) => {
    const counts = new Map<string, number>();
    for (const token of tokens) counts.set(token, (counts.get(token) ?? 0) + 1);
    return counts;
  });
  const documentFrequency = new Map<string, number>();
  for (const counts of frequencies) for (const token of counts.keys()) documentFrequency.set(token, (documentFrequency.get(token) ?? 0) + 1);
  const idf = (token: string) => {
    const df = documentFrequency.get(token) ?? 0;
    return Math.log(1 + (documents.length - df + 0.5) / (df + 0.5));
  };
  return {
    score(queryTokens) {
      const unique = [...new Set(queryTokens)];
      return frequencies.map((counts, index) => {
        const length = documents[index]?.length ?? 0;
        let score = 0;
        for (const token of unique) {
          const tf = counts.get(token) ?? 0;
          if (tf === 0) continue;
          score += idf(token) * ((tf * (k1 + 1)) / (tf + k1 * (1 - b + (b * length) / Math.max(1, averageLength))));
        }
        return score;
      });
    },
  };
}
