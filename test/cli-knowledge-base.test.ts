import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAnker } from '../src/testing/run-cli.js';

const work = mkdtempSync(join(tmpdir(), 'anker-cli-'));
const kb = join(work, 'kb');
const db = join(work, 'store');

beforeAll(() => {
  mkdirSync(join(kb, 'vertraege'), { recursive: true });
  writeFileSync(
    join(kb, 'preise.md'),
    '---\ntitle: Preisliste 2026\nversion: "3.0"\ndocument_date: 2026-01-10\n---\n# Preisliste\n\n## Pro\n\nDer Pro-Plan kostet 850 € pro Monat und enthält 500 Sensoren.\n',
  );
  writeFileSync(
    join(kb, 'vertraege', 'alpha.md'),
    '---\ntitle: Vertrag Alpha\n---\n# Vertrag\n\n## Kündigung\n\nDie Kündigungsfrist beträgt drei Monate zum Quartalsende.\n',
  );
  writeFileSync(join(kb, 'kaputt.pdf'), 'this is not a pdf at all');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('anker ingest / search (CLI contract)', () => {
  it('ingests a folder, reports a bad file without stopping, and skips unchanged files', async () => {
    const first = await runAnker(['--db', db, '--json', 'ingest', kb]);
    expect(first.code).toBe(1);
    const summary = JSON.parse(first.stdout);
    expect(summary).toMatchObject({ added: 2, updated: 0, unchanged: 0 });
    expect(summary.failed).toHaveLength(1);
    expect(summary.failed[0].source).toBe('kaputt.pdf');
    expect(summary.failed[0].error).toMatch(/pdf/i);
    expect(first.stderr).not.toMatch(/at .*\.ts:\d+/);

    // A file given directly keeps its base name as source: the same source as inside the folder.
    const second = await runAnker(['--db', db, '--json', 'ingest', join(kb, 'preise.md'), join(kb, 'vertraege', 'alpha.md')]);
    expect(JSON.parse(second.stdout)).toMatchObject({ added: 1, updated: 0, unchanged: 1, failed: [] });
    expect(second.code).toBe(0);
  });

  it('finds a compound paraphrase and returns the contract JSON shape', async () => {
    const result = await runAnker(['--db', db, '--json', 'search', 'Frist für die Kündigung', '-k', '3']);
    expect(result.code).toBe(0);
    const { hits } = JSON.parse(result.stdout);
    expect(hits[0]).toMatchObject({ title: 'Vertrag Alpha' });
    expect(['vertraege/alpha.md', 'alpha.md']).toContain(hits[0].source);
    expect(Object.keys(hits[0]).sort()).toEqual(['page', 'score', 'section', 'snippet', 'source', 'title']);
    expect(hits[0].score).toBeGreaterThan(0);
    expect(hits[0].score).toBeLessThanOrEqual(1);
  });

  it('versions a changed file and stops returning the superseded text', async () => {
    writeFileSync(
      join(kb, 'preise.md'),
      '---\ntitle: Preisliste 2026\nversion: "3.1"\ndocument_date: 2026-03-01\n---\n# Preisliste\n\n## Pro\n\nDer Pro-Plan kostet 990 € pro Monat und enthält 500 Sensoren.\n',
    );
    const update = await runAnker(['--db', db, '--json', 'ingest', join(kb, 'preise.md')]);
    expect(JSON.parse(update.stdout)).toMatchObject({ added: 0, updated: 1 });
    const search = await runAnker(['--db', db, '--json', 'search', 'Was kostet der Pro-Plan?']);
    const snippets = JSON.parse(search.stdout).hits.map((hit: { snippet: string }) => hit.snippet).join('\n');
    expect(snippets).toContain('990 €');
    expect(snippets).not.toContain('850 €');
  });

  it('isolates tenants through the CLI', async () => {
    const other = await runAnker(['--db', db, '--tenant', 'kunde-b', '--json', 'search', 'Kündigungsfrist']);
    expect(other.code).toBe(0);
    expect(JSON.parse(other.stdout).hits).toEqual([]);
  });

  it('answers a batch in input order, one JSON line per query', async () => {
    const batch = join(work, 'queries.jsonl');
    writeFileSync(batch, '{"id":"q1","query":"Kündigungsfrist"}\n\n{"id":"q2","question":"Pro-Plan Sensoren"}\n');
    const result = await runAnker(['--db', db, 'search', '--batch', batch, '-k', '2']);
    expect(result.code).toBe(0);
    const lines = result.stdout.trim().split('\n').map((line) => JSON.parse(line));
    expect(lines.map((line) => line.id)).toEqual(['q1', 'q2']);
    expect(lines[0].hits[0].source).toMatch(/alpha\.md$/);
    expect(lines[1].hits[0].source).toBe('preise.md');
  });

  it('exits 2 with a clear message on usage errors', async () => {
    const noQuery = await runAnker(['--db', db, 'search']);
    expect(noQuery.code).toBe(2);
    expect(noQuery.stderr).toMatch(/Give a query/);
    const badK = await runAnker(['--db', db, 'search', 'x', '-k', 'zehn']);
    expect(badK.code).toBe(2);
    const unknown = await runAnker(['frobnicate']);
    expect(unknown.code).toBe(2);
    const badTenant = await runAnker(['--db', db, '--tenant', 'a b', 'search', 'x']);
    expect(badTenant.code).toBe(2);
    expect(badTenant.stderr).toMatch(/tenant/);
  });

  it('refuses a second embedder on an indexed tenant with a re-index hint', async () => {
    const result = await runAnker(['--db', db, '--embedder', 'builtin:128', 'search', 'x']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/dimensional|embedder/);
    expect(result.stderr).toMatch(/Hint:/);
  });
});

describe('anker ingest failure paths', () => {
  it('rejects a file over the size limit with the limit and how to raise it, and keeps going', async () => {
    const folder = join(work, 'big');
    mkdirSync(folder, { recursive: true });
    const { truncateSync } = await import('node:fs');
    writeFileSync(join(folder, 'riesig.md'), '');
    truncateSync(join(folder, 'riesig.md'), 50 * 1024 * 1024);
    writeFileSync(join(folder, 'klein.md'), '# Klein\n\nEin kleines Dokument über Wartungsfenster.\n');
    writeFileSync(join(folder, 'leer.txt'), '');
    const result = await runAnker(['--db', join(work, 'store-big'), '--json', 'ingest', '--max-file-mb', '10', folder]);
    expect(result.code).toBe(1);
    const summary = JSON.parse(result.stdout);
    expect(summary.added).toBe(1);
    const bySource = Object.fromEntries(summary.failed.map((f: { source: string; error: string }) => [f.source, f.error]));
    expect(bySource['riesig.md']).toMatch(/MB|limit|Limit/);
    expect(bySource['leer.txt']).toBeDefined();
  });
});
