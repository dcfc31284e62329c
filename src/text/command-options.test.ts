import { describe, expect, it } from 'vitest';
import { commandOptions, namesOption, withoutCommandOptions } from './command-options.js';

describe('commandOptions', () => {
  it('finds short and long options as written', () => {
    expect(commandOptions('What does zstd -19 do, and what does xz -9 do?')).toEqual(['-9']);
    expect(commandOptions('Does cp -r follow links, and what is --preserve=mode?')).toEqual(['-r', '--preserve']);
    expect(commandOptions('Was macht ls -a?')).toEqual(['-a']);
  });

  it('takes no hyphen inside a word, no negative quantity and no dash between spaces for an option', () => {
    expect(commandOptions('Schick mir eine E-Mail zum Pro-Plan.')).toEqual([]);
    expect(commandOptions('Läuft die Pumpe bei -20 °C und bei -5 °C?')).toEqual([]);
    expect(commandOptions('Gibt es -5 % Rabatt?')).toEqual([]);
    expect(commandOptions('Umsatz Q1 - Q3')).toEqual([]);
  });

  it('names an option only where it stands as one', () => {
    expect(namesOption('-1 or --fast is the fastest, -9 or --best the slowest', '-9')).toBe(true);
    expect(namesOption('-90 is no level', '-9')).toBe(false);
    expect(namesOption('the file backup-9 is old', '-9')).toBe(false);
    expect(withoutCommandOptions('What does xz -9 do?')).toBe('What does xz    do?');
  });
});
