import { describe, expect, it } from 'vitest';
import { makeHit } from './__fixtures__/hits.js';
import { analyzeQuestion } from './judge/analyze-question.js';
import { otherCaseHits } from './parallel-sections.js';

// A marina's fee sheet: the berth fee for sailing boats and for motor boats in parallel sections.
const sheet = { title: 'Hafenentgelte 2026', source: 'hafenentgelte.md' };
const sailing = makeHit('| Bootslänge | Liegegeld je Nacht |\n|---|---|\n| bis 8 m | 18,00 € |\n| über 8 m bis 12 m | 26,00 € |', {
  citation: { ...sheet, section: 'Hafenentgelte > B. Liegegeld Segelboote' },
  chunkId: 'b',
});
const motor = makeHit('| Bootslänge | Liegegeld je Nacht |\n|---|---|\n| bis 10 m | 30,00 € |\n| über 10 m | 45,00 € |', {
  citation: { ...sheet, section: 'Hafenentgelte > C. Liegegeld Motorboote' },
  chunkId: 'c',
  relevance: 0.2,
});
const others = (question: string, hits: Parameters<typeof otherCaseHits>[2], candidates: Parameters<typeof otherCaseHits>[3]) =>
  otherCaseHits(question, analyzeQuestion(question).aspects, hits, candidates);

describe('otherCaseHits', () => {
  it('finds a hit of a parallel section about another case, with the asked word and the section that names it', () => {
    const found = others('Wie hoch ist das Liegegeld für ein Motorboot mit 9 m?', [sailing], [sailing, motor]);
    expect(found).toHaveLength(1);
    expect(found[0]).toMatchObject({ asked: 'Motorboot', section: 'C. Liegegeld Motorboote' });
    expect(found[0]!.parallel.chunkId).toBe('c');
  });

  it('keeps a hit of the asked case, and a hit whose own text names the asked word', () => {
    expect(others('Wie hoch ist das Liegegeld für ein Segelboot mit 9 m?', [sailing], [sailing, motor])).toEqual([]);
    const mentions = makeHit('Motorboote zahlen den Satz für Segelboote.', { citation: { ...sheet, section: 'Hafenentgelte > B. Liegegeld Segelboote' }, chunkId: 'm' });
    expect(others('Wie hoch ist das Liegegeld für ein Motorboot?', [mentions], [mentions, motor])).toEqual([]);
  });

  it('reads sections that share no word of their headings as steps, not cases, and knows only the ranked sections', () => {
    const leak = makeHit('Dauert die Sperrung länger als 6 Stunden, öffnet der Hafen den Notsteg.', {
      citation: { ...sheet, section: 'Hafenentgelte > 4.2 Notsteg' },
      chunkId: 'n',
    });
    const damage = makeHit('Bei einem Stegschaden sperrt der Hafenmeister den Steg.', { citation: { ...sheet, section: 'Hafenentgelte > 4.1 Stegschaden' }, chunkId: 's' });
    expect(others('Wann öffnet der Hafen bei einem Stegschaden den Notsteg?', [leak], [leak, damage])).toEqual([]);
    expect(others('Wie hoch ist das Liegegeld für ein Motorboot mit 9 m?', [sailing], [sailing])).toEqual([]);
  });
});
