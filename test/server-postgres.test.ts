import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, postgresSkipReason, startPostgresServer, type PostgresServer } from '../src/testing/postgres-server.js';
import { runAnker, spawnAnker } from '../src/testing/run-cli.js';
import { openStore } from '../src/store/index.js';
import { createSqlToolStateStore, toolMigrations } from '../src/tools/index.js';
import { ACME_DOCS } from '../src/testing/server-fixture.js';

/** Two `anker serve` processes behind one PostgreSQL database share keys, documents and ingest jobs. */
const reason = postgresSkipReason();
if (reason && !process.env.CI) process.stderr.write(`\n!!! SKIPPING two-process server test on PostgreSQL: ${reason}\n\n`);
const ADMIN = 'admin-key-for-two-processes-0123';

async function serve(url: string): Promise<{ url: string; child: ChildProcess; exited: Promise<number | null> }> {
  const child = spawnAnker(['--db', url, '--json', 'serve', '--port', '0'], { env: { ANKER_ADMIN_KEY: ADMIN, ANKER_LOG_LEVEL: 'warn' } });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  let stderr = '';
  child.stderr!.on('data', (data) => (stderr += data));
  const listening = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (data) => {
      stdout += data;
      const line = stdout.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    void exited.then((code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
  return { url: listening, child, exited };
}

describe.skipIf(reason !== null && !process.env.CI)('two anker serve processes on one PostgreSQL database', () => {
  let postgres: PostgresServer;
  let folder: string;
  let db: string;
  let servers: Awaited<ReturnType<typeof serve>>[] = [];

  beforeAll(async () => {
    postgres = await startPostgresServer();
    db = await createDatabase(postgres.url, `anker_serve_${process.pid}`);
    folder = await mkdtemp(join(tmpdir(), 'anker-serve-pg-'));
    const docs = join(folder, 'docs');
    await mkdir(docs);
    for (const [name, text] of Object.entries(ACME_DOCS)) await writeFile(join(docs, name), text);
    const ingest = await runAnker(['--db', db, '--tenant', 'acme', 'ingest', docs]);
    expect(ingest.code, ingest.stderr).toBe(0);
    servers = await Promise.all([serve(db), serve(db)]);
  }, 240_000);
  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await postgres?.stop();
    if (folder) await rm(folder, { recursive: true, force: true });
  });

  it('a key made on one process works on the other; revoked on the other, the first refuses it at once', async () => {
    const [a, b] = servers as [Awaited<ReturnType<typeof serve>>, Awaited<ReturnType<typeof serve>>];
    const created = await fetch(`${a.url}/v1/admin/keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tenant: 'acme' }),
    });
    const { key, record } = (await created.json()) as { key: string; record: { id: string } };
    const auth = { Authorization: `Bearer ${key}` };
    const search = await fetch(`${b.url}/v1/search`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ query: 'Tarif Business' }) });
    expect(((await search.json()) as { hits: { source: string }[] }).hits[0]!.source).toBe('preisliste.md');

    const form = new FormData();
    form.append('file', new File(['# Parken\n\nDer Parkplatz ist ab 7 Uhr geöffnet.'], 'parken.md'));
    const started = await fetch(`${a.url}/v1/documents?async=1`, { method: 'POST', headers: auth, body: form });
    expect(started.status).toBe(202);
    const job = (await started.json()) as { id: string };
    let status = 'queued';
    for (let tries = 0; tries < 100 && (status === 'queued' || status === 'running'); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      status = ((await (await fetch(`${b.url}/v1/jobs/${job.id}`, { headers: auth })).json()) as { status: string }).status;
    }
    expect(status).toBe('done');
    const answer = await fetch(`${b.url}/v1/ask`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ question: 'Ab wann ist der Parkplatz geöffnet?' }) });
    expect(((await answer.json()) as { answer: string }).answer).toContain('7 Uhr');

    expect((await fetch(`${b.url}/v1/admin/keys/${record.id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${ADMIN}` } })).status).toBe(200);
    expect((await fetch(`${a.url}/v1/documents`, { headers: auth })).status).toBe(401);
  }, 120_000);

  async function tenantKey(server: { url: string }): Promise<Record<string, string>> {
    const created = await fetch(`${server.url}/v1/admin/keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${ADMIN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ tenant: 'acme' }),
    });
    return { Authorization: `Bearer ${((await created.json()) as { key: string }).key}` };
  }

  it('of two decisions on one approval sent to both processes at once exactly one wins; both then show it', async () => {
    const [a, b] = servers as [Awaited<ReturnType<typeof serve>>, Awaited<ReturnType<typeof serve>>];
    const auth = await tenantKey(a);
    // A paused tool call, as the agent's runtime records it in the shared database.
    const store = await openStore({ db });
    try {
      await store.migrate('tools', toolMigrations);
      await createSqlToolStateStore(store.sql).createApproval({
        id: 'apr-two-processes',
        tenantId: 'acme',
        runId: 'run-two',
        callId: 'call-two',
        toolName: 'create_work_order',
        arguments: { asset: 'A1', priority: 'P3' },
        editedArguments: null,
        status: 'pending',
        decidedBy: null,
        reason: null,
        outcome: null,
        createdAt: '2026-12-01T10:00:00.000Z',
        decidedAt: null,
      });
    } finally {
      await store.close();
    }
    const pending = (await (await fetch(`${b.url}/v1/approvals`, { headers: auth })).json()) as { approvals: { id: string }[] };
    expect(pending.approvals.map((approval) => approval.id)).toContain('apr-two-processes');

    const decide = (server: { url: string }, action: 'approve' | 'reject') =>
      fetch(`${server.url}/v1/approvals/apr-two-processes/${action}`, { method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ reason: `via ${action}` }) });
    const [approved, rejected] = await Promise.all([decide(a, 'approve'), decide(b, 'reject')]);
    expect([approved.status, rejected.status].sort()).toEqual([200, 409]);
    const winner = approved.status === 200 ? 'approved' : 'rejected';
    const loser = (await (approved.status === 409 ? approved : rejected).json()) as { error: string };
    expect(loser.error).toBe('ALREADY_DECIDED');
    for (const server of [a, b]) {
      const seen = (await (await fetch(`${server.url}/v1/approvals/apr-two-processes`, { headers: auth })).json()) as { status: string };
      expect(seen.status).toBe(winner);
    }
  }, 120_000);

  it('uploads of one source to both processes at once leave one current version with its chunks, never two', async () => {
    const [a, b] = servers as [Awaited<ReturnType<typeof serve>>, Awaited<ReturnType<typeof serve>>];
    const auth = await tenantKey(a);
    const upload = (server: { url: string }, text: string) => {
      const form = new FormData();
      form.append('file', new File([text], 'schichtplan.md'));
      return fetch(`${server.url}/v1/documents`, { method: 'POST', headers: auth, body: form });
    };
    const same = '# Schichtplan\n\nDie Frühschicht beginnt um 6 Uhr.';
    const sameResults = await Promise.all([upload(a, same), upload(b, same)]);
    const sameSummaries = (await Promise.all(sameResults.map((response) => response.json()))) as { added: number; unchanged: number }[];
    expect(sameSummaries.map((summary) => [summary.added, summary.unchanged]).sort()).toEqual([[0, 1], [1, 0]]);

    const changed = await Promise.all([upload(a, `${same}\n\nDie Spätschicht beginnt um 14 Uhr.`), upload(b, `${same}\n\nDie Nachtschicht beginnt um 22 Uhr.`)]);
    expect(changed.map((response) => response.status)).toEqual([201, 201]);
    const listed = (await (await fetch(`${b.url}/v1/documents`, { headers: auth })).json()) as { documents: { source: string; status: string }[] };
    const versions = listed.documents.filter((document) => document.source === 'schichtplan.md');
    expect(versions.filter((document) => document.status === 'current')).toHaveLength(1);
    expect(versions).toHaveLength(3);
    const store = await openStore({ db });
    try {
      const current = (await store.listDocuments('acme')).filter((document) => document.source === 'schichtplan.md' && document.status === 'current');
      const chunks = await store.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM chunks WHERE tenant_id = 'acme' AND document_id = $1::uuid AND doc_status = 'current'", [current[0]!.id]);
      expect(chunks.rows[0]!.n).toBe(current[0]!.chunkCount);
    } finally {
      await store.close();
    }
  }, 120_000);
});
