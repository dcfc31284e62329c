import { describe, expect, it } from 'vitest';
import { makeHit } from '../__fixtures__/hits.js';
import { findDefinitions, resolveJargon } from './resolve-jargon.js';

const glossary = makeHit(
  [
    'Bordhandbuch Fährbetrieb > 1. Begriffe',
    '',
    '- Tiefgang: Abstand zwischen der Wasserlinie und dem Kiel des beladenen Schiffs.',
    '- MLZ (Mindestliegezeit): kürzeste zulässige Zeit zwischen dem Anlegen und dem Ablegen im Hafen.',
    '- MWS (Maximale Windstärke): höchste zulässige Windstärke, bei der eine Fähre noch ausläuft.',
  ].join('\n'),
  { citation: { title: 'Bordhandbuch', source: 'bordhandbuch.md' } },
);
const onboarding = makeHit('- Nach 3 Monaten: Einarbeitungsgespräch mit der Schiffsleitung und den neuen Matrosen.', {
  citation: { title: 'Einarbeitung', source: 'einarbeitung.md' },
});

describe('findDefinitions', () => {
  it('reads list items that define a short term, with the spelled-out form as part of the definition', () => {
    expect(findDefinitions([glossary]).map((definition) => definition.term)).toEqual(['Tiefgang', 'MLZ', 'MWS']);
    expect(findDefinitions([glossary])[2]?.text).toMatch(/^Maximale Windstärke: höchste zulässige Windstärke/);
  });

  it('reads a mixed-case abbreviation (`eFZ`) as a defined term, not a lowercase word', () => {
    const terms = makeHit(
      ['- eFZ: elektronisches Fahrtenbuch der Zeitcharter', '- hinweis: bitte beachten Sie die Aushänge im Hafen'].join('\n'),
      { citation: { title: 'Begriffe', source: 'begriffe.md' } },
    );
    expect(findDefinitions([terms]).map((definition) => definition.term)).toEqual(['eFZ']);
  });

  it('takes no schedule or data line for a definition', () => {
    expect(findDefinitions([onboarding])).toEqual([]);
  });
});

describe('resolveJargon', () => {
  it('finds the documents’ term for a paraphrase and asks with it', () => {
    const resolved = resolveJargon('Welche Windstärke ist bei Nachtfahrten im Winter höchstens zulässig?', [glossary]);
    expect(resolved).toMatchObject({ term: 'MWS', covered: ['Windstärke', 'höchstens', 'zulässig'] });
    expect(resolved?.question).toBe('Welche MWS ist bei Nachtfahrten im Winter?');
    expect(resolved?.query).toMatch(/^MWS Nachtfahrten/);
  });

  it('resolves nothing when two definitions cover the question equally, or none covers two of its terms', () => {
    expect(resolveJargon('Was ist maximal zulässig?', [glossary])).toBeNull();
    expect(resolveJargon('Wie lange dauert die Einarbeitung für neue Matrosen?', [onboarding])).toBeNull();
  });

  it('needs no resolving when the question already names the term', () => {
    expect(resolveJargon('Wie hoch ist die MWS, also die zulässige Windstärke?', [glossary])).toBeNull();
  });
});
