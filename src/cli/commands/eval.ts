import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import type { Logger } from 'pino';
import { ask, gradeCorrectness, gradeGroundedness, withModelRetries, type AnswerEvidence } from '../../agent/index.js';
import { createLanguageModel } from '../../model/index.js';
import { askDepsFor, type Anker } from '../../app/index.js';
import { UsageError } from '../../errors/index.js';
import {
  createTenantKnowledgeBases,
  formatGroundingReport,
  formatRgbReport,
  formatXquadReport,
  GROUNDING_DEV_FRESHNESS_MONTHS,
  GROUNDING_DEV_REFERENCE_DATE,
  runGroundingEval,
  runRgbEval,
  runToolsEval,
  runToolUseEval,
  formatToolUseReport,
  runXquadEval,
  stringMatchCorrectness,
  type GroundingEvalOptions,
  type OpenKnowledgeBase,
  type ToolsEvalReport,
  type ToolUseEvalReport,
  type XquadLanguage,
} from '../../eval/index.js';
import { formatBfclToolUseReport, isBfclFolder, runBfclToolUseEval } from '../../eval/tools/index.js';
import type { CliContext } from '../context.js';
import { createProgressBar } from '../progress-bar.js';

const SUITES = ['grounding', 'xquad', 'rgb', 'tools', 'tool-use'] as const;
type Suite = (typeof SUITES)[number];

/** Default data folder of each suite, below `shared/eval`. */
const DATA_FOLDERS: Record<Suite, string> = { grounding: 'grounding-dev', xquad: 'xquad', rgb: 'rgb', tools: 'grounding-dev', 'tool-use': 'grounding-dev' };

interface EvalOptions {
  data?: string;
  lang?: string;
  questionsIn?: string;
  limit?: string;
  ids?: string;
  out?: string;
  referenceDate?: string;
  freshnessMonths?: string;
  evaluatorModel?: string;
}

/**
 * Finds `shared/eval/<name>` next to the working directory or the Anker checkout (`../shared/eval` from the repo
 * root, as in the project layout), so the command works from the repo root and from the installed package.
 */
export function findEvalData(name: string, starts: readonly string[] = [process.cwd(), dirname(fileURLToPath(import.meta.url))]): string | null {
  for (const start of starts) {
    for (let folder = resolve(start), depth = 0; depth < 8; folder = dirname(folder), depth += 1) {
      const candidate = join(folder, 'shared', 'eval', name);
      if (existsSync(candidate)) return candidate;
      if (dirname(folder) === folder) break;
    }
  }
  return null;
}

/**
 * Knowledge bases for the eval: one throwaway in-memory store, a fresh tenant per knowledge base, and `ask`
 * with the configured model, judge and reformulator at a fixed reference date.
 */
export function evalKnowledgeBases(anker: Anker, options: { now?: Date; freshnessMonths?: number }): OpenKnowledgeBase {
  const base = askDepsFor(anker, {
    retriever: anker.retriever,
    ...(options.now ? { now: () => options.now! } : {}),
    ...(options.freshnessMonths ? { freshnessMonths: options.freshnessMonths } : {}),
  });
  return createTenantKnowledgeBases({
    store: anker.store,
    embedder: anker.embedder,
    maxFileBytes: anker.config.maxFileBytes,
    logger: anker.logger,
    askIn: (tenantId) => async (question) => {
      let evidence: AnswerEvidence | undefined;
      const result = await ask(question, { ...base, tenantId, onEvidence: (found) => (evidence = found) });
      return { ...result, evidence };
    },
  });
}

