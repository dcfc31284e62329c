import type { CalibrationSample } from './calibration-data.js';
import { areaUnderRoc, mean } from './metrics.js';

/** Grounding thresholds the relevance has to carry (see src/retrieve/calibration.ts). */
export const FOUND = 0.75;
export const LOW = 0.55;

/** How well a relevance score separates relevant from irrelevant hits. */
export interface Separation {
  questions: number;
  hits: number;
  relevantHits: number;
  /** Mean relevance over all top-10 hits, by label. */
  meanRelevant: number;
  meanIrrelevant: number;
  /** Mean relevance of each question's top hit, split by whether that top hit is relevant. */
  meanTopRelevant: number;
  meanTopIrrelevant: number;
  /** Questions whose top hit is relevant: share with top relevance ≥ 0.75 (would be FOUND). */
  relevantTopAtLeastFound: number;
  /** Questions whose top hit is irrelevant: share with top relevance ≥ 0.75 (a false FOUND). */
  irrelevantTopAtLeastFound: number;
  /** Answerable questions (a relevant document exists): share with some relevant hit ≥ 0.75. */
  answerableWithRelevantHitAtLeastFound: number;
  /** not_found questions: share whose top hit is < 0.55 (would be NOT_FOUND), and < 0.75 (not FOUND). */
  notFoundTopBelowLow: number | null;
  notFoundTopBelowFound: number | null;
  notFoundQuestions: number;
  /** AUC over all hits: P(a relevant hit scores above an irrelevant one). */
  auc: number;
}

/** Separation of `score` (default: the relevance the retriever returned) over the samples. */
export function separation(samples: readonly CalibrationSample[], score: (sample: CalibrationSample) => number = (s) => s.relevance): Separation {
  const byQuestion = new Map<string, CalibrationSample[]>();
  for (const sample of samples) {
    const key = `${sample.source}:${sample.questionId}`;
    byQuestion.set(key, [...(byQuestion.get(key) ?? []), sample]);
  }
  const tops: { top: CalibrationSample; topScore: number; hits: CalibrationSample[] }[] = [];
  for (const hits of byQuestion.values()) {
    const top = hits.reduce((best, hit) => (score(hit) > score(best) ? hit : best));
    tops.push({ top, topScore: score(top), hits });
  }
  const relevantTops = tops.filter((entry) => entry.top.relevant);
  const irrelevantTops = tops.filter((entry) => !entry.top.relevant && entry.top.expectedBehavior !== 'not_found');
  const answerable = tops.filter((entry) => entry.top.expectedBehavior !== 'not_found');
  const notFound = tops.filter((entry) => entry.top.expectedBehavior === 'not_found');
  const share = <T>(items: T[], test: (item: T) => boolean) => (items.length === 0 ? Number.NaN : items.filter(test).length / items.length);
  return {
    questions: tops.length,
    hits: samples.length,
    relevantHits: samples.filter((sample) => sample.relevant).length,
    meanRelevant: mean(samples.filter((sample) => sample.relevant).map(score)),
    meanIrrelevant: mean(samples.filter((sample) => !sample.relevant).map(score)),
    meanTopRelevant: mean(relevantTops.map((entry) => entry.topScore)),
    meanTopIrrelevant: mean([...irrelevantTops, ...notFound].map((entry) => entry.topScore)),
    relevantTopAtLeastFound: share(relevantTops, (entry) => entry.topScore >= FOUND),
    irrelevantTopAtLeastFound: share([...irrelevantTops, ...notFound], (entry) => entry.topScore >= FOUND),
    answerableWithRelevantHitAtLeastFound: share(answerable, (entry) => entry.hits.some((hit) => hit.relevant && score(hit) >= FOUND)),
    notFoundTopBelowLow: notFound.length === 0 ? null : share(notFound, (entry) => entry.topScore < LOW),
    notFoundTopBelowFound: notFound.length === 0 ? null : share(notFound, (entry) => entry.topScore < FOUND),
    notFoundQuestions: notFound.length,
    auc: areaUnderRoc(samples.map(score), samples.map((sample) => sample.relevant)),
  };
}

/** Separation overall and per source. */
export function separationBySource(
  samples: readonly CalibrationSample[],
  score?: (sample: CalibrationSample) => number,
): Record<string, Separation> {
  const result: Record<string, Separation> = { all: separation(samples, score) };
  for (const source of [...new Set(samples.map((sample) => sample.source))]) {
    result[source] = separation(samples.filter((sample) => sample.source === source), score);
  }
  return result;
}

/** Markdown table of separations (rows = data subsets). */
export function separationTable(rows: Record<string, Separation>): string[] {
  const pct = (value: number | null) => (value === null || Number.isNaN(value) ? '—' : `${(value * 100).toFixed(0)} %`);
  const num = (value: number) => (Number.isNaN(value) ? '—' : value.toFixed(2));
  return [
    '| data | questions | mean rel. relevant / irrelevant hits | top-1 relevant ≥ 0.75 | top-1 irrelevant ≥ 0.75 (false FOUND) | answerable with relevant hit ≥ 0.75 | not_found top < 0.55 / < 0.75 | AUC |',
    '|---|---|---|---|---|---|---|---|',
    ...Object.entries(rows).map(
      ([name, s]) =>
        `| ${name} | ${s.questions} | ${num(s.meanRelevant)} / ${num(s.meanIrrelevant)} | ${pct(s.relevantTopAtLeastFound)} | ${pct(
          s.irrelevantTopAtLeastFound,
        )} | ${pct(s.answerableWithRelevantHitAtLeastFound)} | ${pct(s.notFoundTopBelowLow)} / ${pct(s.notFoundTopBelowFound)}${
          s.notFoundQuestions ? ` (of ${s.notFoundQuestions})` : ''
        } | ${num(s.auc)} |`,
    ),
  ];
}
