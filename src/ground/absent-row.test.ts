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

  it('is null for a row that exists, for questions without a row key, and without tables', () => {
    expect(absentRowKey('Was kostet ein Anschluss mit PE 40?', [pipes])).toBeNull();
    expect(absentRowKey('Was kostet Fiber Pro?', [pipes])).toBeNull();
    expect(absentRowKey('Was kostet ein Anschluss?', [pipes])).toBeNull();
    expect(absentRowKey('Was kostet PE 63?', [makeHit('Rohre PE 25 kosten 410 €.')])).toBeNull();
  });
});
