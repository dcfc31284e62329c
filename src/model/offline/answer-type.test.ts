import { describe, expect, it } from 'vitest';
import { hasAnswerCue } from './answer-type.js';

describe('hasAnswerCue', () => {
  it('does not take the clause number that opens a sentence for a stated number', () => {
    expect(hasAnswerCue('number', '7.1 Es gilt der dem Tarif zugeordnete Fahrplan.', 'Wie viele Fahrten gibt es?')).toBe(false);
    expect(hasAnswerCue('number', '§ 4.2 Die Reederei haftet nach den Beförderungsbedingungen.', 'Wie hoch ist die Haftung?')).toBe(false);
    expect(hasAnswerCue('number', '7.1 Es gelten 12 Fahrten pro Tag.', 'Wie viele Fahrten gibt es?')).toBe(true);
  });

  it('takes only an age as the answer to `Wie alt` / `how old`, not any number', () => {
    expect(hasAnswerCue('number', 'Mit 39 Jahren gewann sie die Kieler Woche.', 'Wie alt war die Skipperin bei ihrem Sieg?')).toBe(true);
    expect(hasAnswerCue('number', 'Die 39-jährige Skipperin gewann.', 'Wie alt war die Skipperin bei ihrem Sieg?')).toBe(true);
    expect(hasAnswerCue('number', 'Sie führte zwei Crews zum Sieg.', 'Wie alt war die Skipperin bei ihrem Sieg?')).toBe(false);
    expect(hasAnswerCue('number', 'She won the race aged 39.', 'How old was the skipper when she won?')).toBe(true);
    expect(hasAnswerCue('number', 'She led two crews to victory.', 'How old was the skipper when she won?')).toBe(false);
    expect(hasAnswerCue('number', 'She led two crews to victory.', 'How many crews did the skipper lead?')).toBe(true);
  });
});
