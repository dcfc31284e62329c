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
  }, 60_000);

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
