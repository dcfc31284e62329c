import { describe, expect, it } from 'vitest';
import { lexicalText } from './lexical-text.js';

describe('lexicalText', () => {
  it('indexes a compound written with a suspended hyphen as the whole word, in German text', () => {
    const text = lexicalText('Zuschlag an Sonn- und Feiertagen', 'german');
    expect(text.startsWith('Zuschlag an Sonn- und Feiertagen\n')).toBe(true);
    expect(text.split(/\s+/)).toContain('sonntagen');
    expect(lexicalText('Surcharge on Sun- and holidays', 'english').split(/\s+/)).not.toContain('sunholidays');
  });

  it('indexes a German particle verb written apart as the joined verb and its participle', () => {
    expect(lexicalText('Die Reederei sichert eine Pünktlichkeit von 98 % zu.', 'german').split(/\s+/)).toEqual(expect.arrayContaining(['zusichern', 'zugesichert']));
    // A zu-infinitive's stem keeps the infix (`aufzubewahr`): the infinitive is indexed too, so `aufbewahren` finds it.
    expect(lexicalText('Belege sind 6 Monate aufzubewahren.', 'german').split(/\s+/)).toContain('aufbewahren');
    expect(lexicalText('Belege sind 6 Monate aufzubewahren.', 'english').split(/\s+/)).not.toContain('aufbewahren');
    expect(lexicalText('The ferry line makes it up to you.', 'english').split(/\s+/)).not.toContain('upmakes');
  });

  it('adds compound parts but leaves a text without any alone', () => {
    expect(lexicalText('Die Kündigungsfrist', 'german').split(/\s+/)).toEqual(expect.arrayContaining(['kundigung', 'frist']));
    expect(lexicalText('a b', 'english')).toBe('a b');
  });
});
