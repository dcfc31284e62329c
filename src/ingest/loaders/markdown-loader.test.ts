import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { IngestError } from '../../errors/index.js';
import { loadBuffer, loadFile } from '../load-file.js';
import { loadMarkdown } from './markdown-loader.js';

const fixtureDocs = join(import.meta.dirname, '../__fixtures__/docs');
const bytes = (text: string) => new TextEncoder().encode(text);
const maxBytes = 1024 * 1024;

describe('loadMarkdown', () => {
  it('reads front matter, headings, pages, lists and tables', () => {
    const { metadata, blocks } = loadMarkdown(
      [
        '---',
        'title: "Preisliste 2026"',
        'version: 2.0',
        'section: Vertrieb',
        'source_url: https://intranet.example/preise',
        'document_date: 2026-09-01',
        'status: superseded',
        '---',
        '<!-- page 1 -->',
        '# Preisliste 2026',
        '',
        'Alle Preise **netto** zzgl. USt, siehe [Konditionen](https://example.com/k).',
        '<!-- page 2 -->',
        '## 2. Pläne',
        '',
        '| Plan | Sensoren | Preis |',
        '|------|----------|-------|',
        '| Pro | 500 Sensoren | 1.490 € |',
        '',
        '* erster Punkt',
        '  mit Fortsetzung',
        '- zweiter Punkt',
        '',
        '<!-- ein Kommentar -->',
        '> Zitat',
        '',
      ].join('\n'),
      'preise.md',
    );
    expect(metadata).toEqual({
      title: 'Preisliste 2026',
      version: '2.0',
      section: 'Vertrieb',
      sourceUrl: 'https://intranet.example/preise',
      documentDate: '2026-09-01',
      status: 'superseded',
    });
    expect(blocks).toEqual([
      { headingPath: ['Preisliste 2026'], page: 1, text: 'Preisliste 2026', isHeading: true },
      {
        headingPath: ['Preisliste 2026'],
        page: 1,
        text: 'Alle Preise netto zzgl. USt, siehe Konditionen (https://example.com/k).',
      },
      { headingPath: ['Preisliste 2026', '2. Pläne'], page: 2, text: '2. Pläne', isHeading: true },
      {
        headingPath: ['Preisliste 2026', '2. Pläne'],
        page: 2,
        text: '| Plan | Sensoren | Preis |\n|------|----------|-------|\n| Pro | 500 Sensoren | 1.490 € |',
      },
      { headingPath: ['Preisliste 2026', '2. Pläne'], page: 2, text: '- erster Punkt mit Fortsetzung\n- zweiter Punkt' },
      { headingPath: ['Preisliste 2026', '2. Pläne'], page: 2, text: 'Zitat' },
    ]);
  });

  it('closes deeper headings when a sibling heading starts, and leaves pages null without markers', () => {
    const { blocks } = loadMarkdown('# A\n## B\n### C\ntext c\n## D\ntext d\n\nSetext\n===\nunder setext', 'x.md');
    const content = blocks.filter((block) => !block.isHeading);
    expect(content.map((block) => block.headingPath)).toEqual([['A', 'B', 'C'], ['A', 'D'], ['Setext']]);
    expect(blocks.every((block) => block.page === null)).toBe(true);
  });

  it('keeps fenced code verbatim, including lines that look like headings', () => {
    const { blocks } = loadMarkdown('# T\n```\n# not a heading\nx = 1\n```\n', 'c.md');
    expect(blocks.map((block) => block.text)).toEqual(['T', '# not a heading\nx = 1']);
  });

  it('defaults status to current and accepts a YAML date or a German date', () => {
    expect(loadMarkdown('---\ntitle: T\ndate: 01.02.2026\n---\ntext', 'a.md').metadata).toMatchObject({
      status: 'current',
      documentDate: '2026-02-01',
    });
    expect(loadMarkdown('---\ndocument_date: 2026-02-30\n---\ntext', 'a.md').metadata.documentDate).toBeNull();
  });

  it('takes a declared language over detection', () => {
    expect(loadMarkdown('---\nlanguage: en\n---\nDer Text ist deutsch.', 'a.md').languageHint).toBe('english');
  });

  it('rejects an unknown status and names the allowed values', () => {
    const failure = (() => {
      try {
        loadMarkdown('---\nstatus: draft\n---\ntext', 'a.md');
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(IngestError);
    expect((failure as IngestError).message).toContain('draft');
    expect((failure as IngestError).hint).toBe('Use one of: current, superseded, archived.');
    expect((failure as IngestError).source).toBe('a.md');
  });

  it('rejects broken YAML front matter with an IngestError', () => {
    expect(() => loadMarkdown('---\ntitle: "unterminated\n---\ntext', 'a.md')).toThrow(IngestError);
  });

  it('treats a leading rule without key/value lines as content, not front matter', () => {
    const { blocks, metadata } = loadMarkdown('---\nJust text\n---\nmore', 'a.md');
    expect(metadata.title).toBeUndefined();
    expect(blocks.map((block) => block.text)).toContain('Just text');
  });
});

describe('markdown documents on disk', () => {
  const files = readdirSync(fixtureDocs).filter((name) => name.endsWith('.md'));

  it('loads every one with title, ISO date, status and German language', async () => {
    expect(files).toHaveLength(3);
    for (const file of files) {
      const doc = await loadFile(join(fixtureDocs, file), { source: file, maxBytes });
      expect(doc.format).toBe('markdown');
      expect(doc.metadata.title.length).toBeGreaterThan(3);
      expect(doc.metadata.documentDate).toMatch(/^20\d\d-\d\d-\d\d$/);
      expect(['current', 'superseded']).toContain(doc.metadata.status);
      expect(doc.language).toBe('german');
      expect(doc.contentHash).toMatch(/^[0-9a-f]{64}$/);
      expect(doc.blocks.some((block) => /^(title|status):/m.test(block.text))).toBe(false);
    }
  });

  it('keeps the page of every block of a paged contract', async () => {
    const doc = await loadFile(join(fixtureDocs, 'charter_rahmenvertrag.md'), { source: 'charter.md', maxBytes });
    expect(doc.metadata).toMatchObject({ version: '1.3', section: 'Einkauf', documentDate: '2025-05-12' });
    const pageOf = (snippet: string) => doc.blocks.find((block) => block.text.includes(snippet))?.page;
    expect(pageOf('Stand: 12. Mai 2025')).toBe(1);
    expect(pageOf('3.150 € pro Betriebstag')).toBe(2);
    expect(pageOf('| Kaimeister Lütt GmbH |')).toBe(3);
    expect(pageOf('48 Stunden vor Abfahrt')).toBe(4);
    expect(pageOf('Kiel, 12. Mai 2025')).toBe(4);
    expect([...new Set(doc.blocks.map((block) => block.page))]).toEqual([1, 2, 3, 4]);
  });

  it('marks superseded documents', async () => {
    const doc = await loadFile(join(fixtureDocs, 'fahrplan_2024.md'), { source: 'f.md', maxBytes });
    expect(doc.metadata.status).toBe('superseded');
  });

  it('hashes the raw bytes: same bytes, same hash; one changed byte, another hash', async () => {
    const a = await loadBuffer(bytes('# T\n\nText eins.'), { source: 'a.md', maxBytes });
    const b = await loadBuffer(bytes('# T\n\nText eins.'), { source: 'b.md', maxBytes });
    const c = await loadBuffer(bytes('# T\n\nText zwei.'), { source: 'a.md', maxBytes });
    expect(a.contentHash).toBe(b.contentHash);
    expect(a.contentHash).not.toBe(c.contentHash);
  });
});

describe('loadMarkdown on reference-style links (a README)', () => {
  const readme = [
    '# harbour-cli <sup>[![Version Badge][version-svg]][package-url]</sup>',
    '',
    'See the [tide tables][tides] and the [Hafenordnung][] for berth rules. An [unknown][nowhere] link stays as written.',
    '',
    '```',
    '[example]: https://example.org/inside-code',
    '```',
    '',
    '[version-svg]: https://badges.example/harbour.svg',
    '[package-url]: https://npm.example/harbour-cli',
    '[tides]: https://tides.example/kiel "Tide tables"',
    '[hafenordnung]: <https://hafen.example/ordnung>',
  ].join('\n');

  it('resolves the links, drops heading badges and the definitions, and keeps code verbatim', () => {
    const { blocks } = loadMarkdown(readme, 'README.md');
    expect(blocks[0]).toMatchObject({ isHeading: true, headingPath: ['harbour-cli'] });
    expect(blocks.map((block) => block.text)).toEqual([
      'harbour-cli',
      'See the tide tables (https://tides.example/kiel) and the Hafenordnung (https://hafen.example/ordnung) for berth rules. An [unknown][nowhere] link stays as written.',
      '[example]: https://example.org/inside-code',
    ]);
  });
});
