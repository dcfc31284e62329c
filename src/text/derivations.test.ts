import { describe, expect, it } from 'vitest';
import { englishDerivations } from './derivations.js';
import { stem } from './stem.js';

describe('englishDerivations', () => {
  it('pairs a verb with the nouns spelled from it, both ways, and nothing with a look-alike', () => {
    expect(englishDerivations(stem('pay', 'english'))).toContain(stem('payment', 'english'));
    expect(englishDerivations(stem('payment', 'english'))).toContain(stem('pay', 'english'));
    expect(englishDerivations(stem('pay', 'english'))).not.toContain(stem('paymaster', 'english'));
    expect(englishDerivations('zzzz')).toEqual([]);
  });
});
