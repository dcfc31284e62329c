import { describe, expect, it } from 'vitest';
import { IngestError } from '../../errors/index.js';
import { loadBuffer } from '../load-file.js';
import { loadHtml } from './html-loader.js';

const page = `<!doctype html>
<html lang="de"><head>
  <title>SLA Standard &amp; Enterprise</title>
  <meta name="dcterms.modified" content="2026-01-15">
  <meta name="version" content="4.2">
  <link rel="canonical" href="https://intranet.example/sla">
  <style>body { color: red }</style>
  <script>var secret = "nicht indexieren";</script>
</head><body>
  <nav><a href="/">Startseite</a> | <a href="/faq">FAQ</a></nav>
  <h1>Service Level Agreement</h1>
  <p>Die Verfügbarkeit beträgt <strong>99,5 %</strong>
     im Monatsmittel.<br>Gemessen wird extern.</p>
  <h2>Reaktionszeiten</h2>
  <table>
    <thead><tr><th>Priorität</th><th>Reaktion</th></tr></thead>
    <tbody><tr><td>P1</td><td>1 Stunde</td></tr><tr><td>P2</td><td>4 Stunden</td></tr></tbody>
  </table>
  <!-- page 2 -->
  <h2>Servicezeiten</h2>
  <ul><li>Montag bis Freitag<ul><li>8 bis 18 Uhr</li></ul></li><li>Samstag geschlossen</li></ul>
  <ol><li>Erstens</li><li>Zweitens</li></ol>
  <div>Freier Text im div <span>mit Span</span></div>
</body></html>`;

describe('loadHtml', () => {
  it('reads title, meta dates, version, canonical URL and builds heading paths', () => {
    const { metadata, blocks } = loadHtml(page, 'sla.html');
    expect(metadata).toEqual({
      title: 'SLA Standard & Enterprise',
      documentDate: '2026-01-15',
      version: '4.2',
      sourceUrl: 'https://intranet.example/sla',
    });
    expect(blocks).toEqual([
      { headingPath: ['Service Level Agreement'], page: null, text: 'Service Level Agreement', isHeading: true },
      {
        headingPath: ['Service Level Agreement'],
        page: null,
        text: 'Die Verfügbarkeit beträgt 99,5 % im Monatsmittel.\nGemessen wird extern.',
      },
      { headingPath: ['Service Level Agreement', 'Reaktionszeiten'], page: null, text: 'Reaktionszeiten', isHeading: true },
      {
        headingPath: ['Service Level Agreement', 'Reaktionszeiten'],
        page: null,
        text: '| Priorität | Reaktion |\n| --- | --- |\n| P1 | 1 Stunde |\n| P2 | 4 Stunden |',
      },
      { headingPath: ['Service Level Agreement', 'Servicezeiten'], page: 2, text: 'Servicezeiten', isHeading: true },
      {
        headingPath: ['Service Level Agreement', 'Servicezeiten'],
        page: 2,
        text: '- Montag bis Freitag\n - 8 bis 18 Uhr\n- Samstag geschlossen',
      },
      { headingPath: ['Service Level Agreement', 'Servicezeiten'], page: 2, text: '1. Erstens\n2. Zweitens' },
      { headingPath: ['Service Level Agreement', 'Servicezeiten'], page: 2, text: 'Freier Text im div mit Span' },
    ]);
  });

  it('drops script, style and nav text entirely', () => {
    const text = loadHtml(page, 'sla.html').blocks.map((block) => block.text).join('\n');
    expect(text).not.toContain('nicht indexieren');
    expect(text).not.toContain('color');
    expect(text).not.toContain('Startseite');
  });

  it('uses the first h1 as title without <title>, and validates a status meta tag', () => {
    expect(loadHtml('<h1>Handbuch</h1><p>Text.</p>', 'h.html').metadata.title).toBe('Handbuch');
    expect(() => loadHtml('<meta name="status" content="entwurf"><p>x</p>', 'h.html')).toThrow(IngestError);
    expect(loadHtml('<meta name="status" content="archived"><p>x</p>', 'h.html').metadata.status).toBe('archived');
  });

  it('is reached through loadBuffer for .htm, and an HTML file without text is empty', async () => {
    const doc = await loadBuffer(new TextEncoder().encode(page), { source: 'sla.htm', maxBytes: 1e6 });
    expect(doc.format).toBe('html');
    expect(doc.language).toBe('german');
    const empty = new TextEncoder().encode('<html><head><script>x()</script></head><body> </body></html>');
    await expect(loadBuffer(empty, { source: 'e.html', maxBytes: 1e6 })).rejects.toThrow('File contains no text.');
  });
});

describe('loadHtml on a definition list', () => {
  it('opens each description with its term, as a label line, and keeps a term without description', () => {
    const html = `<html><body><h1>Users of the harbour system</h1><dl>
      <dt>harbourmaster</dt><dd><p>Berth bookings are owned by this user.</p><p>It may not log in.</p></dd>
      <dt>pilot</dt><dd>Used by the pilot program.</dd>
      <dt>ferry</dt>
    </dl><p>After the list.</p></body></html>`;
    const { blocks } = loadHtml(html, 'users.html');
    expect(blocks.filter((block) => !block.isHeading).map((block) => block.text)).toEqual([
      'harbourmaster: Berth bookings are owned by this user.',
      'It may not log in.',
      'pilot: Used by the pilot program.',
      'ferry',
      'After the list.',
    ]);
  });
});
