// Measures the offline judge (and the whole grounded search) against the grounding-dev expected behaviour.
// Usage: npx tsx bench/measure-judge.ts [--data ../shared/eval/grounding-dev] [--verbose]
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAnker } from '../src/app/index.js';
import { createOfflineJudge, formatJudgeReport, measureJudge, type JudgeEvalQuestion } from '../src/ground/index.js';

const args = process.argv.slice(2);
const dataDir = args.includes('--data') ? args[args.indexOf('--data') + 1]! : '../shared/eval/grounding-dev';
const verbose = args.includes('--verbose');

const folder = await mkdtemp(join(tmpdir(), 'anker-judge-'));
const anker = await createAnker({ config: { db: join(folder, 'db'), logLevel: 'warn' } as never });
try {
  await anker.ingest([join(dataDir, 'docs')]);
  await anker.search('warm-up');
  const questions = (await readFile(join(dataDir, 'questions.jsonl'), 'utf8'))
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as JudgeEvalQuestion);
  const report = await measureJudge({
    questions,
    retriever: anker.retriever,
    judge: createOfflineJudge(),
    tenantId: anker.config.tenant,
    now: () => new Date('2026-11-29T00:00:00Z'),
  });
  if (verbose) {
    for (const row of report.rows) {
      const mark = (ok: boolean): string => (ok ? 'ok ' : 'XX ');
      console.log(`${row.id} ${mark(row.judgeAgrees)}${mark(row.stateAgrees)}${row.expected.padEnd(18)} ${row.level.padEnd(12)} ${row.state.padEnd(13)} rel=${row.bestRelevance.toFixed(2)} ${row.reason}`);
    }
  }
  console.log(formatJudgeReport(report));
} finally {
  await anker.close();
  await rm(folder, { recursive: true, force: true });
}
