import { describe, expect, it } from 'vitest';
import { loadText } from './text-loader.js';

describe('loadText', () => {
  it('takes a short first line on its own as title and heading, and joins wrapped lines', () => {
    const { metadata, blocks } = loadText('Reisekosten\n\nDie Pauschale\nbeträgt 28 Euro. Die Kündi-\ngungsfrist ist lang.\n\n- Punkt eins\n- Punkt zwei\n');
    expect(metadata.title).toBe('Reisekosten');
    expect(blocks).toEqual([
      { headingPath: ['Reisekosten'], page: null, text: 'Reisekosten', isHeading: true },
      { headingPath: ['Reisekosten'], page: null, text: 'Die Pauschale beträgt 28 Euro. Die Kündigungsfrist ist lang.' },
      { headingPath: ['Reisekosten'], page: null, text: '- Punkt eins\n- Punkt zwei' },
    ]);
  });

  it('does not take a sentence or a wrapped paragraph as title', () => {
    expect(loadText('Das ist ein Satz.\n\nNoch einer.').metadata.title).toBeUndefined();
    expect(loadText('Eine lange Zeile ohne Punkt\ndie weitergeht.').metadata.title).toBeUndefined();
  });

  it('takes a short opening block of short lines as title, without its address', () => {
    const { metadata, blocks } = loadText(
      '                 Hausordnung Musterweg\n            Fassung 3, 1. März 2026\n         https://example.org/hausordnung\n\nRuhezeiten gelten von 22 bis 6 Uhr.\n',
    );
    expect(metadata.title).toBe('Hausordnung Musterweg – Fassung 3, 1. März 2026');
    expect(blocks[1]).toMatchObject({ headingPath: [metadata.title], text: 'Fassung 3, 1. März 2026 https://example.org/hausordnung' });
  });

  it('takes a line underlined with === as title, without the underline', () => {
    const { metadata, blocks } = loadText('Parking Rules Version 2\n=======================\n\nVisitors park in row C.\n');
    expect(metadata.title).toBe('Parking Rules Version 2');
    expect(blocks.map((block) => block.text)).toEqual(['Parking Rules Version 2', 'Visitors park in row C.']);
  });

  it('does not take an opening paragraph of sentences or a wrapped line as title', () => {
    expect(loadText('Kurz gesagt\nDas gilt ab heute.\n\nMehr.').metadata.title).toBeUndefined();
    expect(loadText('Eine Zeile ohne Punkt\ndie weitergeht ohne Punkt\n\nMehr.').metadata.title).toBeUndefined();
    expect(loadText('Version 1.4 (2026-03-01)\n- Export repariert\n- Neue Filter\n\nMehr.').metadata.title).toBeUndefined();
  });

  it('starts a new page at each form feed', () => {
    const { blocks } = loadText('Seite eins.\fSeite zwei.\n\nNoch zwei.\fSeite drei.');
    expect(blocks.map((block) => [block.page, block.text])).toEqual([
      [1, 'Seite eins.'],
      [2, 'Seite zwei.'],
      [2, 'Noch zwei.'],
      [3, 'Seite drei.'],
    ]);
  });

  it('reads a boxed notice without its frame, and a line underlined with --- inside it as a section heading', () => {
    const { blocks } = loadText(
      'Marina Rules\n\nBerths are let by the season.\n\n' +
        '****************************************\n' +
        '*                                      *\n' +
        '*  7. Liability                        *\n' +
        '*  ------------                        *\n' +
        '*                                      *\n' +
        '*  The marina is liable only for       *\n' +
        '*  damage caused on the pier.          *\n' +
        '*                                      *\n' +
        '****************************************\n',
    );
    expect(blocks.map((block) => [block.text, block.isHeading === true])).toEqual([
      ['Marina Rules', true],
      ['Berths are let by the season.', false],
      ['7. Liability', true],
      ['The marina is liable only for damage caused on the pier.', false],
    ]);
    expect(blocks.at(-1)?.headingPath).toEqual(['Marina Rules', '7. Liability']);
  });
});
