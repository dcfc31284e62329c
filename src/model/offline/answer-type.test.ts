import { describe, expect, it } from 'vitest';
import { hasAnswerCue } from './answer-type.js';

describe('hasAnswerCue', () => {
  it('does not take the clause number that opens a sentence for a stated number', () => {
    expect(hasAnswerCue('number', '7.1 Es gilt der dem Tarif zugeordnete Fahrplan.', 'Wie viele Fahrten gibt es?')).toBe(false);
    expect(hasAnswerCue('number', '§ 4.2 Die Reederei haftet nach den Beförderungsbedingungen.', 'Wie hoch ist die Haftung?')).toBe(false);
    expect(hasAnswerCue('number', '7.1 Es gelten 12 Fahrten pro Tag.', 'Wie viele Fahrten gibt es?')).toBe(true);
  });
});
