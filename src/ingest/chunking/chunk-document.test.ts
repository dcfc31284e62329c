import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { DocumentBlock, LoadedDocument } from '../../spec/index.js';
import { describeWithSharedEval, sharedEvalPath } from '../../testing/shared-eval.js';
import { loadFile } from '../load-file.js';
import { chunkBlocks, chunkDocument } from './chunk-document.js';
import { splitSentences } from './split-sentences.js';

const fixtureDocs = join(import.meta.dirname, '../__fixtures__/docs');

const doc = (blocks: DocumentBlock[]): LoadedDocument => ({
  source: 'test.md',
  format: 'markdown',
  metadata: { title: 'T', version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
  language: 'german',
  blocks,
  contentHash: '0'.repeat(64),
});
const heading = (path: string[], page: number | null = null): DocumentBlock => ({
  headingPath: path,
  page,
  text: path[path.length - 1]!,
  isHeading: true,
});
const text = (path: string[], body: string, page: number | null = null): DocumentBlock => ({ headingPath: path, page, text: body });

const sentence = (index: number) => `Satz Nummer ${index} beschreibt eine Regel mit genau einer Zahl ${index * 7} Euro.`;
const prose = (count: number, from = 0) => Array.from({ length: count }, (_, index) => sentence(from + index)).join(' ');

describe('chunkDocument', () => {
  it('merges small blocks under one heading and starts with the heading context line', () => {
    const path = ['Preisliste 2026', '2. Pläne'];
    const chunks = chunkDocument(doc([heading(['Preisliste 2026']), heading(path), text(path, 'Basic kostet 290 €.'), text(path, 'Pro kostet 850 €.')]));
    expect(chunks).toEqual([
      { ordinal: 0, sectionPath: 'Preisliste 2026 > 2. Pläne', page: null, text: 'Preisliste 2026 > 2. Pläne\n\nBasic kostet 290 €.\n\nPro kostet 850 €.' },
    ]);
  });

  it('never merges across headings or pages', () => {
    const a = ['Doc', 'A'];
    const b = ['Doc', 'B'];
    const chunks = chunkDocument(
      doc([heading(a, 1), text(a, 'Text A eins.', 1), text(a, 'Text A zwei.', 2), heading(b, 2), text(b, 'Text B.', 2)]),
    );
    expect(chunks.map((chunk) => [chunk.ordinal, chunk.page, chunk.sectionPath, chunk.text])).toEqual([
      [0, 1, 'Doc > A', 'Doc > A\n\nText A eins.'],
      [1, 2, 'Doc > A', 'Doc > A\n\nText A zwei.'],
      [2, 2, 'Doc > B', 'Doc > B\n\nText B.'],
    ]);
  });

  it('keeps a heading without content only when no subsection follows it', () => {
    const chunks = chunkDocument(doc([heading(['Doc']), heading(['Doc', 'Leer']), heading(['Doc', 'Voll']), text(['Doc', 'Voll'], 'Inhalt.')]));
    expect(chunks.map((chunk) => chunk.text)).toEqual(['Doc > Leer', 'Doc > Voll\n\nInhalt.']);
  });

  it('drops a heading at the foot of a page when its content continues on the next page', () => {
    const chunks = chunkDocument(doc([text(['A'], 'Oben.', 1), heading(['B'], 1), text(['B'], 'Weiter auf Seite zwei.', 2)]));
    expect(chunks.map((chunk) => [chunk.page, chunk.text])).toEqual([
      [1, 'A\n\nOben.'],
      [2, 'B\n\nWeiter auf Seite zwei.'],
    ]);
  });

  it('has no context line for text without headings', () => {
    expect(chunkDocument(doc([text([], 'Nur Text.')]))[0]!.text).toBe('Nur Text.');
  });

  it('splits long prose at sentence boundaries within budget, with whole-sentence overlap', () => {
    const path = ['Handbuch', 'Betrieb'];
    const chunks = chunkDocument(doc([heading(path), text(path, prose(40))]), { maxChars: 500, overlapChars: 120 });
    expect(chunks.length).toBeGreaterThan(4);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(500);
      expect(chunk.text.startsWith('Handbuch > Betrieb\n\n')).toBe(true);
      const body = chunk.text.slice('Handbuch > Betrieb\n\n'.length);
      expect(body).toMatch(/^Satz Nummer \d+ .*Euro\.$/s);
    }
    for (let index = 0; index < 40; index++) {
      expect(chunks.some((chunk) => chunk.text.includes(sentence(index)))).toBe(true);
    }
    const first = chunks[0]!.text.split('\n\n')[1]!.split(/(?<=\.) /);
    expect(chunks[1]!.text).toContain(first[first.length - 1]!);
    expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, index) => index));
  });

  it('splits a long table between rows and repeats the header row', () => {
    const path = ['Preise'];
    const header = '| Plan | Sensoren | Preis |\n|------|----------|-------|';
    const rows = Array.from({ length: 30 }, (_, index) => `| Plan ${index} | ${index * 100} Sensoren | ${index * 10}.490 € |`);
    const chunks = chunkDocument(doc([heading(path), text(path, [header, ...rows].join('\n'))]), { maxChars: 400 });
    expect(chunks.length).toBeGreaterThan(2);
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(400);
      expect(chunk.text.startsWith(`Preise\n\n${header}\n| Plan `)).toBe(true);
    }
    for (const row of rows) expect(chunks.filter((chunk) => chunk.text.includes(row + '\n') || chunk.text.endsWith(row))).toHaveLength(1);
  });

  it('splits a long list between items', () => {
    const items = Array.from({ length: 20 }, (_, index) => `- Punkt ${index}: eine Regel mit etwas Text dazu.`);
    const chunks = chunkDocument(doc([text(['L'], items.join('\n'))]), { maxChars: 200 });
    for (const chunk of chunks) {
      expect(chunk.text.length).toBeLessThanOrEqual(200);
      expect(chunk.text.split('\n').slice(2).every((line) => items.includes(line))).toBe(true);
    }
    expect(chunks.flatMap((chunk) => chunk.text.split('\n').slice(2))).toEqual(items);
  });

  it('cuts a single giant sentence at word boundaries as a last resort', () => {
    const giant = Array.from({ length: 100 }, (_, index) => `wort${index}`).join(' ');
    const chunks = chunkDocument(doc([text([], giant)]), { maxChars: 150 });
    expect(chunks.every((chunk) => chunk.text.length <= 150)).toBe(true);
    expect(chunks.map((chunk) => chunk.text).join(' ')).toBe(giant);
  });

  it('shortens a very long heading path from the outside', () => {
    const path = ['Ein sehr langer Dokumenttitel mit vielen Wörtern', 'Kapitel mit langem Namen', 'Abschnitt 3.2'];
    const chunks = chunkDocument(doc([text(path, 'Inhalt.')]), { maxChars: 200 });
    expect(chunks[0]!.text).toBe('… > Kapitel mit langem Namen > Abschnitt 3.2\n\nInhalt.');
    expect(chunks[0]!.sectionPath).toBe(path.join(' > '));
  });

  it('rejects a budget too small to be useful', () => {
    expect(() => chunkDocument(doc([text([], 'x')]), { maxChars: 20 })).toThrow(RangeError);
  });
});

