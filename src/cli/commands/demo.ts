import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { ask, askWithTools, runtimeToolsFile, type AskDeps, type ToolAgentDeps } from '../../agent/index.js';
import { AnkerError } from '../../errors/index.js';
import type { CliContext } from '../context.js';
import { askDepsFor, createAnkerToolRuntime, type Anker } from '../../app/index.js';
import { createSqlAgentRunStore } from '../../tools/index.js';
import { formatAskResult, formatAskWithCalls } from './ask.js';
import { loadToolsetFactory } from './tools-call.js';

/** Reference date of the demo knowledge base, so freshness warnings do not depend on the day the demo runs. */
export const DEMO_REFERENCE_DATE = '2026-11-29T12:00:00Z';

/** The four cases the demo shows, one per grounding outcome. */
export const DEMO_CASES = [
  { case: 'answered', title: 'Answered from the current price list', question: 'Wie viel kostet der Tarif Business pro Monat?' },
  { case: 'caveat', title: 'Answered with a caveat (the SLA is older than 6 months)', question: 'Welche Verfügbarkeit garantiert das Premium-SLA?' },
  { case: 'superseded', title: 'Asked about a superseded version (labelled as no longer valid)', question: 'Was kostete der Tarif Business laut der alten Preisliste 2025?' },
  { case: 'not_found', title: 'Not in the documents (a template exists, but no contract with this client)', question: 'Welche Kündigungsfrist gilt im Vertrag mit der Sonnenfeld AG?' },
] as const;

/** The SCADA part (seed 004): the bundled operations toolset, chosen by the offline model, no key needed. */
export const DEMO_TOOL_CASES = [
  { case: 'sensor_reading', title: 'SCADA: one sensor (the offline model calls the tool)', question: 'Wie ist der aktuelle Wert von Sensor A_LINE1_042?' },
  { case: 'sensor_history', title: 'SCADA: a period in words becomes ISO dates', question: 'Zeig mir den Verlauf von A_LINE1_042 vom 1. bis 7. November 2026 in Stundenwerten.' },
  { case: 'parallel', title: 'SCADA: two sensors, one call with both ids', question: 'Vergleiche die Sensoren A_LINE1_042 und A_LINE1_043.' },
  { case: 'approval', title: 'SCADA: an irreversible work order waits for approval (nothing executed)', question: 'Lege einen Arbeitsauftrag für Anlage AS-10042 mit Priorität P1 an: Lager überhitzt.' },
  { case: 'needs_input', title: 'SCADA: a missing id is asked for, not guessed', question: 'Zeig mir den Verlauf des Sensors vom 1. bis 7. November 2026.' },
] as const;

/** Finds examples/demo-kb from this file, in the source tree (src/cli/commands) and in the build (dist/src/cli/commands). */
export function findDemoKnowledgeBase(start = dirname(fileURLToPath(import.meta.url))): string {
  for (let folder = start, depth = 0; depth < 6; folder = dirname(folder), depth += 1) {
    const candidate = join(folder, 'examples', 'demo-kb');
    if (existsSync(candidate)) return candidate;
  }
  throw new AnkerError('DEMO_MISSING', 'The bundled demo knowledge base (examples/demo-kb) was not found.', {
    hint: 'Run the demo from an Anker checkout or an installed package that includes examples/.',
  });
}

export function registerDemoCommand(program: Command, context: CliContext): void {
  program
    .command('demo')
    .description('Ingest the bundled example knowledge base into a temporary store and show answered, caveat, superseded and not-found cases, then the SCADA tools (offline tool calls, an approval)')
    .action(async () => {
      const folder = findDemoKnowledgeBase();
      const files = readdirSync(folder).filter((name) => name.endsWith('.md')).sort().map((name) => resolve(folder, name));
      const db = await mkdtemp(join(tmpdir(), 'anker-demo-'));
      const json = Boolean(context.options().json);
      try {
        const anker = await context.openAnker({ db, tenant: 'demo' });
        try {
          const summary = await anker.ingest(files);
          if (!json) context.err(`Ingested ${summary.added} demo documents from ${folder} into a temporary store (${db}).`);
          const now = new Date(DEMO_REFERENCE_DATE);
          const deps = askDepsFor(anker, { now: () => now });
          const cases = [];
          for (const demo of DEMO_CASES) {
            const result = await ask(demo.question, deps);
            cases.push({ case: demo.case, question: demo.question, ...result });
            if (json) continue;
            context.out(`\n=== ${demo.title} ===`);
            context.out(`? ${demo.question}`);
            context.out(`status: ${result.status}\n`);
            context.out(formatAskResult(demo.question, result));
          }
          const toolCases = await runToolCases(anker, deps, now, json ? null : context);
          if (json) context.out(JSON.stringify({ referenceDate: DEMO_REFERENCE_DATE, ingested: summary, cases, toolCases }));
        } finally {
          await anker.close();
        }
      } finally {
        await rm(db, { recursive: true, force: true });
      }
    });
}

/** The SCADA cases: the operations toolset in the demo's temporary store, the offline chooser deciding each call. */
async function runToolCases(anker: Anker, deps: AskDeps, now: Date, human: CliContext | null): Promise<Array<Record<string, unknown>>> {
  const { tools } = (await loadToolsetFactory('operations'))({});
  const runtime = await createAnkerToolRuntime(anker, { tools, language: 'de', chaos: null });
  const agent: ToolAgentDeps = { ask: deps, runtime, file: runtimeToolsFile(runtime), runs: createSqlAgentRunStore(anker.store.sql), now: () => now };
  const results = [];
  for (const demo of DEMO_TOOL_CASES) {
    const result = await askWithTools(demo.question, agent);
    results.push({ case: demo.case, question: demo.question, ...result });
    if (!human) continue;
    human.out(`\n=== ${demo.title} ===`);
    human.out(`? ${demo.question}`);
    human.out(`status: ${result.status}\n`);
    human.out(formatAskWithCalls(demo.question, result, false));
  }
  return results;
}
