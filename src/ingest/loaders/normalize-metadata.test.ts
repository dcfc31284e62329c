import { describe, expect, it } from 'vitest';
import { IngestError } from '../../errors/index.js';
import { normalizeDate, normalizeStatus, optionalString } from './normalize-metadata.js';

describe('normalizeDate', () => {
  it.each([
    [new Date('2026-02-01T00:00:00Z'), '2026-02-01'],
    ['2026-02-01', '2026-02-01'],
    ['2026-02-01T23:10:00+01:00', '2026-02-01'],
    ['1.2.2026', '2026-02-01'],
    ['01.02.2026', '2026-02-01'],
    ['D:20260201120000Z', '2026-02-01'],
    ['Sun, 01 Feb 2026 10:00:00 GMT', '2026-02-01'],
    ['2026-02-30', null],
    ['31.04.2026', null],
    ['irgendwann', null],
    ['12345', null],
    ['', null],
    [undefined, null],
    [42, null],
    [new Date('invalid'), null],
  ])('%j → %j', (value, expected) => {
    expect(normalizeDate(value)).toBe(expected);
  });
});

describe('normalizeStatus', () => {
  it('defaults to current and accepts the three statuses in any case', () => {
    expect(normalizeStatus(undefined, 's')).toBe('current');
    expect(normalizeStatus('Superseded', 's')).toBe('superseded');
    expect(normalizeStatus('archived', 's')).toBe('archived');
  });

  it('names the allowed values for anything else', () => {
    expect(() => normalizeStatus('obsolete', 'doc.md')).toThrow(IngestError);
    expect(() => normalizeStatus('obsolete', 'doc.md')).toThrow('"status: obsolete"');
  });
});

describe('optionalString', () => {
  it('turns empty and YAML null spellings into null and numbers into strings', () => {
    expect(optionalString('  ')).toBeNull();
    expect(optionalString('~')).toBeNull();
    expect(optionalString('null')).toBeNull();
    expect(optionalString(3)).toBe('3');
    expect(optionalString(' 3.0 ')).toBe('3.0');
    expect(optionalString({})).toBeNull();
  });
});
