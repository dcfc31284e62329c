import { describe, expect, it } from 'vitest';
import { bodyFontSize, pdfPageLines, pdfParagraphs } from './pdf-page-lines.js';

const item = (str: string, y: number, hasEOL = true, fontSize = 10) => ({ str, y, hasEOL, fontSize });

describe('pdfPageLines', () => {
  it('joins items on one baseline and starts a new line where the baseline moves', () => {
    const lines = pdfPageLines([item('Der Preis ', 700, false), item('beträgt', 700, false), item(' 5 €.', 700.5, false), item('Nächste', 688, false)]);
    expect(lines).toEqual([
      { text: 'Der Preis beträgt 5 €.', y: 700, size: 10 },
      { text: 'Nächste', y: 688, size: 10 },
    ]);
  });

  it('drops empty lines', () => {
    expect(pdfPageLines([item('', 700), item('  ', 690), item('Text', 680)])).toEqual([{ text: 'Text', y: 680, size: 10 }]);
  });
});

describe('pdfParagraphs', () => {
  it('breaks at a wide gap, at a jump upwards (next column) and at a font size change', () => {
    const lines = [
      { text: 'Titel', y: 760, size: 18 },
      { text: 'a1', y: 736, size: 10 },
      { text: 'a2', y: 724, size: 10 },
      { text: 'b1', y: 700, size: 10 },
      { text: 'c1', y: 760, size: 10 },
      { text: 'c2', y: 748, size: 10 },
    ];
    expect(pdfParagraphs(lines).map((paragraph) => paragraph.map((line) => line.text))).toEqual([
      ['Titel'],
      ['a1', 'a2'],
      ['b1'],
      ['c1', 'c2'],
    ]);
    expect(bodyFontSize([lines])).toBe(10);
  });
});
