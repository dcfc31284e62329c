import type { Command } from 'commander';
import type { Hit } from '../../spec/index.js';
import { UsageError } from '../../errors/index.js';
import type { CliContext } from '../context.js';
import { readJsonLines } from '../read-batch.js';

/** The `anker search --json` hit shape (DESIGN.md). */
export function toSearchJson(hits: Hit[]) {
  return {
    hits: hits.map((hit) => ({
      source: hit.citation.source,
      title: hit.citation.title,
      section: hit.citation.section,
      page: hit.citation.page,
      score: Number(hit.relevance.toFixed(4)),
      snippet: hit.text.length > 300 ? `${hit.text.slice(0, 297)}...` : hit.text,
    })),
  };
}

export function registerSearchCommand(program: Command, context: CliContext): void {
  program
    .command('search')
    .description('Hybrid search (full text + vectors, RRF) over the knowledge base')
    .argument('[query]', 'search text')
    .option('-k, --limit <n>', 'number of hits', '10')
    .option('--batch <file.jsonl>', 'one query per line: {"id","query"} or {"id","question"}')
    .option('--include-superseded', 'also search superseded versions')
    .action(async (query: string | undefined, options: { limit: string; batch?: string; includeSuperseded?: boolean }) => {
      const limit = Number(options.limit);
      if (!Number.isInteger(limit) || limit < 1 || limit > 1000) throw new UsageError('-k must be a whole number from 1 to 1000.');
      if (!query && !options.batch) throw new UsageError('Give a query or --batch <file.jsonl>.', 'Example: anker search "Kündigungsfrist" -k 5');
      const rows = options.batch ? await readJsonLines(options.batch) : null;
      const anker = await context.openAnker({}, { access: 'read-only' });
      try {
        if (rows) {
          for (const row of rows) {
            const text = String(row.query ?? row.question ?? '');
            const hits = text ? await anker.search(text, { limit, includeSuperseded: options.includeSuperseded }) : [];
            context.out(JSON.stringify({ ...toSearchJson(hits), id: row.id ?? null }));
          }
          return;
        }
        const hits = await anker.search(query!, { limit, includeSuperseded: options.includeSuperseded });
        if (context.options().json) {
          context.out(JSON.stringify(toSearchJson(hits)));
          return;
        }
        if (hits.length === 0) context.out('No hits.');
        hits.forEach((hit, index) => {
          const where = [hit.citation.section, hit.citation.page ? `p. ${hit.citation.page}` : null].filter(Boolean).join(', ');
          context.out(`${index + 1}. [${hit.relevance.toFixed(2)}] ${hit.citation.title} (${hit.citation.source}${where ? `; ${where}` : ''})`);
          context.out(`   ${hit.text.replace(/\s+/g, ' ').slice(0, 200)}`);
        });
      } finally {
        await anker.close();
      }
    });
}