export function registerEvalCommand(program: Command, context: CliContext): void {
  program
    .command('eval')
    .description('Evaluate grounding on a data set: grounding | xquad | rgb | tools | tool-use (always in a temporary in-memory store)')
    .argument('<suite>', SUITES.join(' | '))
    .option('--data <dir>', 'data folder (default: shared/eval/<set> beside the repository, e.g. ../shared/eval/grounding-dev)')
    .option('--lang <de|en>', 'xquad: only this language (default: both)')
    .option('--questions-in <de|en>', 'xquad: ask the questions in this language over the passages of --lang (cross-lingual)')
    .option('--limit <n>', 'at most n questions (per language for xquad), spread over the set')
    .option('--ids <id,…>', 'grounding: only these question ids')
    .option('--out <file.json>', 'also write the JSON report to this file')
    .option('--reference-date <iso>', `day freshness is judged from (grounding default ${GROUNDING_DEV_REFERENCE_DATE.slice(0, 10)}, else today)`)
    .option('--evaluator-model <spec>', 'grounding: the model that grades groundedness (default: --model / ANKER_MODEL; offline: the answer check)')
    .option('--freshness-months <n>', `freshness warning age (grounding default ${GROUNDING_DEV_FRESHNESS_MONTHS}, else the config)`)
    .action(async (suiteName: string, options: EvalOptions) => {
      if (!(SUITES as readonly string[]).includes(suiteName)) {
        throw new UsageError(`Unknown eval suite "${suiteName}".`, `Choose one of: ${SUITES.join(', ')}.`);
      }
      const suite = suiteName as Suite;
      const limit = parseWhole(options.limit, '--limit');
      if (options.lang !== undefined && options.lang !== 'de' && options.lang !== 'en') throw new UsageError('--lang must be de or en.');
      if (options.questionsIn !== undefined && options.questionsIn !== 'de' && options.questionsIn !== 'en') throw new UsageError('--questions-in must be de or en.');
      const data = options.data ? resolve(options.data) : findEvalData(DATA_FOLDERS[suite]);
      if (!data || !existsSync(data)) {
        throw new UsageError(`The ${suite} eval data was not found${options.data ? ` at ${options.data}` : ''}.`, `Give it with --data <dir> (usually ../shared/eval/${DATA_FOLDERS[suite]}).`);
      }
      const referenceDate = options.referenceDate ?? (suite === 'grounding' ? GROUNDING_DEV_REFERENCE_DATE : undefined);
      const now = referenceDate === undefined ? undefined : new Date(referenceDate);
      if (now && Number.isNaN(now.getTime())) throw new UsageError('--reference-date must be an ISO date, e.g. 2026-11-29.');
      const freshnessMonths = parseWhole(options.freshnessMonths, '--freshness-months') ?? (suite === 'grounding' ? GROUNDING_DEV_FRESHNESS_MONTHS : undefined);
      const json = Boolean(context.options().json);
      const bar = context.interactive() ? createProgressBar((text) => process.stderr.write(text), `eval ${suite}`) : null;

      let report: object;
      let pass: boolean | undefined;
      let human: string;
      if (suite === 'tools') {
        // BFCL sits beside grounding-dev in the shared eval folder: Tool RAG recall is measured on it when present.
        const bfclDir = join(data, '..', 'bfcl');
        const tools = await runToolsEval({ dataDir: data, bfclDir: existsSync(bfclDir) ? bfclDir : undefined });
        report = tools;
        human = formatToolsSummary(tools);
      } else if (suite === 'tool-use') {
        if (isBfclFolder(data)) {
          // BFCL: each entry with its own function pool; figures are reported, no target applies.
          const result = await runBfclToolUseEval({ dataDir: data, now, limit });
          report = result;
          human = formatBfclToolUseReport(result);
        } else {
          // The offline chooser in a dry run: calls are validated, never executed; relative dates from the set's reference_date.
          const result = await runToolUseEval({ dataDir: data, now });
          const withModel = await toolUseWithModel(context, data, now);
          report = withModel ? { ...result, withModel } : result;
          pass = result.pass;
          human = [formatToolUseReport(result), withModel && 'skipped' in withModel ? `With ${withModel.model}: skipped (${withModel.skipped})` : withModel ? formatToolUseReport(withModel) : null]
            .filter(Boolean)
            .join('\n\n');
        }
      } else {
        const anker = await context.openAnker({ db: 'memory://', tenant: 'eval' });
        try {
          const openKnowledgeBase = evalKnowledgeBases(anker, { now, freshnessMonths });
          if (suite === 'grounding') {
            const ids = options.ids?.split(',').map((id) => id.trim()).filter(Boolean);
            const evaluator = groundednessEvaluator(context, options.evaluatorModel ?? context.config().model, anker.logger);
            const result = await runGroundingEval({ data, openKnowledgeBase, limit, ids, evaluator, onCase: (outcome, done, total) => bar?.update(done, total, outcome.id) });
            report = result;
            pass = result.pass;
            human = formatGroundingReport(result);
          } else if (suite === 'xquad') {
            const languages: XquadLanguage[] = options.lang ? [options.lang as XquadLanguage] : ['de', 'en'];
            const result = await runXquadEval({
              data,
              languages,
              ...(options.questionsIn ? { questionLanguage: options.questionsIn as XquadLanguage } : {}),
              openKnowledgeBase,
              limit,
              onQuestion: ({ language, phase, done, total }) => bar?.update(done, total, `${language} ${phase}`),
            });
            report = result;
            human = formatXquadReport(result);
          } else {
            const file = data.endsWith('.json') ? data : join(data, 'en_fact.json');
            const result = await runRgbEval({ file, openKnowledgeBase, limit, onQuestion: (done, total) => bar?.update(done, total, 'rgb') });
            report = result;
            human = formatRgbReport(result);
          }
        } finally {
          await anker.close();
        }
      }
      bar?.finish();
      if (options.out) {
        await mkdir(dirname(resolve(options.out)), { recursive: true });
        await writeFile(options.out, `${JSON.stringify(report, null, 2)}\n`);
      }
      context.out(json ? JSON.stringify(report) : human);
      // A missed target fails the run, so CI can gate on it.
      if (pass === false) context.exitCode = 1;
    });
}

