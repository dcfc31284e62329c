import { describe, expect, it } from 'vitest';
import { isCalendarName } from './calendar-names.js';

describe('isCalendarName', () => {
  it('knows months and weekdays in German and English, in any case', () => {
    for (const word of ['February', 'März', 'Mittwoch', 'sunday', 'Okt']) expect(isCalendarName(word)).toBe(true);
  });

  it('takes no name of a person, company or place for one', () => {
    for (const word of ['Fröhlich', 'Hamburg', 'Mayer', 'Augustin']) expect(isCalendarName(word)).toBe(false);
  });
});
