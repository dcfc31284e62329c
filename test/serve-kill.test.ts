import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { openStore } from '../src/store/index.js';
import { runAnker } from '../src/testing/run-cli.js';
import { startServe } from './serve-process.js';

const work = mkdtempSync(join(tmpdir(), 'anker-serve-kill-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const FILES = 60;

function document(index: number): string {
  const sections = Array.from({ length: 8 }, (_, section) =>
    `## Abschnitt ${section}\n\nDokument ${index}, Abschnitt ${section}: Die Wartung der Anlage ${index} erfolgt quartalsweise. ` +
    `Der Sensor ${section} meldet Temperaturwerte an das Gateway. `.repeat(8),
  ).join('\n\n');
  return `# Dokument ${index}\n\n${sections}\n`;
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

it('kill -9 of `anker serve` (store in its worker thread) during an upload job leaves only whole documents; the restarted server resumes the job to the end', async () => {
  const db = join(work, 'store');
  const created = await runAnker(['--db', db, '--json', 'keys', 'create', '--tenant', 'acme']);
  expect(created.code, created.stderr).toBe(0);
  const { key } = JSON.parse(created.stdout) as { key: string };
  const auth = { Authorization: `Bearer ${key}` };

  const first = await startServe(['--db', db, '--log-level', 'info'], { ANKER_MAX_UPLOAD_FILES: String(FILES) });
  const form = new FormData();
  for (let index = 0; index < FILES; index += 1) form.append('file', new File([document(index)], `doc-${String(index).padStart(3, '0')}.md`));
  const job = await json<{ id: string; total: number }>(await fetch(`${first.url}/v1/documents?async=1`, { method: 'POST', headers: auth, body: form }));
  expect(job.total).toBe(FILES);
  // The event loop answers while the worker thread writes: poll the job until some documents are in, then kill.
  for (;;) {
    const progress = await json<{ done: number; status: string }>(await fetch(`${first.url}/v1/jobs/${job.id}`, { headers: auth }));
    expect(['queued', 'running']).toContain(progress.status);
    if (progress.done >= 5) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  first.child.kill('SIGKILL');
  expect(await first.exited).toBeNull();

  const store = await openStore({ db });
  try {
    const documents = await store.listDocuments('acme');
    expect(documents.length).toBeGreaterThanOrEqual(5);
    expect(documents.length).toBeLessThan(FILES);
    const counts = await store.sql.query<{ document_id: string; n: number }>('SELECT document_id, count(*)::int AS n FROM chunks GROUP BY document_id');
    const byDocument = new Map(counts.rows.map((row) => [row.document_id, row.n]));
    for (const stored of documents) expect(byDocument.get(stored.id)).toBe(stored.chunkCount);
    expect(byDocument.size).toBe(documents.length);
  } finally {
    await store.close();
  }

  const second = await startServe(['--db', db]);
  try {
    // The job's remaining files were kept: the restarted server goes on from the next one.
    let after: { status: string; done: number; error: string | null };
    for (;;) {
      after = await json<{ status: string; done: number; error: string | null }>(await fetch(`${second.url}/v1/jobs/${job.id}`, { headers: auth }));
      if (after.status !== 'running' && after.status !== 'queued') break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(after).toMatchObject({ status: 'done', done: FILES, error: null });
    const listed = await json<{ documents: { source: string }[] }>(await fetch(`${second.url}/v1/documents`, { headers: auth }));
    expect(new Set(listed.documents.map((entry) => entry.source)).size).toBe(FILES);
  } finally {
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
  }
}, 300_000);
