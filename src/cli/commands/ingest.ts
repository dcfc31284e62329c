import type { Command } from 'commander';
import type { CliContext } from '../context.js';
import { createProgressBar } from '../progress-bar.js';

export function registerIngestCommand(program: Command, context: CliContext): void {
  program
    .command('ingest')
    .description('Ingest files or folders (md, txt, html, pdf, docx) into the knowledge base')
    .argument('<paths...>', 'files or folders (recursive)')
    .option('--max-file-mb <mb>', 'largest file to ingest in megabytes (env ANKER_MAX_FILE_MB, default 25)')
    .action(async (paths: string[], options: { maxFileMb?: string }) => {
      const overrides = options.maxFileMb ? { maxFileBytes: Math.round(Number(options.maxFileMb) * 1024 * 1024) } : {};
      const anker = await context.openAnker(overrides);
      try {
        const bar = context.interactive() ? createProgressBar((text) => process.stderr.write(text), 'ingest') : null;
        const summary = await anker.ingest(paths, {
          onProgress: (progress) => bar?.update(progress.done, progress.total, progress.source),
        });
        bar?.finish();
        if (summary.failed.length > 0) context.exitCode = 1;
        if (context.options().json) {
          context.out(JSON.stringify(summary));
          return;
        }
        context.out(`added ${summary.added}, updated ${summary.updated}, unchanged ${summary.unchanged}, failed ${summary.failed.length}`);
        for (const failure of summary.failed) context.err(`  ✗ ${failure.source}: ${failure.error}`);
      } finally {
        await anker.close();
      }
    });
}
