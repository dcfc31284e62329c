import type { Logger } from 'pino';
import type { Hit } from '../../spec/index.js';
import { analyzeQuestion } from '../judge/analyze-question.js';
import { entitiesMissingFrom } from './required-entities.js';
import type { JudgeVerdict, OfflineJudge } from '../judge/offline-judge.js';

/** Options of {@link createEvidenceJudge}. */
export interface EvidenceJudgeOptions {
  /** How many of the best hits are read for the entity check [8]. */
  maxHits?: number;
  /** P(answers) of the best hit for HIGH and MEDIUM [0.75, 0.55]; below MEDIUM the hits are LOW. */
  thresholds?: { found: number; low: number };
  logger?: Logger;
}

/**
 * The offline judge on top of the evidence model. The hits' relevance already is the evidence model's P(this hit
 * answers), so the judge adds only what a probability must never trade away, the safety invariant: a named entity the
 * question requires (a client, a product code, a number) that no hit names, in its text or its title, means the thing
 * asked about is not documented → NOT_RELEVANT (and no further attempt). Otherwise the level follows the best P.
 */
export function createEvidenceJudge(options: EvidenceJudgeOptions = {}): OfflineJudge {
  const maxHits = options.maxHits ?? 8;
  const { found, low } = options.thresholds ?? { found: 0.75, low: 0.55 };
  return {
    id: 'evidence',
    async judge(question: string, hits: Hit[]): Promise<JudgeVerdict> {
      const verdict = judgeHits(question, hits.slice(0, maxHits), found, low);
      options.logger?.debug({ event: 'judge-verdict', judge: 'evidence', level: verdict.level, reason: verdict.reason }, 'judge verdict');
      return verdict;
    },
  };
}

function judgeHits(question: string, hits: Hit[], found: number, low: number): JudgeVerdict {
  if (hits.length === 0) return { level: 'NOT_RELEVANT', reason: 'no hits', canAnswer: false };
  const german = analyzeQuestion(question).language !== 'en';
  const missing = entitiesMissingFrom(question, hits, german);
  if (missing.length > 0) {
    return { level: 'NOT_RELEVANT', reason: `no hit names ${missing.map((text) => `"${text}"`).join(', ')}`, canAnswer: false, missing };
  }
  const best = Math.max(...hits.map((hit) => hit.relevance));
  const reason = `best evidence ${best.toFixed(2)}`;
  if (best >= found) return { level: 'HIGH', reason, canAnswer: true };
  if (best >= low) return { level: 'MEDIUM', reason, canAnswer: true };
  return { level: 'LOW', reason, canAnswer: false };
}