function parseWhole(value: string | undefined, flag: string): number | undefined {
  if (value === undefined) return undefined;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1) throw new UsageError(`${flag} must be a whole number of at least 1.`);
  return number;
}

function formatToolsSummary(report: ToolsEvalReport): string {
  const { validation } = report;
  return [
    `Tools eval: ${validation.cases} cases, ${validation.passed} passed`,
    `invalid arguments rejected: ${validation.invalidCaught}/${validation.invalidExpected}`,
    `valid arguments accepted:   ${validation.validAccepted}/${validation.validExpected}`,
    `unhelpful errors:           ${validation.unhelpful}`,
    ...validation.failures.map((failure) => `  failed: ${JSON.stringify(failure).slice(0, 200)}`),
    '',
    'Tool RAG selection recall@k (k = 1/3/5/10):',
    `  tool cases (${report.selection.toolCases.requests} requests, ${report.selection.toolCases.poolSize} tools): ${recallLine(report.selection.toolCases)}`,
    ...Object.entries(report.selection.bfcl ?? {}).flatMap(([category, pools]) => [
      `  BFCL ${category}, own pool (${pools.ownPool.poolSize.toFixed(1)} tools): ${recallLine(pools.ownPool)}`,
      `  BFCL ${category}, all functions pooled (${Math.round(pools.globalPool.poolSize)} tools): ${recallLine(pools.globalPool)}`,
    ]),
  ].join('\n');
}

function recallLine(recall: { recallAt: Record<string, number> }): string {
  return Object.entries(recall.recallAt)
    .map(([k, value]) => `@${k} ${(value * 100).toFixed(1)} %`)
    .join('  ');
}

/**
 * `anker eval tool-use` with the configured model too (when `--model` / ANKER_MODEL names one): the same cases, the
 * model choosing (dry run, nothing executed); a model that cannot be reached is skipped with the reason.
 */
async function toolUseWithModel(context: CliContext, data: string, now: Date | undefined): Promise<ToolUseEvalReport | { model: string; skipped: string } | null> {
  const spec = context.config().model;
  if (spec.trim() === 'offline') return null;
  try {
    const model = withModelRetries(createLanguageModel(spec, { providers: context.config().providers }));
    return await runToolUseEval({ dataDir: data, now, model: { model, spec } });
  } catch (error) {
    return { model: spec, skipped: (error as Error).message };
  }
}

/**
 * The evaluator role of `anker eval grounding`: a configured model grades every claim against its cited passage
 * (`gradeGroundedness`); the offline model has no reader of claims, so the answer check's verdict grades instead.
 */
function groundednessEvaluator(context: CliContext, spec: string, logger: Logger): GroundingEvalOptions['evaluator'] {
  if (spec.trim() === 'offline') return undefined;
  const model = withModelRetries(createLanguageModel(spec, { providers: context.config().providers }), { logger });
  return {
    name: spec,
    grade: (input) => gradeGroundedness(input, { model, logger }),
    correctness: (input) => gradeCorrectness(input, { model, logger, fallback: stringMatchCorrectness }),
  };
}
