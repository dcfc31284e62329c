import { describe, expect, it } from 'vitest';
import { extractDates } from './extract-dates.js';

const now = new Date('2027-05-10T09:00:00Z');
const spans = (message: string) => extractDates(message, now).map((mention) => [mention.start, mention.end]);

describe('extractDates', () => {
  it('reads German and English day phrases, taking month and year from the next mention', () => {
    expect(spans('vom 3. bis 9. März 2027')).toEqual([['2027-03-03', '2027-03-03'], ['2027-03-09', '2027-03-09']]);
    expect(spans('from March 3 to March 9, 2027')).toEqual([['2027-03-03', '2027-03-03'], ['2027-03-09', '2027-03-09']]);
    expect(spans('am 04.02.2027 und am 2027-02-05')).toEqual([['2027-02-04', '2027-02-04'], ['2027-02-05', '2027-02-05']]);
  });

  it('reads whole months and days relative to now', () => {
    expect(spans('im Februar 2028')).toEqual([['2028-02-01', '2028-02-29']]);
    expect(spans('von April bis Mai')).toEqual([['2027-04-01', '2027-04-30'], ['2027-05-01', '2027-05-31']]);
    expect(spans('gestern und today')).toEqual([['2027-05-09', '2027-05-09'], ['2027-05-10', '2027-05-10']]);
  });

  it('keeps an ISO date that is no calendar date as written, and ignores words that only look like months', () => {
    expect(spans('ab 2027-02-30')).toEqual([['2027-02-30', '2027-02-30']]);
    expect(spans('May I ask something?')).toEqual([]);
  });
});
