import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toSearchJson } from '../../app/index.js';
import { createSqlToolStateStore, toolMigrations } from '../../tools/index.js';
import { ADMIN_KEY, openServerFixture, type ServerFixture } from '../../testing/server-fixture.js';
import { createHttpApp, type HttpApp } from './create-http-app.js';
import { OPERATIONS } from './openapi.js';
import { AskResponse, SearchResponse } from './schemas.js';

let fixture: ServerFixture;
let http: HttpApp;

/** Ids of the tool runtime's records per tenant, created directly in its tables. */
const ids = { globexApproval: 'apr-globex-1', acmeApproval: 'apr-acme-1', acmeApproval2: 'apr-acme-2', globexTrace: 'trc-globex-1', acmeTrace: 'trc-acme-1' };

beforeAll(async () => {
  fixture = await openServerFixture();
  http = createHttpApp({ anker: fixture.anker, config: fixture.config() });
  await fixture.anker.store.migrate('tools', toolMigrations);
  const state = createSqlToolStateStore(fixture.anker.store.sql);
  const approval = (id: string, tenantId: string, callId: string) => ({
    id,
    tenantId,
    runId: 'run-1',
    callId,
    toolName: 'create_work_order',
    arguments: { asset: 'A1', priority: 'P3' },
    editedArguments: null,
    status: 'pending' as const,
    decidedBy: null,
    reason: null,
    outcome: null,
    createdAt: '2026-12-01T10:00:00.000Z',
    decidedAt: null,
  });
  await state.createApproval(approval(ids.globexApproval, 'globex', 'call-g'));
  await state.createApproval(approval(ids.acmeApproval, 'acme', 'call-a'));
  await state.createApproval(approval(ids.acmeApproval2, 'acme', 'call-b'));
  const trace = (id: string, tenantId: string, status: 'ok' | 'error') => ({
    id,
    tenantId,
    traceId: `t-${id}`,
    runId: 'run-1',
    callId: `c-${id}`,
    toolName: 'get_sensor_reading',
    arguments: { sensor_id: 'S1' },
    status,
    errorType: status === 'error' ? ('TRANSIENT' as const) : null,
    latencyMs: 12,
    attempts: 1,
    idempotencyKey: null,
    replayed: false,
    startedAt: '2026-12-01T10:00:00.000Z',
  });
  await state.recordTrace(trace(ids.globexTrace, 'globex', 'ok'));
  await state.recordTrace(trace(ids.acmeTrace, 'acme', 'error'));
});
afterAll(() => fixture?.close());

const auth = (key: string) => ({ Authorization: `Bearer ${key}` });
const json = (key: string, body: unknown) => ({
  method: 'POST',
  headers: { ...auth(key), 'Content-Type': 'application/json' },
  body: JSON.stringify(body),
});

describe('public routes', () => {
  it('answers /healthz and /readyz, and /readyz turns 503 while draining', async () => {
    expect(await (await http.app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await http.app.request('/readyz');
    expect(ready.status).toBe(200);
    const draining = createHttpApp({ anker: fixture.anker, config: fixture.config() });
    draining.drain();
    expect((await draining.app.request('/readyz')).status).toBe(503);
  });

  it('sets security headers and sends no CORS headers unless origins are configured', async () => {
    const response = await http.app.request('/healthz', { headers: { Origin: 'https://evil.example' } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('x-request-id')).toMatch(/\S+/);
    const withCors = createHttpApp({ anker: fixture.anker, config: fixture.config({ corsOrigins: ['https://app.example'] }) });
    const allowed = await withCors.app.request('/healthz', { headers: { Origin: 'https://app.example' } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('https://app.example');
  });

  it('serves an OpenAPI document with every route, generated from the zod schemas', async () => {
    const document = (await (await http.app.request('/openapi.json')).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: unknown }> } }>>;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
    };
    expect(document.openapi).toBe('3.1.0');
    for (const operation of OPERATIONS) expect(document.paths[operation.path]?.[operation.method], `${operation.method} ${operation.path}`).toBeDefined();
    expect(document.paths['/v1/ask']!.post!.requestBody!.content['application/json']!.schema).toEqual({ $ref: '#/components/schemas/AskRequest' });
    expect(document.components.schemas.AskRequest!.required).toEqual(['question']);
    expect(Object.keys(document.components.schemas.AskResponse!.properties!)).toEqual(['status', 'answer', 'citations', 'trace', 'calls', 'run_id', 'approvals']);
    expect(document.components.schemas.AskResponse!.required).toEqual(['status', 'answer', 'citations', 'trace']);
  });

  it('answers an unknown route with a JSON 404', async () => {
    const response = await http.app.request('/nope');
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: 'NOT_FOUND', hint: expect.stringContaining('/openapi.json') });
  });
});