describe('chunkBlocks', () => {
  it('makes the chunks of chunkDocument while reading the blocks only as far as the chunk it yields', () => {
    const path = ['Handbuch'];
    // No further heading: one section of 40 blocks, the case of a large plain-text file.
    const blocks = [heading(path), ...Array.from({ length: 40 }, (_, index) => text(path, prose(6, index * 6)))];
    let read = 0;
    const counted = function* () {
      for (const block of blocks) {
        read += 1;
        yield block;
      }
    };
    const chunks = chunkBlocks(counted());
    const first = chunks.next();
    expect(first.done).toBe(false);
    expect(read).toBeLessThan(8);
    expect([first.value, ...chunks]).toEqual(chunkDocument(doc(blocks)));
    expect(read).toBe(blocks.length);
  });
});

describe('chunking markdown documents on disk', () => {
  const files = readdirSync(fixtureDocs).filter((name) => name.endsWith('.md'));

  it('keeps chunks within budget, on one page, and every sentence of the source intact in some chunk', async () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const loaded = await loadFile(join(fixtureDocs, file), { source: file, maxBytes: 1e7 });
      const chunks = chunkDocument(loaded);
      expect(chunks.map((chunk) => chunk.ordinal)).toEqual(chunks.map((_, index) => index));
      const all = chunks.map((chunk) => chunk.text).join('\n');
      for (const chunk of chunks) {
        expect(chunk.text.length).toBeLessThanOrEqual(1200);
        expect(chunk.text.startsWith(chunk.sectionPath)).toBe(true);
      }
      for (const block of loaded.blocks.filter((candidate) => !candidate.isHeading)) {
        for (const line of block.text.split('\n')) expect(all).toContain(line.trim());
      }
    }
  });

  it('keeps page numbers of a paged contract and its table whole', async () => {
    const charter = chunkDocument(await loadFile(join(fixtureDocs, 'charter_rahmenvertrag.md'), { source: 'c', maxBytes: 1e7 }));
    expect(charter.map((chunk) => chunk.page)).toEqual([1, 2, 3, 4]);
    const table = charter.find((chunk) => chunk.text.includes('| Hafenamt Ostinsel | Ostinsel |'))!;
    expect(table.sectionPath).toBe('Rahmenvertrag Charter > 2. Liegeplätze');
    expect(table.text).toContain('| Partner | Hafen | Liegeplätze |');
    expect(table.text).toContain('| Kaimeister Lütt GmbH | Festland | 2 |');
  });

  it('finds a fact of a long document in its middle section', async () => {
    const file = join(fixtureDocs, 'bordhandbuch.md');
    expect(readFileSync(file, 'utf8').length).toBeGreaterThan(5000);
    const chunks = chunkDocument(await loadFile(file, { source: 'b', maxBytes: 1e7 }));
    expect(chunks.length).toBeGreaterThan(4);
    const interval = chunks.find((chunk) => chunk.text.includes('alle 1.800 Betriebsstunden von Tauchern geprüft'));
    expect(interval?.sectionPath).toBe('Bordhandbuch Fährbetrieb > 3. Wartung > 3.2 Intervalle');
  });
});

describeWithSharedEval('chunking xquad paragraphs', ['xquad/xquad.de.json', 'xquad/xquad.en.json'], () => {
  it('keeps every sentence whole and every chunk within the default budget', () => {
    for (const lang of ['de', 'en']) {
      const data = JSON.parse(readFileSync(sharedEvalPath('xquad', `xquad.${lang}.json`), 'utf8')) as {
        data: { title: string; paragraphs: { context: string }[] }[];
      };
      for (const article of data.data) {
        for (const { context } of article.paragraphs) {
          const chunks = chunkDocument(doc([heading([article.title]), text([article.title], context)]));
          expect(chunks.every((chunk) => chunk.text.length <= 1200)).toBe(true);
          if (context.length + article.title.length + 2 <= 1200) expect(chunks).toHaveLength(1);
          const all = chunks.map((chunk) => chunk.text).join('\n');
          for (const sentence of splitSentences(context)) {
            if (sentence.length < 1100) expect(all).toContain(sentence);
          }
        }
      }
    }
  });
});
