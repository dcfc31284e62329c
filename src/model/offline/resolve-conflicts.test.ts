import { describe, expect, it } from 'vitest';
import { resolveConflicts, type ChosenAnswer } from './resolve-conflicts.js';

const answer = (text: string, marker: number, documentDate: string | null, status = 'current'): ChosenAnswer => ({ text, marker, probability: 0.8, documentDate, status });

describe('resolveConflicts', () => {
  it('keeps the newer of two current documents that state the same thing with another value, and names the older', () => {
    const resolved = resolveConflicts([
      answer('Der Umzug des Lagers ist für den 1. März 2027 geplant.', 1, '2026-04-02'),
      answer('Der Umzug des Lagers ist für den 15. Juni 2027 geplant.', 2, '2026-09-18'),
    ]);
    expect(resolved.answers.map((a) => a.marker)).toEqual([2]);
    expect(resolved.overruled).toEqual([{ marker: 1, documentDate: '2026-04-02', by: 2 }]);
  });

  it('keeps both when they speak of different things (two clients), or agree, or one has no date', () => {
    const clients = [answer('Rechnungen von Alpha sind binnen 14 Tagen zahlbar.', 1, '2026-01-01'), answer('Beta zahlt per Lastschrift zum Monatsende.', 2, '2026-05-01')];
    expect(resolveConflicts(clients).answers).toHaveLength(2);
    const agree = [answer('Die Gebühr beträgt 12 €.', 1, '2026-01-01'), answer('Die Gebühr beträgt 12 € pro Monat.', 2, '2026-05-01')];
    expect(resolveConflicts(agree).answers).toHaveLength(2);
    const undated = [answer('Die Gebühr beträgt 12 €.', 1, null), answer('Die Gebühr beträgt 15 €.', 2, '2026-05-01')];
    expect(resolveConflicts(undated).overruled).toHaveLength(0);
  });

  it('never lets a superseded document take part in a conflict', () => {
    const resolved = resolveConflicts([answer('Die Gebühr beträgt 12 €.', 1, '2027-01-01', 'superseded'), answer('Die Gebühr beträgt 15 €.', 2, '2026-05-01')]);
    expect(resolved.overruled).toHaveLength(0);
  });
});
