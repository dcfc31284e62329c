import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, type HttpApp } from '../src/server/index.js';
import { openServerFixture, type ServerFixture } from '../src/testing/server-fixture.js';
import { TEXT, answerParts, createSseParser, isStale, languageOf } from '../web/ui-logic.js';

describe('web UI logic', () => {
  it('parses server-sent events split at any point, in order', () => {
    const stream = 'event: retrieval-attempt\ndata: {"attempt":1,"state":"FOUND"}\nid: 1\n\nevent: answer\ndata: {"answer":"49 Euro [1]"}\n\n';
    const parse = createSseParser();
    const events = [];
    for (let index = 0; index < stream.length; index += 7) events.push(...parse(stream.slice(index, index + 7)));
    expect(events).toEqual([
      { event: 'retrieval-attempt', data: { attempt: 1, state: 'FOUND' } },
      { event: 'answer', data: { answer: '49 Euro [1]' } },
    ]);
  });

  it('turns only markers with a citation into marker parts', () => {
    expect(answerParts('Er kostet 49 Euro [1], laut [7].', [{ marker: 1 }])).toEqual([
      { text: 'Er kostet 49 Euro ' },
      { marker: 1 },
      { text: ', laut [7].' },
    ]);
  });

  it('warns for document dates older than six months, picks the language, and has every text in both languages', () => {
    const now = new Date('2026-12-01T00:00:00Z');
    expect(isStale('2026-05-01', now)).toBe(true);
    expect(isStale('2026-10-01', now)).toBe(false);
    expect(isStale(null, now)).toBe(false);
    expect(languageOf('de-AT')).toBe('de');
    expect(languageOf('fr')).toBe('en');
    expect(Object.keys(TEXT.de).sort()).toEqual(Object.keys(TEXT.en).sort());
  });
});

describe('web UI served by the app', () => {
  let fixture: ServerFixture;
  let http: HttpApp;
  beforeAll(async () => {
    fixture = await openServerFixture();
    http = createHttpApp({ anker: fixture.anker, config: fixture.config() });
  });
  afterAll(() => fixture?.close());

  it('serves the page with a strict Content-Security-Policy and every file it references', async () => {
    const page = await http.app.request('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const html = await page.text();
    const references = [...html.matchAll(/(?:src|href)="(\/ui\/[^"]+)"/g)].map((match) => match[1]!);
    expect(references.sort()).toEqual(['/ui/app.css', '/ui/app.js']);
    for (const reference of [...references, '/ui/ui-logic.js']) {
      const file = await http.app.request(reference);
      expect(file.status, reference).toBe(200);
    }
    expect((await http.app.request('/ui/app.js')).headers.get('content-type')).toContain('text/javascript');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('serves nothing else from the folder: no traversal, no other names', async () => {
    for (const path of ['/ui/../package.json', '/ui/%2e%2e/package.json', '/ui/ui-logic.d.ts', '/ui/index.html', '/web/app.js']) {
      const response = await http.app.request(path);
      expect(response.status, path).toBe(404);
    }
  });
});
