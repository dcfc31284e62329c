import { describe, expect, it } from 'vitest';
import { latinateAlternatives } from './latinate.js';

describe('latinateAlternatives', () => {
  it('gives the Latin noun of a verb in -ieren, from any of its forms', () => {
    expect(latinateAlternatives('dokumentieren')).toContain('dokumentation');
    expect(latinateAlternatives('installiert')).toContain('installation');
    expect(latinateAlternatives('Kalkulierte')).toContain('kalkulation');
  });

  it('turns -iz- into -ik- and -uz- into -ukt- as the nouns do', () => {
    expect(latinateAlternatives('qualifizieren')).toContain('qualifikation');
    expect(latinateAlternatives('Qualifizierung')).toContain('qualifikation');
    expect(latinateAlternatives('produziert')).toContain('produktion');
  });

  it('forms the nouns of Latin `agere` and `facere` as German does (`reagieren` ~ `Reaktion`, `infizieren` ~ `Infektion`)', () => {
    expect(latinateAlternatives('reagiert')).toContain('reaktion');
    expect(latinateAlternatives('infizieren')).toContain('infektion');
    expect(latinateAlternatives('Reaktion')).toContain('reagieren');
    expect(latinateAlternatives('Infektion')).toContain('infizieren');
  });

  it('gives the verb of a Latin noun, and of a noun in -ion that takes -ieren whole', () => {
    expect(latinateAlternatives('Präsentation')).toEqual(expect.arrayContaining(['präsentieren', 'präsentiert']));
    expect(latinateAlternatives('Kommunikation')).toContain('kommunizieren');
    expect(latinateAlternatives('Funktion')).toContain('funktionieren');
    expect(latinateAlternatives('positioniert')).toContain('position');
  });

  it('gives nothing for a noun that only ends like one (`Nation`) or a short root (`Station` is no `st-ieren`)', () => {
    expect(latinateAlternatives('Nation')).toEqual([]);
    expect(latinateAlternatives('Station')).not.toContain('stieren');
    expect(latinateAlternatives('Segelboot')).toEqual([]);
  });
});
