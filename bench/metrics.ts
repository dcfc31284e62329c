/** Relevance judgements of one query: document id → graded relevance (> 0 is relevant). */
export type Judgements = ReadonlyMap<string, number>;

/**
 * nDCG@k as trec_eval computes it (the BEIR convention): gain = graded relevance, discount log2(rank + 1),
 * the ideal ranking sorts all judged relevant documents by grade. Duplicate ids in the ranking count once
 * (at their first position). A query without relevant documents scores 0.
 */
export function ndcgAtK(ranking: readonly string[], judgements: Judgements, k: number): number {
  const ideal = [...judgements.values()].filter((grade) => grade > 0).sort((a, b) => b - a);
  if (ideal.length === 0) return 0;
  let dcg = 0;
  unique(ranking)
    .slice(0, k)
    .forEach((id, index) => {
      const grade = judgements.get(id) ?? 0;
      if (grade > 0) dcg += grade / Math.log2(index + 2);
    });
  let idcg = 0;
  ideal.slice(0, k).forEach((grade, index) => {
    idcg += grade / Math.log2(index + 2);
  });
  return dcg / idcg;
}

/** Share of the relevant documents found in the first k positions (0 without relevant documents). */
export function recallAtK(ranking: readonly string[], judgements: Judgements, k: number): number {
  const relevant = [...judgements.entries()].filter(([, grade]) => grade > 0).map(([id]) => id);
  if (relevant.length === 0) return 0;
  const top = new Set(unique(ranking).slice(0, k));
  return relevant.filter((id) => top.has(id)).length / relevant.length;
}

/** Reciprocal rank of the first relevant document within k positions, else 0. */
export function reciprocalRankAtK(ranking: readonly string[], judgements: Judgements, k: number): number {
  const index = unique(ranking)
    .slice(0, k)
    .findIndex((id) => (judgements.get(id) ?? 0) > 0);
  return index < 0 ? 0 : 1 / (index + 1);
}

/** Percentile (0–100) by linear interpolation between closest ranks; NaN for no values. */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  if (p < 0 || p > 100) throw new RangeError(`percentile: p must be in [0, 100], got ${p}`);
  const sorted = [...values].sort((a, b) => a - b);
  const position = (p / 100) * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

export function mean(values: readonly number[]): number {
  return values.length === 0 ? Number.NaN : values.reduce((sum, value) => sum + value, 0) / values.length;
}

/**
 * Area under the ROC curve: the probability that a random positive scores above a random negative
 * (ties count half). NaN when either class is empty.
 */
export function areaUnderRoc(scores: readonly number[], labels: readonly boolean[]): number {
  if (scores.length !== labels.length) throw new RangeError('areaUnderRoc: scores and labels differ in length');
  const order = scores.map((score, index) => ({ score, label: labels[index]! })).sort((a, b) => a.score - b.score);
  const positives = order.filter((entry) => entry.label).length;
  const negatives = order.length - positives;
  if (positives === 0 || negatives === 0) return Number.NaN;
  // Mann–Whitney U with average ranks for ties.
  let rankSum = 0;
  for (let start = 0; start < order.length; ) {
    let end = start;
    while (end + 1 < order.length && order[end + 1]!.score === order[start]!.score) end += 1;
    const averageRank = (start + end) / 2 + 1;
    for (let i = start; i <= end; i += 1) if (order[i]!.label) rankSum += averageRank;
    start = end + 1;
  }
  return (rankSum - (positives * (positives + 1)) / 2) / (positives * negatives);
}

function unique(ranking: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const id of ranking) {
    if (seen.has(id)) continue;
    seen.add(id);
    result.push(id);
  }
  return result;
}

/** A figure rounded to a tenth, as the bench's JSON lines report milliseconds and loads. */
export function roundTenth(value: number): number {
  return Math.round(value * 10) / 10;
}
