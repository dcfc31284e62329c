// Fits the relevance calibration of src/retrieve/calibration.ts on the dev data:
//   npx tsx scripts/fit-calibration.ts [--embedder builtin] [--l2 0.001] [--xquad-questions N] [--out bench/results/calibration.json]
// Collects labelled (question, hit) features from the retriever (grounding-dev, XQuAD dev de+en), fits a logistic
// regression on half of the questions and reports the separation on the other half. Paste the printed model into
// src/retrieve/calibration.ts; `npm run bench -- calibration` then checks the model in place.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BUILTIN_CALIBRATION, featureVector, type CalibrationModel } from '../src/retrieve/index.js';
import { collectCalibrationSamples, splitOf, type CalibrationSample } from '../bench/calibration-data.js';
import { separationBySource, separationTable } from '../bench/calibration-separation.js';
import { fitLogistic, predict } from '../bench/logistic-regression.js';
import { machineInfo } from '../bench/machine-info.js';

const { values } = parseArgs({
  options: {
    embedder: { type: 'string', default: 'builtin' },
    l2: { type: 'string', default: '0.001' },
    'xquad-questions': { type: 'string' },
    out: { type: 'string', default: 'bench/results/calibration.json' },
    // The grounding state is decided on the best hits: fitting on them calibrates the decision that matters.
    top: { type: 'string', default: '10' },
  },
});

/** Each source weighs the same in the fit, so 94 company questions are not drowned by 1,264 XQuAD questions. */
function sourceWeights(samples: readonly CalibrationSample[]): number[] {
  const counts = new Map<string, number>();
  for (const sample of samples) counts.set(sample.source, (counts.get(sample.source) ?? 0) + 1);
  return samples.map((sample) => samples.length / counts.size / counts.get(sample.source)!);
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}

async function main(): Promise<void> {
  const log = (message: string) => process.stderr.write(`${message}\n`);
  const samples = await collectCalibrationSamples({
    embedder: values.embedder,
    xquadQuestions: values['xquad-questions'] ? Number(values['xquad-questions']) : undefined,
    log,
  });
  const fitSet = samples.filter((sample) => splitOf(sample) === 'fit' && sample.rank <= Number(values.top));
  const reportSet = samples.filter((sample) => splitOf(sample) === 'report');
  log(`samples: ${samples.length} hits (${fitSet.length} fit, ${reportSet.length} report); fitting`);
  const fitted = fitLogistic(
    fitSet.map((sample) => featureVector(sample.features)),
    fitSet.map((sample) => sample.relevant),
    { sampleWeights: sourceWeights(fitSet), l2: Number(values.l2) },
  );
  const [coverage, cosine, lexicalNorm, lexicalReciprocal, vectorReciprocal] = fitted.weights.map(round) as [number, number, number, number, number];
  const model: CalibrationModel = {
    embedder: values.embedder!.split(':')[0]!,
    bias: round(fitted.bias),
    weights: { coverage, cosine, lexicalNorm, lexicalReciprocal, vectorReciprocal },
  };
  const fittedScore = (sample: CalibrationSample) => predict({ bias: model.bias, weights: featureVector(model.weights) }, featureVector(sample.features));
  const report = {
    date: new Date().toISOString(),
    machine: machineInfo(),
    embedder: values.embedder,
    method:
      'Logistic regression (full-batch gradient descent, L2 on weights) on retriever top-10 hits; each source weighs the same; fit on the questions whose sha256(source:id) is even, reported on the others.',
    samples: { total: samples.length, fit: fitSet.length, report: reportSet.length },
    fit: { l2: Number(values.l2), iterations: fitted.iterations, weightedLogLoss: fitted.loss },
    model,
    previousModel: BUILTIN_CALIBRATION,
    separationReportHalf: { fitted: separationBySource(reportSet, fittedScore), previous: separationBySource(reportSet) },
    separationAll: { fitted: separationBySource(samples, fittedScore), previous: separationBySource(samples) },
  };
  const out = resolve(values.out!);
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  process.stdout.write(
    [
      `Fitted model (${fitted.iterations} iterations, weighted log-loss ${fitted.loss.toFixed(4)}):`,
      JSON.stringify(model, null, 2),
      '',
      'Held-out half, fitted model:',
      ...separationTable(report.separationReportHalf.fitted),
      '',
      'Held-out half, model currently in src/retrieve/calibration.ts:',
      ...separationTable(report.separationReportHalf.previous),
      '',
      `Written to ${out}`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error).stack ?? String(error)}\n`);
  process.exitCode = 1;
});
