import { describe, expect, it } from 'vitest';
import { namesCodes, namesModifiers, questionFocus } from './question-focus.js';

describe('question focus on table cells', () => {
  it('finds a code a table cell spaces out (`DN = 40` for `DN-40`), never one it lacks', () => {
    const focus = questionFocus('Was kostet ein Anschluss mit einem DN-40-Rohr?');
    expect(namesCodes(focus, 'Nennweite: DN = 40; Preis: 410 €')).toBe(true);
    expect(namesCodes(focus, 'Nennweite: DN = 32; Preis: 380 €')).toBe(false);
    expect(namesCodes(focus, 'Nennweite: DN = 400; Preis: 980 €')).toBe(false);
  });

  it('finds a hyphen modifier as the head of a compound, not as a mere ending', () => {
    const focus = questionFocus('Welcher Wärme-Grundpreis gilt?');
    expect(namesModifiers(focus, 'Preisblatt Fernwärme 2026')).toBe(true);
    expect(namesModifiers(focus, 'Der Wärme-Tarif kostet 12 €.')).toBe(true);
    expect(namesModifiers(focus, 'Preisblatt Strom 2026')).toBe(false);
    expect(namesModifiers(questionFocus('Was kostet das Tour-Paket?'), 'Die Kontour wird geprüft.')).toBe(false);
  });

  it('finds a modifier also in capitals (a name in a title), but not as a lowercase word (`pro Monat`)', () => {
    const focus = questionFocus('Wie hoch ist das Budget des Solar-Projekts?');
    expect(namesModifiers(focus, 'Minutes – SOLAR-X Committee\nBudget: EUR 90,000.')).toBe(true);
    expect(namesModifiers(focus, 'Das Windprojekt hat ein Budget von 90.000 €.')).toBe(false);
    expect(namesModifiers(questionFocus('Was kostet der Pro-Tarif?'), 'Der Basis-Tarif kostet 9 € pro Monat.')).toBe(false);
  });
});

describe('namesCodes on versioned names', () => {
  it('finds a versioned name in its written-out title', () => {
    const focus = questionFocus('How many days do I have under GPLv3 to fix a breach?');
    expect(namesCodes(focus, 'GNU GENERAL PUBLIC LICENSE – Version 3, 29 June 2007\nYou have 30 days.')).toBe(true);
    expect(namesCodes(focus, 'GNU GENERAL PUBLIC LICENSE – Version 2, June 1991\nYou have 30 days.')).toBe(false);
  });
});
