import { describe, expect, it } from 'vitest';
import { namedWeekdays, namesWeekday, weekdaysInRanges } from './weekday-ranges.js';

describe('weekdaysInRanges', () => {
  it('names the days inside a German range, written out or abbreviated', () => {
    expect(weekdaysInRanges('| Montag bis Freitag | 18 € |')).toEqual(['Dienstag', 'Mittwoch', 'Donnerstag']);
    expect(weekdaysInRanges('Geöffnet Mo.–Mi. 9–17 Uhr')).toEqual(['Dienstag']);
    expect(weekdaysInRanges('montags bis donnerstags')).toEqual(['Dienstag', 'Mittwoch']);
  });

  it('names the days inside an English range, across the weekend too', () => {
    expect(weekdaysInRanges('Open Monday through Thursday.')).toEqual(['Tuesday', 'Wednesday']);
    expect(weekdaysInRanges('Night rate Fri-Mon')).toEqual(['Saturday', 'Sunday']);
  });

  it('names Saturday and Sunday for the weekend, in the language it is written in', () => {
    expect(weekdaysInRanges('Montag bis Freitag 8–17 Uhr, am Wochenende bis 12 Uhr')).toEqual(['Dienstag', 'Mittwoch', 'Donnerstag', 'Samstag', 'Sonntag']);
    expect(weekdaysInRanges('Closed on weekends.')).toEqual(['Saturday', 'Sunday']);
    expect(weekdaysInRanges('Wochenendzuschlag 20 %')).toEqual([]);
  });

  it('names nothing for neighbouring days, mixed languages or words that only look like days', () => {
    expect(weekdaysInRanges('Samstag bis Sonntag')).toEqual([]);
    expect(weekdaysInRanges('Montag to Friday')).toEqual([]);
    expect(weekdaysInRanges('so bis Freitag, Nord-Süd, sat to think')).toEqual([]);
    expect(weekdaysInRanges('Am Montag und am Freitag')).toEqual([]);
  });
});

describe('namedWeekdays and namesWeekday', () => {
  it('reads the days a question names in full, as adverbs and plurals too, not abbreviations', () => {
    expect(namedWeekdays('Wie lange hat das Hafenbüro samstags offen?')).toEqual([5]);
    expect(namedWeekdays('Is the ferry office open on Sundays or Mondays?')).toEqual([6, 0]);
    expect(namedWeekdays('Mo bis Fr geöffnet, so geschlossen')).toEqual([]);
  });

  it('finds a day in full, inside a range, as the weekend or as every day; not in other days', () => {
    expect(namesWeekday('Hafenbüro: Montag bis Donnerstag 8–18 Uhr, Freitag 8–14 Uhr', 4)).toBe(true);
    expect(namesWeekday('Hafenbüro: Montag bis Freitag 8–18 Uhr', 2)).toBe(true);
    expect(namesWeekday('Hafenbüro: Montag bis Freitag 8–18 Uhr', 5)).toBe(false);
    expect(namesWeekday('Am Wochenende bleibt das Hafenbüro zu.', 6)).toBe(true);
    expect(namesWeekday('Der Kiosk ist täglich von 7 bis 20 Uhr geöffnet.', 5)).toBe(true);
  });
});
