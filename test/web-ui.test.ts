import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, type HttpApp } from '../src/server/index.js';
import { openServerFixture, type ServerFixture } from '../src/testing/server-fixture.js';
import { TEXT, answerParts, chartBars, chosenFilesText, createSseParser, formatRate, isStale, languageOf, parseTarget } from '../web/ui/ui-logic.js';

const WEB = join(import.meta.dirname, '..', 'web');

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

  it("names the chosen files in the UI's language, whatever the browser's", () => {
    expect(chosenFilesText([], 'de')).toBe('Keine Datei ausgewählt');
    expect(chosenFilesText([], 'en')).toBe('No file chosen');
    expect(chosenFilesText(['a.md'], 'en')).toBe('a.md');
    expect(chosenFilesText(['a.md', 'b.pdf'], 'de')).toBe('2 Dateien: a.md, b.pdf');
    expect(chosenFilesText(['a.md', 'b.pdf', 'c.txt', 'd.docx'], 'en')).toBe('4 files: a.md, b.pdf, c.txt, …');
  });

  it('reads eval targets as bounds and charts each metric against its target', () => {
    expect(parseTarget('≥ 95 %')).toEqual({ atLeast: true, value: 0.95 });
    expect(parseTarget('<= 0.1')).toEqual({ atLeast: false, value: 0.1 });
    expect(parseTarget('about 90')).toBeNull();
    expect(parseTarget(undefined)).toBeNull();
    const bars = chartBars([
      { name: 'overall · citationPrecision', value: 0.9636, target: '≥ 95 %', pass: true },
      { name: 'overall · falseRejection', value: 0.12, target: '≤ 10 %' },
      { name: 'overall · factRecall', value: 0.9079 },
    ]);
    expect(bars).toEqual([
      { label: 'overall · citationPrecision', value: 0.9636, width: 96.4, target: 95, targetText: '≥ 95 %', pass: true },
      { label: 'overall · falseRejection', value: 0.12, width: 12, target: 10, targetText: '≤ 10 %', pass: false },
      { label: 'overall · factRecall', value: 0.9079, width: 90.8, target: null, targetText: null, pass: null },
    ]);
    expect(formatRate(0.9079, 'de')).toBe('90,8 %');
    expect(formatRate(0.9079, 'en')).toBe('90.8 %');
  });
});

describe('web UI served by the app', () => {
  let fixture: ServerFixture;
  let http: HttpApp;
  beforeAll(async () => {
    fixture = await openServerFixture();
    // The sources as they are (a checkout may also hold a build in web/dist, tested below).
    http = createHttpApp({ anker: fixture.anker, config: fixture.config(), web: { buildFolder: null } });
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
    for (const reference of [...references, '/ui/ui-logic.js', '/ui/dashboard.js']) {
      const file = await http.app.request(reference);
      expect(file.status, reference).toBe(200);
    }
    expect((await http.app.request('/ui/app.js')).headers.get('content-type')).toContain('text/javascript');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
  });

  it('serves nothing else from the folder: no traversal, no other names', async () => {
    for (const path of ['/ui/../package.json', '/ui/%2e%2e/package.json', '/ui/ui-logic.d.ts', '/ui/index.html', '/web/app.js', '/vite.config.js', '/ui/assets/x.js']) {
      const response = await http.app.request(path);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('web UI built with Vite', () => {
  let folder: string;
  let fixture: ServerFixture;
  let http: HttpApp;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'anker-web-build-'));
    await build({ configFile: join(WEB, 'vite.config.js'), logLevel: 'silent', build: { outDir: join(folder, 'dist') } });
    fixture = await openServerFixture();
    http = createHttpApp({ anker: fixture.anker, config: fixture.config(), web: { buildFolder: join(folder, 'dist') } });
  }, 120_000);
  afterAll(async () => {
    await fixture?.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('serves the built page, whose hashed bundles are the only scripts and styles (cached as immutable) under the same CSP', async () => {
    const page = await http.app.request('/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const html = await page.text();
    const references = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
    expect(references.length).toBe(2);
    for (const reference of references) {
      expect(reference).toMatch(/^\/ui\/assets\/[A-Za-z0-9_-]+\.(js|css)$/);
      const file = await http.app.request(reference);
      expect(file.status, reference).toBe(200);
      expect(file.headers.get('cache-control')).toContain('immutable');
    }
    // One bundle holds the app, the dashboard and the texts of both languages; no inline script.
    const script = await (await http.app.request(references.find((reference) => reference.endsWith('.js'))!)).text();
    expect(script).toContain('/v1/eval/results');
    expect(script).toContain('Auswertung');
    expect(html).not.toMatch(/<script>(?!<\/script>)/);
    // The unbuilt module paths are not served beside a build.
    expect((await http.app.request('/ui/app.js')).status).toBe(404);
  });
});