describe('auth over every route', () => {
  const keyed = OPERATIONS.filter((operation) => operation.auth === 'key');
  const admin = OPERATIONS.filter((operation) => operation.auth === 'admin');
  const path = (template: string, id: string) => template.replace('{id}', id);
  const cases = [
    { name: 'no key', headers: (): Record<string, string> => ({}) },
    { name: 'a wrong key', headers: () => auth('ank_wrong-key-000000000000000000000000000000') },
    { name: 'a non-bearer header', headers: () => ({ Authorization: 'Basic dXNlcjpwYXNz' }) },
    { name: 'a revoked key', headers: () => auth(fixture.revokedKey) },
  ];

  it.each(keyed.flatMap((operation) => cases.map((testCase) => ({ operation, testCase }))))(
    '$operation.method $operation.path with $testCase.name → 401',
    async ({ operation, testCase }) => {
      const response = await http.app.request(path(operation.path, fixture.acmeDocumentId), {
        method: operation.method.toUpperCase(),
        headers: { ...testCase.headers(), 'Content-Type': 'application/json' },
        body: operation.method === 'post' ? '{}' : undefined,
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toContain('Bearer');
      expect(await response.json()).toMatchObject({ error: 'UNAUTHORIZED', hint: expect.stringContaining('anker keys create') });
    },
  );

  it.each(admin.flatMap((operation) => [...cases, { name: 'a tenant key', headers: () => auth(fixture.acmeKey) }].map((testCase) => ({ operation, testCase }))))(
    'admin $operation.method $operation.path with $testCase.name → 401',
    async ({ operation, testCase }) => {
      const response = await http.app.request(path(operation.path, 'key_000000000000'), {
        method: operation.method.toUpperCase(),
        headers: { ...testCase.headers(), 'Content-Type': 'application/json' },
        body: operation.method === 'post' ? JSON.stringify({ tenant: 'acme' }) : undefined,
      });
      expect(response.status).toBe(401);
    },
  );

  it.each(keyed.filter((operation) => operation.path.includes('{id}')))(
    "$method $path with another tenant's id → 404, like an id that does not exist",
    async (operation) => {
      const request = {
        method: operation.method.toUpperCase(),
        headers: { ...auth(fixture.acmeKey), 'Content-Type': 'application/json' },
        body: operation.body ? JSON.stringify(operation.path.startsWith('/v1/documents') ? { status: 'archived' } : {}) : undefined,
      };
      const otherId = operation.path.startsWith('/v1/approvals') ? ids.globexApproval : operation.path.startsWith('/v1/traces') ? ids.globexTrace : fixture.globexDocumentId;
      const other = await http.app.request(path(operation.path, otherId), request);
      const missing = await http.app.request(path(operation.path, '00000000-0000-4000-8000-000000000000'), request);
      const malformed = await http.app.request(path(operation.path, 'not-a-uuid'), request);
      expect(malformed.status).toBe(404);
      expect(other.status).toBe(404);
      expect(missing.status).toBe(404);
      expect(await other.json()).toEqual(await missing.json());
      // Still there, and unchanged, for its own tenant.
      expect((await http.app.request(`/v1/documents/${fixture.globexDocumentId}`, { headers: auth(fixture.globexKey) })).status).toBe(200);
      const approval = (await (await http.app.request(`/v1/approvals/${ids.globexApproval}`, { headers: auth(fixture.globexKey) })).json()) as { status: string };
      expect(approval.status).toBe('pending');
    },
  );

  it('lists only the documents of the key’s tenant', async () => {
    const acme = (await (await http.app.request('/v1/documents', { headers: auth(fixture.acmeKey) })).json()) as { documents: { source: string }[] };
    const globex = (await (await http.app.request('/v1/documents', { headers: auth(fixture.globexKey) })).json()) as { documents: { source: string }[] };
    expect(acme.documents.map((document) => document.source)).toEqual(['preisliste.md']);
    expect(globex.documents.map((document) => document.source)).toEqual(['urlaub.md']);
    expect(acme.documents[0]).not.toHaveProperty('tenantId');
  });
});

describe('search and ask', () => {
  it('POST /v1/search returns exactly the `anker search --json` shape, scoped to the tenant', async () => {
    const response = await http.app.request('/v1/search', json(fixture.acmeKey, { query: 'Tarif Business Preis', limit: 3 }));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(SearchResponse.strict().safeParse(body).success).toBe(true);
    const expected = toSearchJson(await fixture.anker.forTenant('acme').search('Tarif Business Preis', { limit: 3 }));
    expect(body).toEqual(expected);
    expect((body as { hits: { source: string }[] }).hits[0]!.source).toBe('preisliste.md');
    const other = (await (await http.app.request('/v1/search', json(fixture.globexKey, { query: 'Tarif Business Preis' }))).json()) as { hits: { source: string }[] };
    expect(other.hits.every((hit) => hit.source === 'urlaub.md')).toBe(true);
  });

  it('POST /v1/ask answers from the tenant’s documents with citations, in the `anker ask --json` shape', async () => {
    const response = await http.app.request('/v1/ask', json(fixture.acmeKey, { question: 'Was kostet der Tarif Business?' }));
    expect(response.status).toBe(200);
    const body = AskResponse.parse(await response.json());
    expect(body.status).toBe('answered');
    expect(body.answer).toContain('49');
    expect(body.citations[0]).toMatchObject({ marker: 1, source: 'preisliste.md', title: 'Preisliste 2026', version: '3.0', documentDate: '2026-10-01' });
    expect(body.trace.attempts[0]!.state).toBe('FOUND');
  });

  it('another tenant asking the same question gets an honest not_found without the price', async () => {
    const body = AskResponse.parse(await (await http.app.request('/v1/ask', json(fixture.globexKey, { question: 'Was kostet der Tarif Business?' }))).json());
    expect(body.status).toBe('not_found');
    expect(body.answer).not.toContain('49');
    expect(body.citations).toEqual([]);
  });

  it('streams an answer as server-sent events: attempts with states, citations, answer, result', async () => {
    const response = await http.app.request('/v1/ask/stream', json(fixture.acmeKey, { question: 'Was kostet der Tarif Business?' }));
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const events = parseSse(await response.text());
    const names = events.map((event) => event.event);
    expect(names[0]).toBe('retrieval-attempt');
    expect(names.slice(-4)).toEqual(['citations', 'answer', 'result', 'done']);
    expect(events[0]!.data).toMatchObject({ attempt: 1, state: 'FOUND' });
    const result = AskResponse.parse(events.find((event) => event.event === 'result')!.data);
    expect(result.status).toBe('answered');
    expect(events.find((event) => event.event === 'citations')!.data).toEqual({ citations: result.citations });
    const viaQuery = parseSse(await (await http.app.request('/v1/ask?stream=1', json(fixture.acmeKey, { question: 'Was kostet der Tarif Basic?' }))).text());
    expect(viaQuery.at(-1)!.event).toBe('done');
  });

  it.each([
    { name: 'a missing question', body: {}, path: 'question' },
    { name: 'an empty question', body: { question: '   ' }, path: 'question' },
    { name: 'an unknown field', body: { question: 'x', extra: 1 }, path: '(body)' },
    { name: 'tools that are not a boolean', body: { question: 'x', tools: 'nope' }, path: 'tools' },
    { name: 'a bad history role', body: { question: 'x', history: [{ role: 'system', content: 'x' }] }, path: 'history.0.role' },
  ])('rejects $name with a structured 400 and a hint, never a stack trace', async ({ body, path }) => {
    const response = await http.app.request('/v1/ask', json(fixture.acmeKey, body));
    expect(response.status).toBe(400);
    const error = (await response.json()) as { error: string; hint: string; issues: { path: string }[] };
    expect(error.error).toBe('INVALID_REQUEST');
    expect(error.hint).toContain('"question"');
    expect(error.issues[0]!.path).toBe(path);
    expect(JSON.stringify(error)).not.toMatch(/at .*\.ts:\d+/);
  });

  it('rejects malformed JSON and an oversized body', async () => {
    const malformed = await http.app.request('/v1/search', { ...json(fixture.acmeKey, {}), body: '{"query": ' });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: 'INVALID_JSON' });
    const small = createHttpApp({ anker: fixture.anker, config: fixture.config({ maxBodyBytes: 100 }) });
    const big = await small.app.request('/v1/search', json(fixture.acmeKey, { query: 'x'.repeat(500) }));
    expect(big.status).toBe(413);
    expect(await big.json()).toMatchObject({ error: 'PAYLOAD_TOO_LARGE' });
  });
});

