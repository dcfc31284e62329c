import { existsSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Command } from 'commander';
import { ask } from '../../agent/index.js';
import { AnkerError } from '../../errors/index.js';
import type { CliContext } from '../context.js';
import { askDepsFor } from '../../app/index.js';
import { formatAskResult } from './ask.js';

/** Reference date of the demo knowledge base, so freshness warnings do not depend on the day the demo runs. */
export const DEMO_REFERENCE_DATE = '2026-11-29T12:00:00Z';

/** The four cases the demo shows, one per grounding outcome. */
export const DEMO_CASES = [
  { case: 'answered', title: 'Answered from the current price list', question: 'Wie viel kostet der Tarif Business pro Monat?' },
  { case: 'caveat', title: 'Answered with a caveat (the SLA is older than 6 months)', question: 'Welche Verfügbarkeit garantiert das Premium-SLA?' },
  { case: 'superseded', title: 'Asked about a superseded version (labelled as no longer valid)', question: 'Was kostete der Tarif Business laut der alten Preisliste 2025?' },
  { case: 'not_found', title: 'Not in the documents (a template exists, but no contract with this client)', question: 'Welche Kündigungsfrist gilt im Vertrag mit der Sonnenfeld AG?' },
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
    .description('Ingest the bundled example knowledge base into a temporary store and show answered, caveat, superseded and not-found cases')
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
          if (json) context.out(JSON.stringify({ referenceDate: DEMO_REFERENCE_DATE, ingested: summary, cases }));
        } finally {
          await anker.close();
        }
      } finally {
        await rm(db, { recursive: true, force: true });
      }
    });
}
