import { describe, expect, it } from 'vitest';
import { initialisms, writesOutAcronym } from './initialism.js';
import { spellsVersionedName } from './versioned-name.js';

const wordsOf = (text: string): string[] => text.match(/[\p{L}\p{N}]+(?:[-.][\p{L}\p{N}]+)*/gu) ?? [];

describe('initialisms', () => {
  it('spells the initials of runs of capitalised words, short lowercase words inside allowed', () => {
    expect(writesOutAcronym(initialisms(wordsOf('This Service Level Agreement applies to all plans.')), 'SLA')).toBe(true);
    expect(writesOutAcronym(initialisms(wordsOf('Das Bundesamt für Sicherheit in der Informationstechnik empfiehlt')), 'BSI')).toBe(true);
    expect(writesOutAcronym(initialisms(wordsOf('GNU GENERAL PUBLIC LICENSE')), 'GPL')).toBe(true);
  });

  it('does not spell an acronym across a long lowercase word, nor from lowercase words, nor a two-letter one', () => {
    expect(writesOutAcronym(initialisms(wordsOf('Service levels agreed with Acme')), 'SLA')).toBe(false);
    expect(writesOutAcronym(initialisms(wordsOf('the service level agreement')), 'SLA')).toBe(false);
    expect(writesOutAcronym(initialisms(wordsOf('Internal Training')), 'IT')).toBe(false);
  });
});

describe('spellsVersionedName', () => {
  const sequence = (text: string): string[] => wordsOf(text).map((word) => word.toLowerCase());

  it('finds a versioned name written as letters and number, or written out with its version', () => {
    expect(spellsVersionedName(sequence('Parking Code PC-2 applies'), 'PCv2')).toBe(true);
    const licence = 'GNU GENERAL PUBLIC LICENSE – Version 3, 29 June 2007';
    expect(spellsVersionedName(sequence(licence), 'GPLv3', initialisms(wordsOf(licence)))).toBe(true);
    expect(spellsVersionedName(sequence(licence), 'GPL-3', initialisms(wordsOf(licence)))).toBe(true);
  });

  it('does not take another version or a name written out without it', () => {
    const licence = 'GNU GENERAL PUBLIC LICENSE – Version 2, June 1991';
    expect(spellsVersionedName(sequence(licence), 'GPLv3', initialisms(wordsOf(licence)))).toBe(false);
    expect(spellsVersionedName(sequence('General Public License terms'), 'GPLv3', initialisms(wordsOf('General Public License terms')))).toBe(false);
  });
});
