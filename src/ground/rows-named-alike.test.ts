import { describe, expect, it } from 'vitest';
import { makeHit } from './__fixtures__/hits.js';
import { withRowsNamedAlike } from './rows-named-alike.js';

// A ferry operator's fare sheet: the name `Flex7` keys a row of the passenger table and one of the vehicle table.
const sheet = { title: 'Fährtarife 2026', source: 'faehrtarife.md' };
const passengers = makeHit('Fährtarife > 1. Personen\n\n| Tarif | Preis |\n|---|---|\n| Insel Basis | 4,00 € |\n| Insel Flex7 | 6,50 € |', {
  citation: sheet,
  chunkId: 'p',
  relevance: 0.6,
});
const vehicles = makeHit('Fährtarife > 2. Fahrzeuge\n\n| Tarif | Preis |\n|---|---|\n| Auto Basis | 22,00 € |\n| Auto Flex7 | 30,00 € |', {
  citation: sheet,
  chunkId: 'v',
  relevance: 0.2,
});
const timetable = makeHit('Fahrplan > Abfahrten\n\n| Linie | Abfahrt |\n|---|---|\n| Flex7 Express | 07:10 |', {
  citation: { title: 'Fahrplan', source: 'fahrplan.md' },
  chunkId: 't',
  relevance: 0.3,
});
const flex7 = { variants: [['flex7']] };
const insel = { variants: [['insel']] };

describe('withRowsNamedAlike', () => {
  it('adds the chunk of the same document whose table row is keyed by the asked name too, as relevant as its counterpart', () => {
    const hits = withRowsNamedAlike([passengers], [passengers, timetable, vehicles], [flex7]);
    expect(hits.map((hit) => hit.chunkId)).toEqual(['p', 'v']);
    expect(hits[1]!.relevance).toBe(0.6);
  });

  it('adds no chunk of another document, nor one whose rows name fewer of the asked names', () => {
    expect(withRowsNamedAlike([passengers], [timetable], [flex7]).map((hit) => hit.chunkId)).toEqual(['p']);
    expect(withRowsNamedAlike([passengers], [vehicles], [insel, flex7]).map((hit) => hit.chunkId)).toEqual(['p']);
  });

  it('changes nothing without asked names or without a named row among the hits', () => {
    expect(withRowsNamedAlike([passengers], [vehicles], []).map((hit) => hit.chunkId)).toEqual(['p']);
    expect(withRowsNamedAlike([passengers], [vehicles], [{ variants: [['nacht']] }]).map((hit) => hit.chunkId)).toEqual(['p']);
  });
});
