import { describe, expect, it } from 'vitest';
import { makeHit } from './__fixtures__/hits.js';
import { absentRowKey } from './absent-row.js';

const pipes = makeHit(
  ['## Anschlusspreise', '', '| Rohr | Preis |', '|---|---|', '| PE 25 | 410 € |', '| PE 40 | 560 € |', '', '| Paket | Monatspreis |', '|---|---|', '| Fiber Start | 30 € |', '| Fiber Pro | 45 € |'].join('\n'),
);

describe('absentRowKey', () => {
  it('finds a row key the question names that no row has, with the keys that exist', () => {
    expect(absentRowKey('Was kostet ein Anschluss mit PE 63?', [pipes])).toEqual({ asked: 'PE 63', existing: ['PE 25', 'PE 40'] });
    expect(absentRowKey('Was kostet Fiber Ultra im Monat?', [pipes])?.asked).toBe('Fiber Ultra');
  });

  it('reads a lowercase word after a capitalised name as what the name is, not as a row (`Fiber packages`)', () => {
    expect(absentRowKey('How long is the contract if I already have a Fiber internet plan?', [pipes])).toBeNull();
    expect(absentRowKey('was kostet fiber ultra im monat?', [pipes])?.asked).toBe('fiber ultra');
  });

  it('is null for a row that exists, for questions without a row key, and without tables', () => {
    expect(absentRowKey('Was kostet ein Anschluss mit PE 40?', [pipes])).toBeNull();
    expect(absentRowKey('Was kostet Fiber Pro?', [pipes])).toBeNull();
    expect(absentRowKey('Was kostet ein Anschluss?', [pipes])).toBeNull();
    expect(absentRowKey('Was kostet PE 63?', [makeHit('Rohre PE 25 kosten 410 €.')])).toBeNull();
  });
});

describe('absentRowKey on numbered variants named by document titles', () => {
  const sheet = makeHit('Technische Daten\n\nLadeleistung: 7,4 kW; Kabel: 5 m.', { citation: { title: 'VoltBox 7 – Datenblatt', source: 'voltbox_7.md' } });

  it('finds a variant number the question names where the hit documents are titled by another', () => {
    expect(absentRowKey('Welche Ladeleistung hat die VoltBox 22?', [sheet])).toEqual({ asked: 'VoltBox 22', existing: ['VoltBox 7'] });
  });

  it('is null for the titled variant, and when a hit names the asked one', () => {
    expect(absentRowKey('Welche Ladeleistung hat die VoltBox 7?', [sheet])).toBeNull();
    const mention = makeHit('Die VoltBox 22 folgt 2027.', { citation: { title: 'Ausblick', source: 'ausblick.md' } });
    expect(absentRowKey('Welche Ladeleistung hat die VoltBox 22?', [sheet, mention])).toBeNull();
    expect(absentRowKey('Welche Ladeleistung hat die VoltBox?', [sheet])).toBeNull();
  });
});

describe('absentRowKey on a value named after its column header', () => {
  const tiers = makeHit(['## Supportstufen', '', '| Stufe | Reaktionszeit |', '|---|---|', '| Bronze | 8 Stunden |', '| Silber | 4 Stunden |'].join('\n'));

  it('finds a tier the question names after the column header that the column does not hold', () => {
    expect(absentRowKey('Welche Reaktionszeit gilt in der Stufe Gold?', [tiers])).toEqual({ asked: 'Stufe Gold', existing: ['Bronze', 'Silber'] });
    expect(absentRowKey('What is the response time in Stufe Platinum?', [tiers])?.asked).toBe('Stufe Platinum');
  });

  it('is null for a value of the column, a lowercase word after the header, and a value the hits name elsewhere', () => {
    expect(absentRowKey('Welche Reaktionszeit gilt in der Stufe Silber?', [tiers])).toBeNull();
    expect(absentRowKey('Welche Stufe hat die kürzeste Reaktionszeit?', [tiers])).toBeNull();
    const outlook = makeHit('Die Stufe Gold kommt 2027.', { citation: { title: 'Ausblick', source: 'ausblick.md' } });
    expect(absentRowKey('Welche Reaktionszeit gilt in der Stufe Gold?', [tiers, outlook])).toBeNull();
  });
});
