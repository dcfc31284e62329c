import { describe, expect, it } from 'vitest';
import { suspendedCompounds } from './suspended-compounds.js';

describe('suspendedCompounds', () => {
  it('completes modifiers whose hyphen stands for the head of the last compound', () => {
    expect(suspendedCompounds('Zuschlag an Sonn- und Feiertagen')).toEqual(['Sonntagen']);
    expect(suspendedCompounds('Beiträge zur Kranken-, Pflege- oder Rentenversicherung')).toEqual(['Krankenversicherung', 'Pflegeversicherung']);
    expect(suspendedCompounds('| Strom- und Gaspreise | 2026 |')).toEqual(['Strompreise']);
  });

  it('replaces only the first member of a longer compound: the suspended modifier stands for that member', () => {
    expect(suspendedCompounds('Grundpreis für Ein- und Zweifamilienhäuser')).toEqual(['Einfamilienhäuser']);
    expect(suspendedCompounds('für Klein- und Mittelbetriebe')).toEqual(['Kleinbetriebe']);
  });

  it('completes heads whose hyphen stands for the modifier of the first compound', () => {
    expect(suspendedCompounds('Vertragsbeginn und -ende stehen im Anhang')).toEqual(['Vertragsende']);
  });

  it('swaps the prefix of a word the dictionary keeps whole when that makes a lemma', () => {
    expect(suspendedCompounds('Die Ein- und Auslagerung wird je Kiste berechnet.')).toEqual(['Einlagerung']);
    expect(suspendedCompounds('Auf- und Abbau des Standes')).toEqual(['Aufbau']);
    expect(suspendedCompounds('Zu- und Xyzlagerung')).toEqual([]);
  });

  it('completes nothing without a dictionary split or a suspended hyphen', () => {
    expect(suspendedCompounds('Check-in und Check-out')).toEqual([]);
    expect(suspendedCompounds('E-Mail und Telefon')).toEqual([]);
    expect(suspendedCompounds('Der Kunde zahlt und kündigt')).toEqual([]);
    expect(suspendedCompounds('Ein- und Ausgänge')).toEqual([]);
  });
});
