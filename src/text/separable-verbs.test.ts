import { describe, expect, it } from 'vitest';
import { joinedParticleVerbs, particleVerbForms, zuInfinitiveVerbs } from './separable-verbs.js';

describe('joinedParticleVerbs', () => {
  it('joins a particle verb written apart into its infinitive and a regular participle', () => {
    expect(joinedParticleVerbs('Die Reederei sichert eine Pünktlichkeit von 98,5 % pro Saison zu.')).toEqual(['zusichern', 'zugesichert']);
    expect(joinedParticleVerbs('Wir stellen bei Ausfällen ein Ersatzschiff bereit, sofern es frei ist.')).toEqual(['bereitstellen', 'bereitgestellt']);
    expect(joinedParticleVerbs('Der Kunde meldet die Fahrt beim Hafenamt an.')).toContain('anmelden');
  });

  it('joins nothing without a particle at the clause end or without a verb of the dictionary', () => {
    expect(joinedParticleVerbs('Die Fähre legt um 8 Uhr ab dem Hafen ab Hamburg.')).toEqual([]);
    expect(joinedParticleVerbs('Ich gehe nach Hause zu.')).toEqual([]);
    expect(joinedParticleVerbs('Die Frist beträgt 14 Tage.')).toEqual([]);
  });
});

describe('particleVerbForms', () => {
  it('gives the infinitive, zu-infinitive and participle of a particle verb from any of them', () => {
    expect(particleVerbForms('einzureichen')).toEqual(['einreichen', 'eingereicht']);
    expect(particleVerbForms('eingereicht')).toEqual(['einreichen', 'einzureichen']);
    expect(particleVerbForms('auszahlen')).toEqual(['auszuzahlen', 'ausgezahlt']);
  });

  it('gives nothing for a word that is no particle verb of the dictionary', () => {
    expect(particleVerbForms('Anzahl')).toEqual([]);
    expect(particleVerbForms('Angebot')).toEqual([]);
    expect(particleVerbForms('melden')).toEqual([]);
  });
});

describe('zuInfinitiveVerbs', () => {
  it('gives the infinitive of each zu-infinitive of a particle verb', () => {
    expect(zuInfinitiveVerbs('Quittungen sind zwei Jahre aufzubewahren und bis Monatsende einzureichen.')).toEqual(['aufbewahren', 'einreichen']);
    expect(zuInfinitiveVerbs('Der Vorgang ist dem Team zuzuordnen.')).toEqual(['zuordnen']);
  });

  it('gives nothing for nouns and words that are no zu-infinitive of a dictionary verb', () => {
    expect(zuInfinitiveVerbs('Der Anzug hängt im Aufzug neben der Aufzugsanlage.')).toEqual([]);
    expect(zuInfinitiveVerbs('Wir beginnen zu arbeiten und einzelne Anzeigen zu prüfen.')).toEqual([]);
  });
});

