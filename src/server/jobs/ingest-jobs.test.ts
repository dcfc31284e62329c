import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnker, type Anker } from '../../app/index.js';
import { resolveServerConfig } from '../../config/index.js';
import { createBuiltinEmbedder } from '../../embed/index.js';
import type { Embedder } from '../../spec/index.js';
import { createApiKeyStore } from '../keys/api-keys.js';
import { createHttpApp, type HttpApp } from '../http/create-http-app.js';
import type { BackgroundLane } from '../http/work-gate.js';
import { createIngestJobs } from './ingest-jobs.js';

/** The builtin embedder, except that a held call waits until the test lets it go. */
function holdingEmbedder(): Embedder & { holdNextDocumentBatch(): { reached: Promise<void>; release(): void } } {
  const inner = createBuiltinEmbedder();
  let hold: { reached: () => void; released: Promise<void> } | null = null;
  return {
    id: inner.id,
    dimensions: inner.dimensions,
    async embed(texts, options) {
      if (hold && options?.kind === 'document') {
        const current = hold;
        hold = null;
        current.reached();
        await current.released;
      }
      return inner.embed(texts, options);
    },
    holdNextDocumentBatch() {
      let reached!: () => void;
      let release!: () => void;
      const reachedPromise = new Promise<void>((resolve) => (reached = resolve));
      hold = { reached, released: new Promise<void>((resolve) => (release = resolve)) };
      return { reached: reachedPromise, release };
    },
  };
}

/** More chunks than one write batch (512) takes, so it is streamed in three batches. */
const LARGE = Array.from({ length: 1100 }, (_, index) => `## Abschnitt ${index}\n\nDie Anlage ${index} wird im Takt ${index} gewartet.`).join('\n\n');

type Job = { id: string; status: string; done: number; error: string | null; updatedAt: string };

let anker: Anker;
let embedder: ReturnType<typeof holdingEmbedder>;
let keys: { acme: string; globex: string };

beforeAll(async () => {
  embedder = holdingEmbedder();
  anker = await createAnker({ config: { db: 'memory://', tenant: 'acme', model: 'offline', logLevel: 'silent', grounding: 'rules' }, embedder });
  const store = createApiKeyStore(anker.store.sql);
  keys = { acme: (await store.create('acme')).key, globex: (await store.create('globex')).key };
}, 60_000);
afterAll(() => anker?.close());

const config = () => resolveServerConfig({ adminKey: 'admin-key-for-tests-0123456789', logLevel: 'silent', maxConcurrentAnswers: 1 }, {});
const auth = (key: string) => ({ Authorization: `Bearer ${key}` });

async function uploadAsync(http: HttpApp, key: string, name: string, text: string): Promise<Job> {
  const form = new FormData();
  form.append('file', new File([text], name));
  const response = await http.app.request('/v1/documents?async=1', { method: 'POST', headers: auth(key), body: form });
  expect(response.status).toBe(202);
  return (await response.json()) as Job;
}

const getJob = async (http: HttpApp, key: string, id: string) => (await (await http.app.request(`/v1/jobs/${id}`, { headers: auth(key) })).json()) as Job;

