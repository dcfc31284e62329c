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

  it('starts a new page at each form feed', () => {
    const { blocks } = loadText('Seite eins.\fSeite zwei.\n\nNoch zwei.\fSeite drei.');
    expect(blocks.map((block) => [block.page, block.text])).toEqual([
      [1, 'Seite eins.'],
      [2, 'Seite zwei.'],
      [2, 'Noch zwei.'],
      [3, 'Seite drei.'],
    ]);
  });
});
