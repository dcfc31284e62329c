import { describe, expect, it } from 'vitest';
import { termDefinitions } from './definitions.js';

describe('termDefinitions', () => {
  it('reads list items and bold terms that define a short term or code, the long form with the definition', () => {
    const glossary = [
      '- **K2**: Kontrollgang mit vollständiger Sichtprüfung der Leinen',
      '- MLZ (Mindestliegezeit): kürzeste zulässige Zeit zwischen Anlegen und Ablegen.',
      '- Tiefgang: Abstand zwischen der Wasserlinie und dem Kiel.',
    ].join('\n');
    expect(termDefinitions(glossary)).toEqual([
      { term: 'K2', text: 'Kontrollgang mit vollständiger Sichtprüfung der Leinen' },
      { term: 'MLZ', text: 'Mindestliegezeit: kürzeste zulässige Zeit zwischen Anlegen und Ablegen.' },
      { term: 'Tiefgang', text: 'Abstand zwischen der Wasserlinie und dem Kiel.' },
    ]);
  });

  it('takes no data line, schedule or lowercase label for a definition', () => {
    expect(termDefinitions(['- Kennzahl: 15 Minuten je Vorgang und Monat', '- Nach 3 Monaten: Gespräch mit der Leitung', '- hinweis: bitte die Aushänge beachten'].join('\n'))).toEqual([]);
  });
});
