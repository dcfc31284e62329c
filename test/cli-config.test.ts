import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAnker, spawnAnker } from '../src/testing/run-cli.js';

/**
 * `anker.config.json` as the real binary reads it: found in the working directory, paths relative to the file,
 * flags > env > file > defaults; `anker serve` takes its tools from it and resumes a paused run on approval.
 */
const work = mkdtempSync(join(tmpdir(), 'anker-cli-config-'));
const project = join(work, 'project');
const log = join(work, 'executed.jsonl');
const fixtures = join(import.meta.dirname, '..', 'src', 'server', 'tools', '__fixtures__');
mkdirSync(join(project, 'tools'), { recursive: true });
copyFileSync(join(fixtures, 'rental-tools.json'), join(project, 'tools', 'tools.json'));
copyFileSync(join(fixtures, 'rental-executor.mjs'), join(project, 'tools', 'executor.mjs'));
writeFileSync(
  join(project, 'anker.config.json'),
  JSON.stringify({ db: './kb', tenant: 'acme', serve: { rateLimitPerMinute: 600, tools: 'tools/tools.json', executor: 'tools/executor.mjs' } }),
);
writeFileSync(log, '');
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function json(args: string[], env: Record<string, string> = {}) {
  const run = await runAnker(['--json', ...args], { cwd: project, env });
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

describe('anker.config.json', () => {
  it('anker config shows the file and its values under env vars and flags', async () => {
    const shown = await json(['config']);
    expect(shown.file).toBe(join(project, 'anker.config.json'));
    expect(shown.config).toMatchObject({ db: join(project, 'kb'), tenant: 'acme' });
    expect(shown.serve).toMatchObject({ rateLimitPerMinute: 600, port: 8787, tools: join(project, 'tools', 'tools.json') });
    expect((await json(['config'], { ANKER_TENANT: 'env', ANKER_RATE_LIMIT: '7' })).config.tenant).toBe('env');
    expect((await json(['config'], { ANKER_RATE_LIMIT: '7' })).serve.rateLimitPerMinute).toBe(7);
    expect((await json(['--tenant', 'flag', 'config'], { ANKER_TENANT: 'env' })).config.tenant).toBe('flag');
  }, 60_000);

  it('refuses an invalid file with exit 2, naming the key', async () => {
    const bad = join(work, 'bad.json');
    writeFileSync(bad, JSON.stringify({ serve: { prot: 80 } }));
    const run = await runAnker(['config', '--config', bad], { cwd: project });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('prot');
    const missing = await runAnker(['--config', join(work, 'missing.json'), 'search', 'x'], { cwd: project });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('missing.json does not exist');
  }, 60_000);

  it('--config is global: the store commands read the named file, before or after the command name', async () => {
    const other = join(work, 'other');
    mkdirSync(join(other, 'docs'), { recursive: true });
    writeFileSync(join(other, 'docs', 'urlaub.md'), '# Urlaub\n\nJede Mitarbeiterin hat 31 Tage Urlaub im Jahr.\n');
    writeFileSync(join(other, 'team.json'), JSON.stringify({ db: './team-kb', tenant: 'team' }));
    const file = join(other, 'team.json');
    // Run from the project folder, whose own anker.config.json names another store and tenant.
    expect((await json(['--config', file, 'ingest', join(other, 'docs')])).added).toBe(1);
    expect((await json(['search', 'Urlaub Tage', '--config', file])).hits[0].source).toBe('urlaub.md');
    await json(['--config', file, 'keys', 'create', '--tenant', 'team']);
    const listed = await json(['keys', 'list', '--config', file]);
    expect(listed.keys.map((record: { tenantId: string }) => record.tenantId)).toEqual(['team']);
  }, 240_000);

  it('--config names the file layer: flags > env > that file > defaults, and wins over ANKER_CONFIG', async () => {
    const file = join(work, 'layer.json');
    writeFileSync(file, JSON.stringify({ db: './layer-kb', tenant: 'team', foundThreshold: 0.7 }));
    const shown = await json(['--config', file, 'config'], { ANKER_CONFIG: join(project, 'anker.config.json') });
    expect(shown.file).toBe(file);
    expect(shown.config).toMatchObject({ db: join(work, 'layer-kb'), tenant: 'team', foundThreshold: 0.7 });
    const layered = await json(['--tenant', 'flag', 'config', '--config', file], { ANKER_FOUND_THRESHOLD: '0.9' });
    expect(layered.config).toMatchObject({ tenant: 'flag', foundThreshold: 0.9, db: join(work, 'layer-kb') });
    expect((await json(['config'], { ANKER_CONFIG: file })).config.tenant).toBe('team');
  }, 120_000);

  it('anker serve runs with the store and tools of the file; an approval over HTTP resumes the run', async () => {
    const { key } = await json(['keys', 'create', '--tenant', 'acme']);
    const child = spawnAnker(['--json', 'serve', '--port', '0'], { cwd: project, env: { RENTAL_EXECUTOR_LOG: log } });
    let stderr = '';
    child.stderr!.on('data', (data) => (stderr += data));
    const exited = new Promise((resolve) => child.on('exit', resolve));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let stdout = '';
        child.stdout!.on('data', (data) => {
          stdout += data;
          const line = stdout.split('\n').find((text) => text.startsWith('{'));
          if (line) resolve((JSON.parse(line) as { url: string }).url);
        });
        void exited.then((code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
      });
      expect(stderr).toContain('tools: get_rental, book_repair');
      const post = (path: string, body: unknown) =>
        fetch(`${url}${path}`, { method: 'POST', headers: { Authorization: `Bearer ${key}`, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
      const paused = (await (await post('/v1/ask', { question: 'Buche bitte eine Reparatur für Rad BK-1001.' })).json()) as { status: string; approvals: { id: string }[] };
      expect(paused.status).toBe('awaiting_approval');
      expect(readFileSync(log, 'utf8')).toBe('');
      const decided = (await (await post(`/v1/approvals/${paused.approvals[0]!.id}/approve`, {})).json()) as { resumed: { status: string; answer: string } };
      expect(decided.resumed.status).toBe('answered');
      expect(decided.resumed.answer).toMatch(/WR-\d{4}/);
      expect(readFileSync(log, 'utf8').trim().split('\n')).toHaveLength(1);
    } finally {
      child.kill('SIGTERM');
      await exited;
    }
  }, 120_000);
});
