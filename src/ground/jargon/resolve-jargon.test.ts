import { describe, expect, it } from 'vitest';
import { makeHit } from '../__fixtures__/hits.js';
import { findDefinitions, resolveJargon } from './resolve-jargon.js';

const glossary = makeHit(
  [
    'Service Level Agreement – Enterprise > 1. Begriffe',
    '',
    '- Verfügbarkeit: Anteil der Minuten eines Kalendermonats, in denen die Weboberfläche erreichbar ist.',
    '- RTO (Recovery Time Objective): maximal zulässige Zeit vom Beginn einer Störung bis zur Wiederherstellung des Dienstes.',
    '- RPO (Recovery Point Objective): maximal zulässiger Datenverlust, gemessen als Zeitraum vor dem Störungsereignis.',
  ].join('\n'),
  { citation: { title: 'SLA Enterprise', source: 'sla_enterprise.md' } },
);
const onboarding = makeHit('- Nach 5 Monaten: Probezeitgespräch mit der Teamleitung und den neuen Mitarbeitenden.', {
  citation: { title: 'Onboarding', source: 'onboarding.md' },
});

describe('findDefinitions', () => {
  it('reads list items that define a short term, with the spelled-out form as part of the definition', () => {
    expect(findDefinitions([glossary]).map((definition) => definition.term)).toEqual(['Verfügbarkeit', 'RTO', 'RPO']);
    expect(findDefinitions([glossary])[2]?.text).toMatch(/^Recovery Point Objective: maximal zulässiger Datenverlust/);
  });

  it('takes no schedule or data line for a definition', () => {
    expect(findDefinitions([onboarding])).toEqual([]);
  });
});

describe('resolveJargon', () => {
  it('finds the documents’ term for a paraphrase and asks with it', () => {
    const resolved = resolveJargon('Wie viel Datenverlust ist bei Enterprise-Kunden im schlimmsten Fall zulässig?', [glossary]);
    expect(resolved).toMatchObject({ term: 'RPO', covered: ['Datenverlust', 'zulässig'] });
    expect(resolved?.question).toBe('Wie viel RPO ist bei Enterprise-Kunden im schlimmsten Fall?');
    expect(resolved?.query).toMatch(/^RPO Enterprise/);
  });

  it('resolves nothing when two definitions cover the question equally, or none covers two of its terms', () => {
    expect(resolveJargon('Was ist maximal zulässig?', [glossary])).toBeNull();
    expect(resolveJargon('Wie lange dauert die Probezeit für neue Mitarbeitende?', [onboarding])).toBeNull();
  });

  it('needs no resolving when the question already names the term', () => {
    expect(resolveJargon('Wie hoch ist der RPO, also der zulässige Datenverlust?', [glossary])).toBeNull();
  });
});