describe('ingest jobs through the routes', () => {
  it("reports queued while waiting for the lane, and a large document yields the lane: another tenant's small upload finishes first", async () => {
    const http = createHttpApp({ anker, config: config() });
    const held = embedder.holdNextDocumentBatch();
    const large = await uploadAsync(http, keys.acme, 'handbuch.md', LARGE);
    expect(large.status).toBe('queued');
    // The large document holds the lane now (its first batch is being embedded).
    await held.reached;
    expect((await getJob(http, keys.acme, large.id)).status).toBe('running');
    const small = await uploadAsync(http, keys.globex, 'parken.md', '# Parken\n\nDer Parkplatz ist ab 7 Uhr geöffnet.');
    expect((await getJob(http, keys.globex, small.id)).status).toBe('queued');
    held.release();
    await http.jobs.idle();

    const [largeDone, smallDone] = [await getJob(http, keys.acme, large.id), await getJob(http, keys.globex, small.id)];
    expect(largeDone).toMatchObject({ status: 'done', done: 1 });
    expect(smallDone).toMatchObject({ status: 'done', done: 1 });
    // Order of completion: the small upload did not wait for the whole large document.
    expect(Date.parse(smallDone.updatedAt)).toBeLessThan(Date.parse(largeDone.updatedAt));
    // The large document is whole: every chunk of it, in one version.
    const [document] = await anker.store.listDocuments('acme');
    const chunks = await anker.store.sql.query<{ n: number }>("SELECT count(*)::int AS n FROM chunks WHERE tenant_id = 'acme' AND document_id = $1", [document!.id]);
    expect(document!.chunkCount).toBeGreaterThan(1024);
    expect(chunks.rows[0]!.n).toBe(document!.chunkCount);
  }, 300_000);

  it('a restarted server resumes a queued job from its kept files, and the old process then writes nothing of it', async () => {
    const http = createHttpApp({ anker, config: config() });
    let releaseRequest!: () => void;
    const request = http.gate.run(() => new Promise<void>((resolve) => (releaseRequest = resolve)));
    const queued = await uploadAsync(http, keys.globex, 'kantine.md', '# Kantine\n\nDie Kantine öffnet um 11 Uhr.');
    while (http.gate.waitingBackground() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    expect((await getJob(http, keys.globex, queued.id)).status).toBe('queued');

    const restarted = createHttpApp({ anker, config: config() });
    expect(await restarted.jobs.recover()).toBe(1);
    await restarted.jobs.idle();
    const resumed = await getJob(restarted, keys.globex, queued.id);
    expect(resumed).toMatchObject({ status: 'done', done: 1, error: null });

    releaseRequest();
    await request;
    await http.jobs.idle();
    expect((await getJob(restarted, keys.globex, queued.id)).status).toBe('done');
    const written = (await anker.store.listDocuments('globex')).filter((document) => document.source === 'kantine.md');
    expect(written).toHaveLength(1);
    // Handled files are not kept.
    const kept = await anker.store.sql.query<{ n: number }>('SELECT count(*)::int AS n FROM ingest_job_files WHERE job_id = $1', [queued.id]);
    expect(kept.rows[0]!.n).toBe(0);
  }, 120_000);

  it('resumes a running job at its next file; a job whose files were not kept is failed', async () => {
    const jobs = createIngestJobs({ store: anker.store, logger: anker.logger, resume: { tenantOf: (tenantId) => anker.forTenant(tenantId), toJson: (document) => document.source } });
    await jobs.recover();
    const half = await anker.store.sql.query<{ id: string }>(
      "INSERT INTO ingest_jobs (tenant_id, status, sources, total, done) VALUES ('globex', 'running', ARRAY['eins.md', 'zwei.md'], 2, 1) RETURNING id",
    );
    const id = half.rows[0]!.id;
    await anker.store.sql.query("INSERT INTO ingest_job_files (tenant_id, job_id, position, source, bytes) VALUES ('globex', $1, 1, 'zwei.md', $2)", [
      id,
      new TextEncoder().encode('# Zwei\n\nDie Werkstatt schließt um 17 Uhr.'),
    ]);
    const lost = await anker.store.sql.query<{ id: string }>(
      "INSERT INTO ingest_jobs (tenant_id, status, sources, total) VALUES ('globex', 'queued', ARRAY['drei.md'], 1) RETURNING id",
    );
    expect(await jobs.recover()).toBe(2);
    await jobs.idle();
    expect(await jobs.get('globex', id)).toMatchObject({ status: 'done', done: 2, summary: { added: 1, documents: ['zwei.md'] } });
    expect(await jobs.get('globex', lost.rows[0]!.id)).toMatchObject({ status: 'failed', error: expect.stringContaining('none of its files was written') });
    const sources = (await anker.store.listDocuments('globex')).map((document) => document.source);
    expect(sources).toContain('zwei.md');
    expect(sources).not.toContain('eins.md');
  }, 120_000);

  it('on a shared server a live process touches its waiting jobs, so another process never recovers them as dead', async () => {
    let grant!: () => void;
    const granted = new Promise<void>((resolve) => (grant = resolve));
    // A lane that lets the job in only when the test says so.
    const gate = { runBackground: async <T>(work: (lane: BackgroundLane) => Promise<T>) => (await granted, work({ yield: async () => undefined })) };
    const logger = anker.logger;
    const store = { sql: anker.store.sql, migrate: anker.store.migrate.bind(anker.store), capabilities: { ...anker.store.capabilities, driver: 'postgres' as const } };
    const jobs = createIngestJobs({ store, logger, gate, heartbeatMs: 10 });
    const job = await jobs.start(anker.forTenant('globex'), [{ source: 'lager.md', bytes: new TextEncoder().encode('# Lager\n\nDas Lager schließt um 18 Uhr.') }], (document) => document.id);
    await anker.store.sql.query("UPDATE ingest_jobs SET updated_at = now() - interval '1 hour' WHERE tenant_id = 'globex' AND id = $1", [job.id]);
    const age = async () =>
      (await anker.store.sql.query<{ minutes: number }>("SELECT extract(epoch FROM now() - updated_at) / 60 AS minutes FROM ingest_jobs WHERE tenant_id = 'globex' AND id = $1", [job.id])).rows[0]!.minutes;
    while ((await age()) > 30) await new Promise((resolve) => setTimeout(resolve, 10));
    // Another process restarting now recovers only jobs untouched for 10 minutes: not this one.
    expect(await createIngestJobs({ store, logger }).recover(10)).toBe(0);
    grant();
    await jobs.idle();
    expect((await jobs.get('globex', job.id))?.status).toBe('done');
  }, 60_000);
});
