import { expect, it } from 'vitest';
import { registerEvalCommand } from '../src/cli/commands/eval.js';
import { runCommandInProcess } from '../src/testing/run-command.js';
import { describeWithSharedEval, sharedEvalPath } from '../src/testing/shared-eval.js';

// The targets for the offline default on the dev data, end to end through `anker eval` (PGlite, builtin
// embedder, offline judge and answerer). Reproduce: npx anker eval grounding; npx anker eval xquad.

async function runEval(args: string[]): Promise<{ report: unknown; code: number }> {
  const { out, code } = await runCommandInProcess(registerEvalCommand, ['--json', '--log-level', 'silent', '--model', 'offline', '--embedder', 'builtin', 'eval', ...args]);
  return { report: JSON.parse(out.at(-1)!), code };
}

interface Rate {
  count: number;
  total: number;
  rate: number;
}

describeWithSharedEval('evaluation targets of the offline default', ['grounding-dev/questions.jsonl', 'grounding-dev2/questions.jsonl', 'xquad/xquad.de.json', 'xquad/xquad.en.json'], () => {
  // Citation precision ≥ 95 % as `anker eval grounding` targets it: since the glossary written while tuning on
  // grounding-dev was deleted (session 23) it is 96 %, a second document cited beside the right one.
  it('grounding-dev: negative rejection ≥ 98 %, no forbidden fact, false rejection ≤ 15 %, citation precision ≥ 95 %', { timeout: 300_000 }, async () => {
    const { report, code } = await runEval(['grounding']);
    const { overall, pass } = report as { overall: Record<string, Rate>; pass: boolean };
    console.info(`grounding-dev: ${JSON.stringify(Object.fromEntries(Object.entries(overall).map(([key, rate]) => [key, rate.rate])))}`);
    expect(pass).toBe(true);
    expect(code).toBe(0);
    expect(overall.negativeRejection!.rate).toBeGreaterThanOrEqual(0.98);
    expect(overall.forbiddenFacts!.count).toBe(0);
    expect(overall.falseRejection!.rate).toBeLessThanOrEqual(0.15);
    expect(overall.citationPrecision!.rate).toBeGreaterThanOrEqual(0.95);
  });

  // grounding-dev2 was never tuned on and misses the targets (see README): these are floors at today's
  // figures, so a change that loses ground on the unseen company fails here instead of going unnoticed.
  it('grounding-dev2: no loss against today (negative rejection ≥ 97 %, false rejection ≤ 45 %, no forbidden fact, citation precision ≥ 96 %)', { timeout: 300_000 }, async () => {
    const { report } = await runEval(['grounding', '--data', sharedEvalPath('grounding-dev2')]);
    const { overall } = report as { overall: Record<string, Rate> };
    console.info(`grounding-dev2: ${JSON.stringify(Object.fromEntries(Object.entries(overall).map(([key, rate]) => [key, rate.rate])))}`);
    expect(overall.negativeRejection!.rate).toBeGreaterThanOrEqual(0.97);
    // Session 27: 25 → 26 of 58 refused, 1 → 0 forbidden facts. The question on how long a connection offer stays
    // binding, answered before with the sentence on when the offer is made (its 20 working days are the forbidden
    // fact), is refused now: the chunk names `Netzanschluss`, a sibling of the asked `Hausanschluss` to the judge.
    expect(overall.falseRejection!.rate).toBeLessThanOrEqual(0.45);
    expect(overall.forbiddenFacts!.count).toBe(0);
    // 31 of 32 citations (32 of 33 in sessions 25–26): the thesaurus, rebuilt with today's stems, joins `Rechner` and `System`, so
    // a question about a hacked computer is answered (with the caveat) from the operations manual's sentence on
    // incidents of the IT systems instead of being refused; the IT policy it should cite is not found.
    expect(overall.citationPrecision!.rate).toBeGreaterThanOrEqual(0.96);
  });

  it.each(['de', 'en'])('XQuAD %s: every question whose article is absent is not_found; most are answered with it', { timeout: 600_000 }, async (language) => {
    const { report } = await runEval(['xquad', '--lang', language]);
    const result = (report as { languages: Record<string, { negativeRejection: Rate; spanRecall: Rate; failures: { negative: unknown[] } }> }).languages[language]!;
    console.info(`XQuAD ${language}: negative rejection ${result.negativeRejection.count}/${result.negativeRejection.total}, span recall ${result.spanRecall.rate}`);
    expect(result.failures.negative).toEqual([]);
    expect(result.negativeRejection.rate).toBe(1);
    expect(result.spanRecall.rate).toBeGreaterThanOrEqual(language === 'de' ? 0.65 : 0.75);
  });
});