describe('documents', () => {
  const upload = (key: string, files: { name: string; text: string }[], app = http.app) => {
    const form = new FormData();
    for (const file of files) form.append('file', new File([file.text], file.name));
    return app.request('/v1/documents', { method: 'POST', headers: auth(key), body: form });
  };

  it('uploads, lists, gets and deletes a document through the normal ingest path; a re-upload is unchanged', async () => {
    const text = '# Reisekosten\n\nDie Kilometerpauschale beträgt 0,30 Euro pro Kilometer.';
    const response = await upload(fixture.globexKey, [{ name: 'reisekosten.md', text }]);
    expect(response.status).toBe(201);
    const summary = (await response.json()) as { added: number; documents: { id: string; source: string; chunkCount: number }[] };
    expect(summary.added).toBe(1);
    expect(summary.documents[0]).toMatchObject({ source: 'reisekosten.md', chunkCount: 1 });
    const id = summary.documents[0]!.id;
    const again = (await (await upload(fixture.globexKey, [{ name: 'reisekosten.md', text }])).json()) as { unchanged: number };
    expect(again.unchanged).toBe(1);
    const answer = AskResponse.parse(await (await http.app.request('/v1/ask', json(fixture.globexKey, { question: 'Wie hoch ist die Kilometerpauschale?' }))).json());
    expect(answer.answer).toContain('0,30');
    expect((await http.app.request(`/v1/documents/${id}`, { headers: auth(fixture.acmeKey) })).status).toBe(404);
    expect((await http.app.request(`/v1/documents/${id}`, { method: 'DELETE', headers: auth(fixture.acmeKey) })).status).toBe(404);
    const got = (await (await http.app.request(`/v1/documents/${id}`, { headers: auth(fixture.globexKey) })).json()) as { title: string };
    expect(got.title).toBe('Reisekosten');
    const deleted = await http.app.request(`/v1/documents/${id}`, { method: 'DELETE', headers: auth(fixture.globexKey) });
    expect(await deleted.json()).toEqual({ deleted: 1 });
    expect((await http.app.request(`/v1/documents/${id}`, { headers: auth(fixture.globexKey) })).status).toBe(404);
  });

  it('re-indexes an upload of the same bytes into a version stored by an older ingest pipeline, in place', async () => {
    const text = '# Dienstwagen\n\nDas Fahrtenbuch wird monatlich abgegeben.';
    const first = (await (await upload(fixture.globexKey, [{ name: 'dienstwagen.md', text }])).json()) as { documents: { id: string }[] };
    const id = first.documents[0]!.id;
    // As an older Anker stored it.
    await fixture.anker.store.sql.query('UPDATE documents SET pipeline_version = 0 WHERE id = $1::uuid', [id]);
    const response = await upload(fixture.globexKey, [{ name: 'dienstwagen.md', text }]);
    expect(response.status).toBe(200);
    const summary = (await response.json()) as Record<string, unknown> & { documents: Record<string, unknown>[] };
    expect(summary).toMatchObject({ added: 0, updated: 0, unchanged: 0, reindexed: 1, failed: [] });
    expect(summary.documents.map((document) => [document.id, document.status])).toEqual([[id, 'current']]);
    expect(Object.keys(summary.documents[0]!)).not.toContain('pipelineVersion');
    const again = (await (await upload(fixture.globexKey, [{ name: 'dienstwagen.md', text }])).json()) as Record<string, unknown>;
    expect(again).toMatchObject({ unchanged: 1 });
    expect(Object.keys(again)).toEqual(['added', 'updated', 'unchanged', 'failed', 'documents']);
    await http.app.request(`/v1/documents/${id}`, { method: 'DELETE', headers: auth(fixture.globexKey) });
  });

  it('ingests in the background with ?async=1: 202 with a job to poll, scoped to the tenant', async () => {
    const form = new FormData();
    form.append('file', new File(['# Parken\n\nDer Parkplatz ist ab 7 Uhr geöffnet.'], 'parken.md'));
    form.append('file', new File(['kein Text'], 'leer.pdf'));
    const response = await http.app.request('/v1/documents?async=1', { method: 'POST', headers: auth(fixture.globexKey), body: form });
    expect(response.status).toBe(202);
    const job = (await response.json()) as { id: string; status: string; total: number; sources: string[] };
    expect(response.headers.get('location')).toBe(`/v1/jobs/${job.id}`);
    expect(job).toMatchObject({ status: 'queued', total: 2, sources: ['parken.md', 'leer.pdf'] });
    await http.jobs.idle();
    const done = (await (await http.app.request(`/v1/jobs/${job.id}`, { headers: auth(fixture.globexKey) })).json()) as {
      status: string;
      done: number;
      summary: { added: number; failed: { source: string }[]; documents: { id: string; source: string }[] };
    };
    expect(done).toMatchObject({ status: 'done', done: 2 });
    expect(done.summary.added).toBe(1);
    expect(done.summary.failed.map((failure) => failure.source)).toEqual(['leer.pdf']);
    expect((await http.app.request(`/v1/jobs/${job.id}`, { headers: auth(fixture.acmeKey) })).status).toBe(404);
    const listed = (await (await http.app.request('/v1/jobs', { headers: auth(fixture.globexKey) })).json()) as { jobs: { id: string }[] };
    expect(listed.jobs.map((entry) => entry.id)).toContain(job.id);
    const acmeJobs = (await (await http.app.request('/v1/jobs', { headers: auth(fixture.acmeKey) })).json()) as { jobs: { id: string }[] };
    expect(acmeJobs.jobs.map((entry) => entry.id)).not.toContain(job.id);
    await http.app.request(`/v1/documents/${done.summary.documents[0]!.id}`, { method: 'DELETE', headers: auth(fixture.globexKey) });
  });

  it('marks jobs a stopped server left running as failed on the next start', async () => {
    const inserted = await fixture.anker.store.sql.query<{ id: string }>(
      "INSERT INTO ingest_jobs (tenant_id, status, sources, total) VALUES ('acme', 'running', ARRAY['x.md'], 1) RETURNING id",
    );
    const id = inserted.rows[0]!.id;
    const restarted = createHttpApp({ anker: fixture.anker, config: fixture.config() });
    expect(await restarted.jobs.recover()).toBeGreaterThanOrEqual(1);
    const job = (await (await restarted.app.request(`/v1/jobs/${id}`, { headers: auth(fixture.acmeKey) })).json()) as { status: string; error: string };
    expect(job.status).toBe('failed');
    expect(job.error).toContain('stopped before the job finished');
  });

  it('never uses the client file name as a path: a traversal name is reduced to its last segment', async () => {
    const response = await upload(fixture.globexKey, [{ name: '../../../etc/passwd.md', text: '# Hinweis\n\nNur ein Test.' }]);
    expect(response.status).toBe(201);
    const summary = (await response.json()) as { documents: { id: string; source: string }[] };
    expect(summary.documents[0]!.source).toBe('passwd.md');
    await http.app.request(`/v1/documents/${summary.documents[0]!.id}`, { method: 'DELETE', headers: auth(fixture.globexKey) });
  });

  it('archives a document (no longer searched), makes it current again, and refuses to change a superseded version', async () => {
    const first = (await (await upload(fixture.globexKey, [{ name: 'kantine.md', text: '# Kantine\n\nDie Kantine öffnet um 11:30 Uhr.' }])).json()) as { documents: { id: string }[] };
    const id = first.documents[0]!.id;
    const patch = (documentId: string, status: string) =>
      http.app.request(`/v1/documents/${documentId}`, { method: 'PATCH', headers: { ...auth(fixture.globexKey), 'Content-Type': 'application/json' }, body: JSON.stringify({ status }) });
    const sources = async () =>
      ((await (await http.app.request('/v1/search', json(fixture.globexKey, { query: 'Kantine öffnet' }))).json()) as { hits: { source: string }[] }).hits.map((hit) => hit.source);
    expect(await sources()).toContain('kantine.md');
    const archived = await patch(id, 'archived');
    expect(await archived.json()).toMatchObject({ id, status: 'archived' });
    expect(await sources()).not.toContain('kantine.md');
    expect(await (await patch(id, 'current')).json()).toMatchObject({ status: 'current' });
    expect(await sources()).toContain('kantine.md');
    expect((await patch(id, 'superseded')).status).toBe(400);
    const second = (await (await upload(fixture.globexKey, [{ name: 'kantine.md', text: '# Kantine\n\nDie Kantine öffnet um 12:00 Uhr.' }])).json()) as { updated: number };
    expect(second.updated).toBe(1);
    const superseded = await patch(id, 'archived');
    expect(superseded.status).toBe(409);
    expect(await superseded.json()).toMatchObject({ error: 'SUPERSEDED' });
    await http.app.request(`/v1/documents/${id}`, { method: 'DELETE', headers: auth(fixture.globexKey) });
  });

  it('refuses a DOCX that would unpack to far more than it weighs (zip bomb) before any loader opens it', async () => {
    const { default: JSZip } = await import('jszip');
    const archive = new JSZip();
    archive.file('word/document.xml', new Uint8Array(8 * 1024 * 1024));
    const bytes = await archive.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
    const form = new FormData();
    form.append('file', new File([bytes], 'bericht.docx'));
    const response = await http.app.request('/v1/documents', { method: 'POST', headers: auth(fixture.acmeKey), body: form });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ error: 'UNSAFE_FILE' });
  });

  it('refuses unsupported types, too many files, oversized files and non-multipart bodies', async () => {
    const exe = await upload(fixture.acmeKey, [{ name: 'tool.exe', text: 'MZ' }]);
    expect(exe.status).toBe(415);
    expect(await exe.json()).toMatchObject({ error: 'UNSUPPORTED_FILE' });
    const limited = createHttpApp({ anker: fixture.anker, config: fixture.config({ maxUploadFiles: 1, maxUploadBytes: 2000 }) });
    const many = await upload(fixture.acmeKey, [{ name: 'a.md', text: 'a' }, { name: 'b.md', text: 'b' }], limited.app);
    expect(many.status).toBe(400);
    expect(await many.json()).toMatchObject({ error: 'TOO_MANY_FILES' });
    const large = await upload(fixture.acmeKey, [{ name: 'big.md', text: 'x'.repeat(5000) }], limited.app);
    expect(large.status).toBe(413);
    const notMultipart = await http.app.request('/v1/documents', json(fixture.acmeKey, { file: 'x' }));
    expect(notMultipart.status).toBe(415);
    expect((await fixture.anker.store.listDocuments('acme')).map((document) => document.source)).toEqual(['preisliste.md']);
  });
});

