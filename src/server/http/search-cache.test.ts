import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openServerFixture, type ServerFixture } from '../../testing/server-fixture.js';
import { createHttpApp, type HttpApp } from './create-http-app.js';
import { createSearchCache } from './search-cache.js';

describe('createSearchCache', () => {
  it('keeps responses per tenant and query until the tenant writes, and drops the least recently used beyond its size', () => {
    const cache = createSearchCache(2);
    const a = { tenantId: 'acme', query: 'Tarif' };
    cache.set(a, cache.generation('acme'), { hits: ['a'] });
    expect(cache.get(a)).toEqual({ hits: ['a'] });
    expect(cache.get({ ...a, tenantId: 'globex' })).toBeUndefined();
    expect(cache.get({ ...a, limit: 3 })).toBeUndefined();
    cache.invalidate('globex');
    expect(cache.get(a)).toEqual({ hits: ['a'] });
    cache.invalidate('acme');
    expect(cache.get(a)).toBeUndefined();
    expect(cache.size()).toBe(0);

    const at = cache.generation('acme');
    cache.set({ tenantId: 'acme', query: 'eins' }, at, 1);
    cache.set({ tenantId: 'acme', query: 'zwei' }, at, 2);
    expect(cache.get({ tenantId: 'acme', query: 'eins' })).toBe(1);
    cache.set({ tenantId: 'acme', query: 'drei' }, at, 3);
    expect(cache.get({ tenantId: 'acme', query: 'zwei' })).toBeUndefined();
    expect(cache.get({ tenantId: 'acme', query: 'eins' })).toBe(1);
  });

  it('drops a response whose search a write overtook', () => {
    const cache = createSearchCache();
    const key = { tenantId: 'acme', query: 'Tarif' };
    const before = cache.generation('acme');
    cache.invalidate('acme');
    cache.set(key, before, { hits: [] });
    expect(cache.get(key)).toBeUndefined();
  });
});

describe('the search cache in the HTTP app', () => {
  let fixture: ServerFixture;
  let http: HttpApp;
  beforeAll(async () => {
    fixture = await openServerFixture();
    http = createHttpApp({ anker: fixture.anker, config: fixture.config() });
  }, 60_000);
  afterAll(() => fixture?.close());

  const auth = (key: string) => ({ Authorization: `Bearer ${key}` });
  const search = async (key: string, query: string) => {
    const response = await http.app.request('/v1/search', { method: 'POST', headers: { ...auth(key), 'Content-Type': 'application/json' }, body: JSON.stringify({ query }) });
    expect(response.status).toBe(200);
    return { timing: response.headers.get('server-timing') ?? '', sources: ((await response.json()) as { hits: { source: string }[] }).hits.map((hit) => hit.source) };
  };
  const upload = async (key: string, name: string, text: string) => {
    const form = new FormData();
    form.append('file', new File([text], name));
    const response = await http.app.request('/v1/documents', { method: 'POST', headers: auth(key), body: form });
    expect(response.status).toBe(201);
    return ((await response.json()) as { documents: { id: string }[] }).documents[0]!.id;
  };

  it('answers a repeated query from the cache, and never after the tenant uploads, archives or deletes', async () => {
    const query = 'Wann öffnet die Kantine?';
    const first = await search(fixture.acmeKey, query);
    expect(first.timing).toMatch(/^gate;dur=[\d.]+, search;dur=[\d.]+, cache;desc=miss$/);
    expect(first.sources).not.toContain('kantine.md');
    const again = await search(fixture.acmeKey, query);
    expect(again).toEqual({ timing: 'cache;desc=hit', sources: first.sources });
    // Another tenant's identical query is its own search.
    expect((await search(fixture.globexKey, query)).timing).toContain('cache;desc=miss');

    const id = await upload(fixture.acmeKey, 'kantine.md', '# Kantine\n\nDie Kantine öffnet um 11:30 Uhr.');
    const afterUpload = await search(fixture.acmeKey, query);
    expect(afterUpload.timing).toContain('cache;desc=miss');
    expect(afterUpload.sources[0]).toBe('kantine.md');
    expect((await search(fixture.acmeKey, query)).timing).toBe('cache;desc=hit');

    const archived = await http.app.request(`/v1/documents/${id}`, { method: 'PATCH', headers: { ...auth(fixture.acmeKey), 'Content-Type': 'application/json' }, body: '{"status":"archived"}' });
    expect(archived.status).toBe(200);
    const afterArchive = await search(fixture.acmeKey, query);
    expect(afterArchive.timing).toContain('cache;desc=miss');
    expect(afterArchive.sources).not.toContain('kantine.md');

    await http.app.request(`/v1/documents/${id}`, { method: 'PATCH', headers: { ...auth(fixture.acmeKey), 'Content-Type': 'application/json' }, body: '{"status":"current"}' });
    expect((await search(fixture.acmeKey, query)).sources[0]).toBe('kantine.md');
    expect((await http.app.request(`/v1/documents/${id}`, { method: 'DELETE', headers: auth(fixture.acmeKey) })).status).toBe(200);
    const afterDelete = await search(fixture.acmeKey, query);
    expect(afterDelete.timing).toContain('cache;desc=miss');
    expect(afterDelete.sources).not.toContain('kantine.md');
  }, 120_000);

  it('drops what an upload job wrote: the next search sees the new document', async () => {
    const query = 'Wo parke ich?';
    await search(fixture.globexKey, query);
    expect((await search(fixture.globexKey, query)).timing).toBe('cache;desc=hit');
    const form = new FormData();
    form.append('file', new File(['# Parken\n\nWo parke ich? Der Parkplatz liegt hinter dem Haus.'], 'parken.md'));
    expect((await http.app.request('/v1/documents?async=1', { method: 'POST', headers: auth(fixture.globexKey), body: form })).status).toBe(202);
    await http.jobs.idle();
    const after = await search(fixture.globexKey, query);
    expect(after.timing).toContain('cache;desc=miss');
    expect(after.sources[0]).toBe('parken.md');
  }, 120_000);
});
