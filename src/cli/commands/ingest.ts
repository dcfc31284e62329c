import { readdir, stat } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Command } from 'commander';
import { UsageError } from '../../errors/index.js';
import type { ChunkProgress, IngestProgress, IngestSummary } from '../../ingest/index.js';
import type { CliContext } from '../context.js';
import { createProgressBar } from '../progress-bar.js';
import { collectGarbage, releasingHeap } from '../release-heap.js';

/** A path argument that names nothing is a usage mistake (exit 2), found before the store is opened. */
async function requireExistingPaths(paths: string[]): Promise<void> {
  const missing: string[] = [];
  for (const path of paths) {
    await stat(path).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'ENOTDIR') missing.push(path);
      // Anything else (e.g. permission denied) is reported per file by the ingest itself.
    });
  }
  if (missing.length > 0) {
    throw new UsageError(
      `No such file or folder: ${missing.join(', ')}.`,
      'Give existing files or folders (md, txt, html, pdf, docx), e.g. anker ingest ./docs',
    );
  }
}

/** From this many files or bytes an ingest runs the embedded store in a worker thread. */
const WORKER_FROM_FILES = 100;
const WORKER_FROM_BYTES = 4 * 1024 * 1024;

/**
 * The embedded store's buffer pool for an ingest, in MB (PGlite's default is 128 MB, all of it resident from the
 * start): the writes read each page about once. A 60 MB text file took as long with 32 MB and ~110 MB less memory.
 */
const INGEST_BUFFER_POOL_MB = 32;

/**
 * Where the embedded store runs for this ingest. A large one: in a worker thread, so reading, parsing and embedding
 * here overlap the store's writes. A small one: in this thread, since starting the worker costs more (~1–4 s from
 * sources) than it saves. A rough count is enough.
 */
async function storeThreadFor(paths: string[]): Promise<'main' | 'worker'> {
  let files = 0;
  let bytes = 0;
  for (const path of paths) {
    const names = await readdir(path, { recursive: true }).catch(() => null);
    for (const name of names ?? ['']) {
      files += 1;
      bytes += await stat(join(path, name)).then((info) => (info.isFile() ? info.size : 0), () => 0);
      if (files >= WORKER_FROM_FILES || bytes >= WORKER_FROM_BYTES) return 'worker';
    }
  }
  return 'main';
}

function parseMaxFileMb(value: string | undefined): { maxFileBytes?: number } {
  if (value === undefined) return {};
  const megabytes = Number(value);
  if (!(megabytes > 0)) throw new UsageError(`--max-file-mb must be a positive number of megabytes, got "${value}".`);
  return { maxFileBytes: Math.round(megabytes * 1024 * 1024) };
}

/**
 * Progress on stderr: a bar on a terminal (with the chunks embedded so far of a large file), one line per file
 * otherwise (CI, pipes, --json), so a long ingest never looks hung.
 */
function progressReporter(context: CliContext): { onProgress: (progress: IngestProgress) => void; onChunkProgress: (progress: ChunkProgress) => void } {
  if (context.interactive()) {
    const bar = createProgressBar((text) => process.stderr.write(text), 'ingest');
    let files = { done: 0, total: 0 };
    return {
      onProgress: (progress) => {
        files = progress;
        bar.update(progress.done, progress.total, progress.source, 'files');
        if (progress.done === progress.total) bar.finish();
      },
      // A large file streams for a while: the bar follows its chunks, the detail says which file of how many it is.
      onChunkProgress: (progress) =>
        bar.update(progress.done, progress.total, `${progress.source} (file ${files.done + 1}/${Math.max(files.total, files.done + 1)})`, 'chunks'),
    };
  }
  return {
    onProgress: (progress) => context.err(`ingest ${progress.done}/${progress.total} ${progress.outcome} ${progress.source}`),
    onChunkProgress: () => undefined,
  };
}

/**
 * What the folders held that is no document type (`skipped 3 files of other types: .zip 2, no extension 1 (e.g.
 * a.zip, tool)`), so a folder of such files does not end in a silent `added 0`.
 */
export function skippedNote(skipped: readonly string[], supportedExtensions: readonly string[]): string {
  const byType = new Map<string, number>();
  for (const source of skipped) {
    const type = /\p{L}/u.test(extname(source)) ? extname(source).toLowerCase() : 'no extension';
    byType.set(type, (byType.get(type) ?? 0) + 1);
  }
  const types = [...byType].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([type, count]) => `${type} ${count}`);
  const shown = types.length > 5 ? [...types.slice(0, 5), '…'] : types;
  const examples = skipped.slice(0, 3).join(', ') + (skipped.length > 3 ? ', …' : '');
  return (
    `skipped ${skipped.length} file${skipped.length === 1 ? '' : 's'} of other types: ${shown.join(', ')} (e.g. ${examples}). ` +
    `Documents are read from ${supportedExtensions.join(', ')} and from text files without an extension; convert others to one of these.`
  );
}

/** The human summary: `reindexed` only when files were re-indexed, so other runs read as they always did. */
export function summaryLine(summary: IngestSummary): string {
  const reindexed = summary.reindexed ? `, reindexed ${summary.reindexed}` : '';
  return `added ${summary.added}, updated ${summary.updated}, unchanged ${summary.unchanged}${reindexed}, failed ${summary.failed.length}`;
}

export function registerIngestCommand(program: Command, context: CliContext): void {
  program
    .command('ingest')
    .description('Ingest files or folders (md, txt, html, pdf, docx) into the knowledge base')
    .argument('<paths...>', 'files or folders (recursive)')
    .option('--max-file-mb <mb>', 'largest file to ingest in megabytes (env ANKER_MAX_FILE_MB, default 25)')
    .option('--force', 're-read every file, even one stored unchanged by this version of Anker, and replace its chunks in place')
    .action(async (paths: string[], options: { maxFileMb?: string; force?: boolean }) => {
      const overrides = parseMaxFileMb(options.maxFileMb);
      await requireExistingPaths(paths);
      const thread = await storeThreadFor(paths);
      const anker = await context.openAnker(overrides, { thread, bufferPoolMb: INGEST_BUFFER_POOL_MB });
      // A large load leaves this thread's heap full of its garbage while the store builds its indexes.
      const reporter = thread === 'worker' ? releasingHeap(progressReporter(context), collectGarbage) : progressReporter(context);
      try {
        const summary = await anker.ingest(paths, { ...reporter, force: options.force === true });
        if (summary.failed.length > 0) context.exitCode = 1;
        if (context.options().json) {
          context.out(JSON.stringify(summary));
          return;
        }
        context.out(summaryLine(summary));
        for (const failure of summary.failed) context.err(`  ✗ ${failure.source}: ${failure.error}`);
        const skipped = summary.skipped ?? [];
        if (skipped.length > 0) context.err(skippedNote(skipped, (await import('../../ingest/index.js')).supportedExtensions));
      } finally {
        await anker.close();
      }
    });
}