describe('limits and operations', () => {
  it('rate-limits per key with 429 and Retry-After; another key keeps its budget', async () => {
    let now = 1_000_000;
    const limited = createHttpApp({ anker: fixture.anker, config: fixture.config({ rateLimitPerMinute: 2 }), now: () => now });
    const list = (key: string) => limited.app.request('/v1/documents', { headers: auth(key) });
    expect((await list(fixture.acmeKey)).status).toBe(200);
    expect((await list(fixture.acmeKey)).status).toBe(200);
    const refused = await list(fixture.acmeKey);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('30');
    expect(await refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
    expect((await list(fixture.globexKey)).status).toBe(200);
    now += 30_000;
    expect((await list(fixture.acmeKey)).status).toBe(200);
  });

  it('answers 503 with a structured error when a request outlives the timeout, and aborts the answer', async () => {
    let seen: AbortSignal | undefined;
    // A tenant view whose answer waits on a timer (a slow model); PGlite work itself cannot be pre-empted in-thread.
    const slowAnker = {
      ...fixture.anker,
      forTenant: (tenantId: string) => ({
        ...fixture.anker.forTenant(tenantId),
        ask: async (_question: string, overrides: { signal?: AbortSignal } = {}) => {
          seen = overrides.signal;
          await new Promise((resolve) => setTimeout(resolve, 500));
          throw new Error('should have timed out first');
        },
      }),
    } as typeof fixture.anker;
    const slow = createHttpApp({ anker: slowAnker, config: fixture.config({ requestTimeoutMs: 50 }) });
    const response = await slow.app.request('/v1/ask', json(fixture.acmeKey, { question: 'Was kostet der Tarif Business?' }));
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: 'TIMEOUT' });
    expect(seen?.aborted).toBe(true);
  });

  it('aborts a streamed answer at the deadline and ends the stream with an error event', async () => {
    const waitingAnker = {
      ...fixture.anker,
      forTenant: (tenantId: string) => ({
        ...fixture.anker.forTenant(tenantId),
        ask: (_question: string, overrides: { signal?: AbortSignal } = {}) =>
          new Promise((_resolve, reject) => overrides.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      }),
    } as typeof fixture.anker;
    const app = createHttpApp({ anker: waitingAnker, config: fixture.config({ requestTimeoutMs: 100 }) });
    const started = Date.now();
    const response = await app.app.request('/v1/ask/stream', json(fixture.acmeKey, { question: 'Was kostet der Tarif Business?' }));
    expect(response.status).toBe(200);
    const events = parseSse(await response.text());
    expect(events.at(-1)).toEqual({ event: 'error', data: expect.objectContaining({ error: 'TIMEOUT' }) });
    expect(events.filter((event) => event.event === 'error')).toHaveLength(1);
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('exposes request latency and grounding states in Prometheus text', async () => {
    const fresh = createHttpApp({ anker: fixture.anker, config: fixture.config() });
    await fresh.app.request('/v1/ask', json(fixture.acmeKey, { question: 'Was kostet der Tarif Business?' }));
    await fresh.app.request('/v1/ask', json(fixture.globexKey, { question: 'Was kostet der Tarif Business?' }));
    const text = await (await fresh.app.request('/metrics')).text();
    expect(text).toContain('# TYPE anker_http_request_duration_seconds histogram');
    expect(text).toMatch(/anker_http_request_duration_seconds_count\{method="POST",route="\/v1\/ask",status="200"\} 2/);
    expect(text).toMatch(/anker_grounding_states_total\{state="FOUND"\} \d+/);
    expect(text).toMatch(/anker_grounding_states_total\{state="NOT_FOUND"\} \d+/);
    expect(text).toContain('anker_ask_results_total{status="answered"} 1');
    expect(text).toContain('anker_ask_results_total{status="not_found"} 1');
    expect(text).toMatch(/anker_tool_calls_total [1-9]\d*/);
    expect(text).toContain('anker_tool_errors_total 0');
  });
});

describe('approvals and traces', () => {
  const decide = (id: string, action: 'approve' | 'reject', body: unknown, key = fixture.acmeKey) =>
    http.app.request(`/v1/approvals/${id}/${action}`, json(key, body));

  it('lists the tenant’s pending approvals and approves one with edited arguments, once', async () => {
    const listed = (await (await http.app.request('/v1/approvals', { headers: auth(fixture.acmeKey) })).json()) as { approvals: { id: string }[] };
    expect(listed.approvals.map((approval) => approval.id).sort()).toEqual([ids.acmeApproval, ids.acmeApproval2]);
    const approved = await decide(ids.acmeApproval, 'approve', { reason: 'ok', editedArguments: { priority: 'P1' } });
    expect(approved.status).toBe(200);
    const record = (await approved.json()) as { status: string; decidedBy: string; editedArguments: unknown; tenantId?: string };
    expect(record).toMatchObject({ status: 'approved', editedArguments: { asset: 'A1', priority: 'P1' } });
    expect(record.decidedBy).toMatch(/^key:key_[0-9a-f]{12}$/);
    expect(record).not.toHaveProperty('tenantId');
    const again = await decide(ids.acmeApproval, 'reject', {});
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ error: 'ALREADY_DECIDED' });
    expect((await decide(ids.acmeApproval2, 'reject', { editedArguments: { priority: 'P1' } })).status).toBe(400);
    expect(await (await decide(ids.acmeApproval2, 'reject', { reason: 'not now' })).json()).toMatchObject({ status: 'rejected', reason: 'not now' });
    const all = (await (await http.app.request('/v1/approvals?status=all', { headers: auth(fixture.acmeKey) })).json()) as { approvals: unknown[] };
    expect(all.approvals).toHaveLength(2);
  });

  it('lists, shows and summarises only the tenant’s traces', async () => {
    const listed = (await (await http.app.request('/v1/traces', { headers: auth(fixture.acmeKey) })).json()) as { traces: { id: string }[] };
    expect(listed.traces.map((trace) => trace.id)).toEqual([ids.acmeTrace]);
    expect((await http.app.request(`/v1/traces/${ids.acmeTrace}`, { headers: auth(fixture.acmeKey) })).status).toBe(200);
    const stats = (await (await http.app.request('/v1/traces/stats', { headers: auth(fixture.acmeKey) })).json()) as { tools: { toolName: string; calls: number; errors: number }[] };
    expect(stats.tools).toEqual([expect.objectContaining({ toolName: 'get_sensor_reading', calls: 1, errors: 1 })]);
    expect((await http.app.request('/v1/traces?limit=0', { headers: auth(fixture.acmeKey) })).status).toBe(400);
  });
});

