import { BUILTIN_CALIBRATION } from '../src/retrieve/index.js';
import type { BenchContext, BenchOutcome, Benchmark } from './bench-types.js';
import { collectCalibrationSamples, splitOf } from './calibration-data.js';
import { separationBySource, separationTable } from './calibration-separation.js';

/** Evaluates the calibration currently in src/retrieve/calibration.ts on the dev data (refit: scripts/fit-calibration.ts). */
export const calibrationBenchmark: Benchmark = {
  name: 'calibration',
  // calibration.json is the fit report of scripts/fit-calibration.ts.
  resultFile: 'calibration-current.json',
  description:
    'Does the calibrated relevance (current coefficients in src/retrieve/calibration.ts) separate relevant from irrelevant hits? Retriever top-10 hits on grounding-dev and XQuAD dev (de, en), builtin embedder, PGlite.',
  async run(context: BenchContext): Promise<BenchOutcome> {
    const samples = await collectCalibrationSamples({ xquadQuestions: context.quick ? 20 : undefined, log: context.log });
    const all = separationBySource(samples);
    const heldOut = separationBySource(samples.filter((sample) => splitOf(sample) === 'report'));
    return {
      figures: { model: BUILTIN_CALIBRATION, samples: samples.length, separation: all, separationReportHalf: heldOut },
      summary: [
        `Model: bias ${BUILTIN_CALIBRATION.bias}, weights ${JSON.stringify(BUILTIN_CALIBRATION.weights)}; thresholds FOUND ≥ 0.75, LOW ≥ 0.55. All dev questions:`,
        '',
        ...separationTable(all),
        '',
        'Held-out half (questions the fit script does not fit on):',
        '',
        ...separationTable(heldOut),
        '',
      ],
    };
  },
};
