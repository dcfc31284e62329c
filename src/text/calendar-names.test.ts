import { describe, expect, it } from 'vitest';
import { isCalendarName, monthsNamed, seriesTitle } from './calendar-names.js';

describe('isCalendarName', () => {
  it('knows months and weekdays in German and English, in any case', () => {
    for (const word of ['February', 'März', 'Mittwoch', 'sunday', 'Okt']) expect(isCalendarName(word)).toBe(true);
  });

  it('takes no name of a person, company or place for one', () => {
    for (const word of ['Fröhlich', 'Hamburg', 'Mayer', 'Augustin']) expect(isCalendarName(word)).toBe(false);
  });
});

describe('seriesTitle', () => {
  it('reads titles that differ only in their dates or numbers as one series', () => {
    expect(seriesTitle('Minutes – Harbour Board, 19 May 2026')).toBe(seriesTitle('Minutes – Harbour Board, 6 October 2026'));
    expect(seriesTitle('Protokoll Hafenrat 12.03.2026')).toBe(seriesTitle('Protokoll Hafenrat 24.09.2026'));
    expect(seriesTitle('Preisblatt 2025')).toBe('preisblatt');
  });

  it('keeps other words apart', () => {
    expect(seriesTitle('Minutes – Harbour Board, 19 May 2026')).not.toBe(seriesTitle('Minutes – Works Council, 19 May 2026'));
    expect(seriesTitle('12.03.2026')).toBe('');
  });
});

describe('monthsNamed', () => {
  it('reads capitalised full month names, German and English, but not a word that opens the text', () => {
    expect(monthsNamed('Minutes – Steering Committee, 6 October 2026')).toEqual([10]);
    expect(monthsNamed('Was wurde im Mai und im März beschlossen?')).toEqual([5, 3]);
    expect(monthsNamed('May I bring a guest in may?')).toEqual([]);
  });
});