describe('admin key management', () => {
  it('creates a key shown once (stored hashed), which then works, and revokes it', async () => {
    const admin = { Authorization: `Bearer ${ADMIN_KEY}`, 'Content-Type': 'application/json' };
    const created = await http.app.request('/v1/admin/keys', { method: 'POST', headers: admin, body: JSON.stringify({ tenant: 'initech', name: 'ci' }) });
    expect(created.status).toBe(201);
    const { key, record } = (await created.json()) as { key: string; record: { id: string; tenantId: string } };
    expect(record.tenantId).toBe('initech');
    const stored = await fixture.anker.store.sql.query<{ key_hash: string }>('SELECT key_hash FROM api_keys WHERE id = $1', [record.id]);
    expect(stored.rows[0]!.key_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored.rows)).not.toContain(key);
    const listed = await (await http.app.request('/v1/admin/keys?tenant=initech', { headers: admin })).text();
    expect(listed).toContain(record.id);
    expect(listed).not.toContain(key);
    expect((await http.app.request('/v1/documents', { headers: auth(key) })).status).toBe(200);
    expect((await http.app.request(`/v1/admin/keys/${record.id}`, { method: 'DELETE', headers: admin })).status).toBe(200);
    expect((await http.app.request('/v1/documents', { headers: auth(key) })).status).toBe(401);
    expect((await http.app.request(`/v1/admin/keys/${record.id}`, { method: 'DELETE', headers: admin })).status).toBe(404);
    const bad = await http.app.request('/v1/admin/keys', { method: 'POST', headers: admin, body: JSON.stringify({ tenant: '../x' }) });
    expect(bad.status).toBe(400);
  });

  it('refuses every admin call when no admin key is configured', async () => {
    const noAdmin = createHttpApp({ anker: fixture.anker, config: fixture.config({ adminKey: null }) });
    const response = await noAdmin.app.request('/v1/admin/keys', { headers: { Authorization: 'Bearer ' } });
    expect(response.status).toBe(401);
  });
});

function parseSse(text: string): { event: string; data: unknown }[] {
  return text
    .split('\n\n')
    .filter((block) => block.trim())
    .map((block) => {
      const lines = block.split('\n');
      const event = lines.find((line) => line.startsWith('event: '))?.slice(7) ?? 'message';
      const data = lines.filter((line) => line.startsWith('data: ')).map((line) => line.slice(6)).join('\n');
      return { event, data: JSON.parse(data) as unknown };
    });
}
