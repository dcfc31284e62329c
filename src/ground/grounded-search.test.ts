import { describe, expect, it } from 'vitest';
import type { Confidence, Hit, Judge, Retriever, SearchOptions } from '../spec/index.js';
import { captureLogger } from './__fixtures__/capture-logger.js';
import { fakeModel } from './__fixtures__/fake-model.js';
import { makeHit } from './__fixtures__/hits.js';
import { groundedSearch, ofNamedMonth, ofNamedVersion, ofNamedYear, refersToPast, seriesValues } from './grounded-search.js';
import { createLlmJudge, createOfflineJudge } from './judge/index.js';
import type { Reformulator } from './requery/index.js';

function retrieverOf(answer: (query: string, options: SearchOptions) => Hit[] | Promise<Hit[]>): Retriever & { queries: string[]; options: SearchOptions[] } {
  const queries: string[] = [];
  const options: SearchOptions[] = [];
  return {
    queries,
    options,
    async search(query, searchOptions) {
      queries.push(query);
      options.push(searchOptions);
      return answer(query, searchOptions);
    },
  };
}

function judgeOf(level: Confidence['level']): Judge & { calls: number } {
  const judge = {
    id: 'fixed',
    calls: 0,
    async judge(): Promise<Confidence> {
      judge.calls += 1;
      return { level, reason: `fixed ${level}`, canAnswer: level === 'HIGH' || level === 'MEDIUM' };
    },
  };
  return judge;
}

const counting = (): Reformulator & { calls: number } => {
  const reformulator = {
    calls: 0,
    async reformulate(question: string) {
      reformulator.calls += 1;
      return `${question} umformuliert ${reformulator.calls}`;
    },
  };
  return reformulator;
};

const now = () => new Date('2026-11-29T12:00:00Z');
const priceHit = makeHit('Der Pro-Plan kostet 850 € pro Monat und enthält bis zu 500 Sensoren.', {
  relevance: 0.9,
  citation: { source: 'preisliste_2026.md', title: 'Preisliste 2026', version: '3.0', documentDate: '2026-09-01' },
});

describe('groundedSearch', () => {
  it('searches and judges a misspelt name as the documents write it', async () => {
    const lease = makeHit('§ 4 Laufzeit\n\nDer Liegeplatzvertrag mit der Reederei Möwenstein läuft bis zum 31.12.2028.', {
      relevance: 0.9,
      citation: { source: 'moewenstein.md', title: 'Liegeplatzvertrag Reederei Möwenstein', documentDate: '2026-09-01' },
    });
    const retriever = retrieverOf((query) => (/Möwenstein/.test(query) ? [lease] : []));
    const corpus = {
      async documentFrequency(_tenantId: string, terms: readonly string[]) {
        const frequencies = new Map(terms.map((term) => [term, term.toLowerCase() === 'möwenstein' ? 1 : 0]));
        return { documents: 1, frequencies, containing: new Map() };
      },
    };
    const result = await groundedSearch('Bis wann läuft der Liegeplatzvertrag mit der Reederei Möwenstien?', {
      retriever,
      judge: createOfflineJudge(),
      reformulator: null,
      corpus,
      tenantId: 't',
      now,
    });
    expect(retriever.queries[0]).toContain('Möwenstein');
    expect(result.state).toBe('FOUND');
  });

  it('hands the reformulator the words of the question no hit held, and keeps them out of the trace', async () => {
    const seen: (string[] | undefined)[] = [];
    const reformulator: Reformulator = {
      async reformulate(question, previous) {
        seen.push(...previous.map((attempt) => attempt.confidence?.missing));
        return `${question} umformuliert`;
      },
    };
    const fees = makeHit('Der Stromkasten am Steg kostet 3 € pro Tag.', { relevance: 0.6, citation: { source: 'gebuehren.md', title: 'Gebühren Hafen' } });
    const result = await groundedSearch('Wie hoch ist die Kaution für den Stromkasten am Steg?', {
      retriever: retrieverOf(() => [fees]),
      judge: createOfflineJudge(),
      reformulator,
      tenantId: 't',
      now,
    });
    expect(seen[0]).toEqual(expect.arrayContaining(['Kaution']));
    expect(result.attempts[0]?.confidence).not.toHaveProperty('missing');
  });

  it('keeps both compared sides when the re-query finds only one of them, however well', async () => {
    const kormoran = makeHit('12.2 Die Stornofrist beträgt 30 Tage.', { relevance: 0.6, citation: { source: 'kormoran.md', title: 'Chartervertrag Kormoran Reisen' } });
    const delta = makeHit('12.2 Die Stornofrist beträgt 7 Tage.', { relevance: 0.6, citation: { source: 'delta.md', title: 'Chartervertrag Delta Tours' } });
    const strongKormoran = { ...kormoran, relevance: 0.9 };
    const retriever = retrieverOf((query) => (/umformuliert/.test(query) ? [strongKormoran] : /Delta/.test(query) ? [delta] : [kormoran]));
    const result = await groundedSearch('Vergleiche die Stornofristen in den Charterverträgen mit Kormoran Reisen und Delta Tours.', {
      retriever,
      judge: judgeOf('HIGH'),
      reformulator: counting(),
      tenantId: 't',
      now,
    });
    expect(result.attempts.map((attempt) => attempt.state)).toEqual(['LOW_RELEVANCE', 'FOUND']);
    expect(result.state).toBe('FOUND');
    expect(result.hits.map((hit) => hit.citation.source).sort()).toEqual(['delta.md', 'kormoran.md']);
  });

  it('reads a compared client’s contract in the other language whole when no search ranks its answering chunk', async () => {
    const kormoranTitle = 'Chartervertrag Möwe Fährlinien – Kormoran Reisen GmbH';
    const kormoran = makeHit('§ 3 Laufzeit\n\n3.1 Der Vertrag endet am 31. März 2028.', { relevance: 0.8, citation: { source: 'kormoran.md', title: kormoranTitle } });
    const pelicanTitle = 'Charter Agreement – Pelican Travel Ltd';
    const pelicanIntro = makeHit('Charter Agreement\n\nbetween Möwe Fährlinien and Pelican Travel Ltd ("Customer").', {
      relevance: 0.7,
      language: 'english',
      citation: { source: 'pelican.md', title: pelicanTitle },
    });
    const pelicanParts = [
      pelicanIntro,
      makeHit('Charter Agreement > 2. Price\n\n2.1 The charter costs EUR 4,200 per sailing.', { relevance: 0.01, language: 'english', chunkId: 'p2', citation: { source: 'pelican.md', title: pelicanTitle } }),
      makeHit('Charter Agreement > 3. Term\n\n3.1 The agreement starts on 1 May 2026 and ends on 30 April 2029.', { relevance: 0.01, language: 'english', chunkId: 'p3', citation: { source: 'pelican.md', title: pelicanTitle } }),
    ];
    const search = (query: string) => (/^Pelican/.test(query) ? [pelicanIntro] : /Pelican/.test(query) ? [kormoran, pelicanIntro] : [kormoran]);
    const deps = { judge: createOfflineJudge(), reformulator: null, tenantId: 't', now };
    const question = 'Bis wann laufen die Charterverträge mit Kormoran und mit Pelican jeweils?';
    const withDocuments = { ...retrieverOf(search), documentHits: async (documentId: string) => pelicanParts.filter((hit) => hit.documentId === documentId) };
    const result = await groundedSearch(question, { ...deps, retriever: withDocuments });
    expect(result.hits.map((hit) => hit.text)).toEqual(expect.arrayContaining([pelicanParts[2]!.text]));
    const without = await groundedSearch(question, { ...deps, retriever: retrieverOf(search) });
    expect(without.hits.map((hit) => hit.text)).not.toContain(pelicanParts[2]!.text);
  });

  it('picks among a compared client’s chunks by the topic and the asked kind of value, not by the search’s order', async () => {
    const kormoran = makeHit('§ 3 Laufzeit\n\n3.1 Der Vertrag endet am 31. März 2028.', { relevance: 0.8, citation: { source: 'kormoran.md', title: 'Chartervertrag Kormoran Reisen GmbH' } });
    const title = 'Charter Agreement – Pelican Travel Ltd';
    const pelican = (text: string, chunkId: string) => makeHit(`Charter Agreement – Pelican Travel Ltd > ${text}`, { relevance: 0.3, language: 'english', chunkId, citation: { source: 'pelican.md', title } });
    const scope = pelican('1. Scope\n\nThe shipping line charters the ferry Gull III to Pelican Travel Ltd.', 'p1');
    const contact = pelican('8. Contact\n\nOperational contact is Jonas Weber.', 'p8');
    const term = pelican('3. Term\n\n3.1 The agreement starts on 1 May 2026 and ends on 30 April 2029.', 'p3');
    // The client's own search ranks the other client's clause first; the search for the name finds its chunks in any order.
    const search = (query: string) => (query === 'Pelican' ? [scope, contact, term] : [kormoran, scope, contact, term]);
    const result = await groundedSearch('Bis wann laufen die Charterverträge mit Kormoran und mit Pelican jeweils?', {
      retriever: retrieverOf(search),
      judge: createOfflineJudge(),
      reformulator: null,
      tenantId: 't',
      now,
    });
    expect(result.hits.map((hit) => hit.chunkId)).toContain('p3');
  });

  it('searches each compared item on its own and keeps the best hit of each search', async () => {
    const north = makeHit('Die Reederei sichert auf der Route Nord eine Pünktlichkeit von 95 % pro Kalendermonat zu.', { relevance: 0.8, citation: { source: 'route_nord.md', title: 'Route Nord' } });
    const south = makeHit('Die Reederei sichert auf der Route Süd eine Pünktlichkeit von 90 % pro Kalendermonat zu.', { relevance: 0.7, citation: { source: 'route_sued.md', title: 'Route Süd' } });
    const retriever = retrieverOf((query) => (/Süd/.test(query) ? [south] : /Nord/.test(query) ? [north] : []));
    const result = await groundedSearch('Wie unterscheidet sich die Pünktlichkeit zwischen Route Nord und Route Süd?', {
      retriever,
      judge: judgeOf('HIGH'),
      tenantId: 't',
      now,
    });
    expect(retriever.queries).toEqual(['die Pünktlichkeit Route Nord?', 'die Pünktlichkeit Route Süd?']);
    expect(result.hits.map((hit) => hit.citation.source)).toEqual(['route_nord.md', 'route_sued.md']);
  });

  it('searches and judges a claim to confirm as the question it stands for, so the documented value answers it', async () => {
    const retriever = retrieverOf((query) => (/kostet/.test(query) ? [priceHit] : []));
    const { createOfflineJudge } = await import('./judge/index.js');
    const result = await groundedSearch('Ist es wahr, dass der Pro-Plan jetzt gratis ist?', {
      retriever,
      judge: createOfflineJudge(),
      tenantId: 't',
      now,
    });
    expect(retriever.queries[0]).toBe('Was kostet der Pro-Plan?');
    expect(result.state).toBe('FOUND');
    expect(result.content).toContain('850 €');
  });

  it('turns an empty knowledge base into NOT_FOUND with an explicit instruction, after one re-query', async () => {
    const retriever = retrieverOf(() => []);
    const result = await groundedSearch('Was kostet der Pro-Plan?', { retriever, judge: judgeOf('HIGH'), tenantId: 't', now });
    expect(result.state).toBe('NOT_FOUND');
    expect(result.isError).toBe(true);
    expect(result.content).toContain('NOT_FOUND');
    expect(result.content).toMatch(/NICHT aus eigenem Wissen/);
    expect(result.content).toMatch(/erfinde keine Zahlen/);
    expect(result.content).toMatch(/Support/);
    expect(result.hits).toEqual([]);
    expect(result.citations).toEqual([]);
    expect(result.attempts).toHaveLength(2);
    expect(retriever.queries).toHaveLength(2);
    expect(retriever.queries[1]).not.toBe(retriever.queries[0]);
  });

  it('returns TECHNICAL_ERROR without re-query when the retriever throws, keeping details out of the content', async () => {
    const retriever = retrieverOf(() => {
      throw new Error('connection refused: postgres://secret-host:5432');
    });
    const reformulator = counting();
    const { logger, records } = captureLogger();
    const result = await groundedSearch('What does the Pro plan cost?', { retriever, judge: judgeOf('HIGH'), reformulator, tenantId: 't', logger });
    expect(result.state).toBe('TECHNICAL_ERROR');
    expect(result.isError).toBe(true);
    expect(result.attempts).toEqual([{ query: 'What does the Pro plan cost?', state: 'TECHNICAL_ERROR' }]);
    expect(reformulator.calls).toBe(0);
    expect(retriever.queries).toHaveLength(1);
    expect(result.content).not.toContain('secret-host');
    expect(result.content).not.toContain('connection refused');
    expect(result.content).toMatch(/trying again later/);
    expect(result.error).toEqual({ type: 'Error', message: 'connection refused: postgres://secret-host:5432' });
    expect(records.some((record) => record.event === 'retrieval-failed')).toBe(true);
  });

  it('gives FOUND with numbered sources, metadata and the answer-only-from-sources instruction', async () => {
    const retriever = retrieverOf(() => [priceHit]);
    const result = await groundedSearch('Was kostet der Pro-Plan?', { retriever, judge: judgeOf('HIGH'), tenantId: 't', now });
    expect(result.state).toBe('FOUND');
    expect(result.isError).toBe(false);
    expect(result.citations).toHaveLength(1);
    expect(result.citations[0]).toMatchObject({ marker: 1, source: 'preisliste_2026.md', relevance: 0.9 });
    expect(result.content).toContain('[1] Preisliste 2026');
    expect(result.content).toContain('<kontext>');
    expect(result.content).toContain('850 €');
    expect(result.content).toMatch(/ausschließlich mit Angaben aus den Quellen/);
    expect(result.attempts).toHaveLength(1);
  });

  it('keeps the definition with the hits found through the documents’ own term for the question’s paraphrase', async () => {
    const glossary = makeHit('Bordhandbuch > 1. Begriffe\n\n- MWS (Maximale Windstärke): höchste zulässige Windstärke, bei der eine Fähre noch ausläuft.', {
      relevance: 0.05,
      chunkId: 'begriffe',
      citation: { source: 'bordhandbuch.md', title: 'Bordhandbuch' },
    });
    const limits = makeHit('Bordhandbuch > 4. Grenzwerte\n\n| Kennzahl | Wert |\n|---|---|\n| MWS | 7 Beaufort |\n| MLZ | 20 Minuten |', {
      relevance: 0.8,
      chunkId: 'grenzwerte',
      citation: { source: 'bordhandbuch.md', title: 'Bordhandbuch' },
    });
    const retriever = retrieverOf((query) => (/^MWS/.test(query) ? [limits] : [glossary]));
    const result = await groundedSearch('Welche Windstärke ist für Fähren höchstens zulässig?', { retriever, judge: judgeOf('HIGH'), reformulator: counting(), tenantId: 't', now });
    expect(retriever.queries[1]).toMatch(/^MWS/);
    expect(result.state).toBe('FOUND');
    expect(result.hits.map((hit) => hit.chunkId)).toEqual(['grenzwerte', 'begriffe']);
  });

  it('names the ordinal cases the documents state when the asked one is in no hit', async () => {
    const fees = makeHit('Beitragsordnung > 3. Rabatte\n\nIm ersten Mitgliedsjahr zahlen Studierende 40 € Beitrag.', {
      relevance: 0.9,
      citation: { source: 'beitraege.md', title: 'Beitragsordnung Ruderclub' },
    });
    const retriever = retrieverOf(() => [fees]);
    const result = await groundedSearch('Wie viel zahlen Studierende im dritten Mitgliedsjahr?', { retriever, judge: createOfflineJudge(), reformulator: counting(), tenantId: 't', now });
    expect(result.state).toBe('NOT_FOUND');
    expect(result.existing).toEqual(['ersten Mitgliedsjahr']);
    expect(result.content).toContain('„ersten Mitgliedsjahr"');
  });

  it('takes a candidate below the gate that an English question’s verb alone keeps from HIGH', async () => {
    const title = 'Preisliste Hafenkarte 2026';
    const gold = makeHit('Preisliste Hafenkarte 2026 > Karten > Gold\n\nDie Gold-Karte kostet 90 € pro Monat. Liegeplätze und Gäste sind unbegrenzt.', {
      relevance: 0.8,
      chunkId: 'gold',
      citation: { title, source: 'preise.md', section: 'Preisliste Hafenkarte 2026 > Karten > Gold' },
    });
    const pro = makeHit('Preisliste Hafenkarte 2026 > Karten > Pro\n\nDie Karte Pro kostet 40 € im Monat und gilt für 4 Gäste.', {
      relevance: 0.3,
      chunkId: 'pro',
      citation: { title, source: 'preise.md', section: 'Preisliste Hafenkarte 2026 > Karten > Pro' },
    });
    const retriever = retrieverOf(() => [gold, pro]);
    const result = await groundedSearch('How many guests does the Pro card come with?', { retriever, judge: createOfflineJudge(), tenantId: 't', now });
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.hits.map((hit) => hit.chunkId)).toEqual(['pro']);
  });

  it('keeps a LOW result as LOW_RELEVANCE with the caveat after a second attempt', async () => {
    const retriever = retrieverOf(() => [makeHit('Der Pro-Plan enthält Single Sign-on.', { relevance: 0.62 })]);
    const reformulator = counting();
    const result = await groundedSearch('Was kostet der Pro-Plan?', { retriever, judge: judgeOf('HIGH'), reformulator, tenantId: 't', now });
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.isError).toBe(false);
    expect(result.content).toMatch(/Antwort kann ungenau/);
    expect(result.content).toContain('[1]');
    expect(result.attempts.map((attempt) => attempt.state)).toEqual(['LOW_RELEVANCE', 'LOW_RELEVANCE']);
    expect(reformulator.calls).toBe(1);
  });

  it('lets the judge downgrade FOUND to LOW_RELEVANCE', async () => {
    const retriever = retrieverOf(() => [priceHit]);
    const result = await groundedSearch('Was kostet der Pro-Plan?', { retriever, judge: judgeOf('LOW'), reformulator: null, tenantId: 't', now });
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.confidence?.level).toBe('LOW');
  });

  it('stops at once on NOT_RELEVANT: NOT_FOUND, no re-query, no sources in the content', async () => {
    const retriever = retrieverOf(() => [priceHit]);
    const reformulator = counting();
    const result = await groundedSearch('Was kostet der Pro-Plan?', { retriever, judge: judgeOf('NOT_RELEVANT'), reformulator, tenantId: 't', now });
    expect(result.state).toBe('NOT_FOUND');
    expect(result.isError).toBe(true);
    expect(result.attempts).toHaveLength(1);
    expect(reformulator.calls).toBe(0);
    expect(result.content).not.toContain('850');
    expect(result.hits).toEqual([]);
  });

  it('lets a judge lift a below-threshold candidate only to LOW_RELEVANCE, only on HIGH, and never read a faint one', async () => {
    const weak = () => [makeHit('Der Pro-Plan kostet 850 €.', { relevance: 0.3 })];
    const lifted = await groundedSearch('Was kostet der Pro-Plan?', { retriever: retrieverOf(weak), judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    expect(lifted.state).toBe('LOW_RELEVANCE');
    const medium = await groundedSearch('Was kostet der Pro-Plan?', { retriever: retrieverOf(weak), judge: judgeOf('MEDIUM'), reformulator: null, tenantId: 't', now });
    expect(medium.state).toBe('NOT_FOUND');
    expect(medium.content).not.toContain('850');
    const judge = judgeOf('HIGH');
    const faint = await groundedSearch('Was kostet der Pro-Plan?', { retriever: retrieverOf(() => [makeHit('Irgendein Text mit 850 €.', { relevance: 0.05 })]), judge, tenantId: 't', now });
    expect(faint.state).toBe('NOT_FOUND');
    expect(judge.calls).toBe(0);
  });

  it('makes at most 2 attempts in all, even when every attempt stays LOW', async () => {
    const retriever = retrieverOf(() => [makeHit('Teilweise passend.', { relevance: 0.6 })]);
    const reformulator = counting();
    const { logger, records } = captureLogger();
    const result = await groundedSearch('Frage?', { retriever, judge: judgeOf('LOW'), reformulator, tenantId: 't', logger, now });
    expect(retriever.queries).toHaveLength(2);
    expect(result.attempts).toHaveLength(2);
    expect(result.attempts[1]?.query).toBe('Frage? umformuliert 1');
    expect(result.attempts[1]?.confidence?.level).toBe('LOW');
    expect(records.filter((record) => record.event === 'retrieval-attempt')).toHaveLength(2);
  });

  it('uses the better second attempt', async () => {
    const retriever = retrieverOf((query) => (query.includes('umformuliert') ? [priceHit] : []));
    const result = await groundedSearch('Preis Pro?', { retriever, judge: judgeOf('HIGH'), reformulator: counting(), tenantId: 't', now });
    expect(result.state).toBe('FOUND');
    expect(result.attempts.map((attempt) => attempt.state)).toEqual(['NOT_FOUND', 'FOUND']);
  });

  it('keeps the first result when the re-query fails technically', async () => {
    let call = 0;
    const retriever = retrieverOf(() => {
      call += 1;
      if (call === 2) throw new Error('timeout');
      return [makeHit('Teilweise passend.', { relevance: 0.6 })];
    });
    const result = await groundedSearch('Frage?', { retriever, judge: judgeOf('HIGH'), reformulator: counting(), tenantId: 't', now });
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.attempts.map((attempt) => attempt.state)).toEqual(['LOW_RELEVANCE', 'TECHNICAL_ERROR']);
  });

  it('treats a judge parse failure as LOW (LLM judge with malformed output)', async () => {
    const retriever = retrieverOf(() => [priceHit]);
    const judge = createLlmJudge(fakeModel(['Sure! The passages look relevant.']));
    const result = await groundedSearch('Was kostet der Pro-Plan?', { retriever, judge, reformulator: null, tenantId: 't', now });
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.confidence).toMatchObject({ level: 'LOW', canAnswer: false });
  });

  it('adds a freshness warning for old document dates, showing document and indexed date separately', async () => {
    const old = makeHit('Passwörter müssen mindestens 14 Zeichen lang sein.', {
      citation: { title: 'Sicherheitsrichtlinie', documentDate: '2025-06-30', indexedAt: '2026-11-20T08:00:00.000Z' },
    });
    const retriever = retrieverOf(() => [old]);
    const result = await groundedSearch('Wie lang muss ein Passwort sein?', { retriever, judge: judgeOf('HIGH'), tenantId: 't', now });
    expect(result.citations[0]?.freshnessWarning).toMatch(/2025-06-30/);
    expect(result.content).toContain('Dokumentdatum: 2025-06-30');
    expect(result.content).toContain('Indexiert am: 2026-11-20');
    expect(result.content).toMatch(/Aktualitätshinweis/);
    const fresh = await groundedSearch('Wie lang muss ein Passwort sein?', {
      retriever,
      judge: judgeOf('HIGH'),
      tenantId: 't',
      now,
      freshnessMonths: 24,
    });
    expect(fresh.citations[0]?.freshnessWarning).toBeUndefined();
  });

  it('flags superseded versions as outdated and numbers current sources first', async () => {
    const outdated = makeHit('Der Pro-Plan kostet 720 € pro Monat.', {
      relevance: 0.95,
      citation: { source: 'preisliste_2025.md', title: 'Preisliste 2025', version: '2.1', status: 'superseded' },
    });
    const retriever = retrieverOf(() => [outdated, priceHit]);
    const result = await groundedSearch('Was kostete der Pro-Plan früher?', { retriever, judge: judgeOf('HIGH'), tenantId: 't', now });
    expect(retriever.options[0]?.includeSuperseded).toBe(true);
    expect(result.citations.map((citation) => [citation.marker, citation.source])).toEqual([
      [1, 'preisliste_2026.md'],
      [2, 'preisliste_2025.md'],
    ]);
    expect(result.content).toMatch(/\[2\] Preisliste 2025 \(Version: 2\.1; Status: VERALTET/);
    expect(result.content).toMatch(/gilt nicht mehr/);
  });

  it('caps a result whose best hit is superseded at LOW_RELEVANCE', async () => {
    const outdated = makeHit('Der Pro-Plan kostet 720 € pro Monat.', { relevance: 0.95, citation: { status: 'superseded' } });
    const result = await groundedSearch('Was kostete der Pro-Plan im Jahr 2024?', {
      retriever: retrieverOf(() => [outdated]),
      judge: judgeOf('HIGH'),
      reformulator: null,
      tenantId: 't',
      now,
    });
    expect(result.state).toBe('LOW_RELEVANCE');
  });

  it('answers in the question language and honours an explicit language', async () => {
    const retriever = retrieverOf(() => []);
    const english = await groundedSearch('How much does the Pro plan cost?', { retriever, judge: judgeOf('HIGH'), tenantId: 't' });
    expect(english.content).toMatch(/Do NOT answer from your own knowledge/);
    const forced = await groundedSearch('How much does the Pro plan cost?', { retriever, judge: judgeOf('HIGH'), tenantId: 't', language: 'de' });
    expect(forced.content).toMatch(/NICHT aus eigenem Wissen/);
  });

  it('uses configurable thresholds and passes tenant and limit to the retriever', async () => {
    const retriever = retrieverOf(() => [makeHit('Text', { relevance: 0.7 })]);
    const result = await groundedSearch('Frage?', { retriever, judge: judgeOf('HIGH'), tenantId: 'acme', limit: 3, thresholds: { found: 0.65, low: 0.4 } });
    expect(result.state).toBe('FOUND');
    expect(retriever.options[0]).toMatchObject({ tenantId: 'acme', limit: 3, includeSuperseded: false });
  });
});

describe('refersToPast', () => {
  it('detects earlier years and words for old versions', () => {
    const reference = new Date('2026-11-29T00:00:00Z');
    expect(refersToPast('Was kostete die Überfahrt laut dem Fahrplan 2024?', reference)).toBe(true);
    expect(refersToPast('What did the previous price list say?', reference)).toBe(true);
    expect(refersToPast('Wann kommt Version 3.1 der Buchungs-App?', reference)).toBe(false);
    expect(refersToPast('Was kostet die Überfahrt 2026?', reference)).toBe(false);
  });

  it('does not read an age as an old version, and still a German word for it', () => {
    const reference = new Date('2026-11-29T00:00:00Z');
    expect(refersToPast('How much is a sailing lesson for my 9 year old?', reference)).toBe(false);
    expect(refersToPast('Was kostet der Kurs für meinen zehnjährigen Sohn, der 10 Jahre alt ist?', reference)).toBe(false);
    expect(refersToPast('Was stand im alten Fahrplan?', reference)).toBe(true);
    expect(refersToPast('Was galt früher für die Überfahrt?', reference)).toBe(true);
  });
});

describe('groundedSearch re-reads candidates the gate or the shown hits leave out', () => {
  const judge = createOfflineJudge();
  const feesTable = makeHit(
    ['Gebührenordnung 2026 > Sonstige Gebühren', '', '| Leistung | Gebühr |', '|---|---|', '| Ersatzausweis | 12,00 € |', '| Nachsendung | 4,50 € |'].join('\n'),
    { relevance: 0.3, citation: { source: 'gebuehren.md', title: 'Gebührenordnung 2026' } },
  );
  const neighbour = makeHit('Bibliothek > Öffnungszeiten\n\nDie Bibliothek ist montags bis freitags von 9 bis 18 Uhr geöffnet.', {
    relevance: 0.62,
    citation: { source: 'bibliothek.md', title: 'Bibliotheksordnung' },
  });

  it('answers from a candidate below the gate whose sentence the judge rates as answering, with the caveat', async () => {
    const result = await groundedSearch('Was kostet ein Ersatzausweis?', { retriever: retrieverOf(() => [feesTable]), judge, reformulator: null, tenantId: 't', now });
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.hits.map((hit) => hit.citation.source)).toEqual(['gebuehren.md']);
  });

  it('answers from a weaker candidate when the shown hit is on the topic but does not answer', async () => {
    const result = await groundedSearch('Was kostet eine Nachsendung?', { retriever: retrieverOf(() => [neighbour, feesTable]), judge, reformulator: null, tenantId: 't', now });
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.hits.map((hit) => hit.citation.source)).toEqual(['gebuehren.md']);
  });

  it('stays NOT_FOUND when no candidate names what is asked', async () => {
    const result = await groundedSearch('Was kostet ein Parkausweis für Besucher?', { retriever: retrieverOf(() => [neighbour, feesTable]), judge, reformulator: null, tenantId: 't', now });
    expect(result.state).toBe('NOT_FOUND');
    expect(result.hits).toEqual([]);
  });

  it('answers from a table row that holds the asked weekday inside a range, though the question’s verb is paraphrased', async () => {
    const allowances = makeHit(
      ['Reisekostenrichtlinie > Tagegeld', '', '| Tag | Tagegeld |', '|---|---|', '| Montag bis Freitag | 24 € |', '| Samstag | 30 € |'].join('\n'),
      { relevance: 0.3, citation: { source: 'reisekosten.md', title: 'Reisekostenrichtlinie' } },
    );
    const deps = { retriever: retrieverOf(() => [neighbour, allowances]), judge, reformulator: null, tenantId: 't', now };
    const result = await groundedSearch('Wie viel Tagegeld bekommt man an einem Mittwoch?', deps);
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.hits.map((hit) => hit.citation.source)).toEqual(['reisekosten.md']);
    expect((await groundedSearch('Wie viel Tagegeld bekommt man an einem Sonntag?', deps)).state).toBe('NOT_FOUND');
  });

  it('answers an English question whose adverb (`really`) no source repeats', async () => {
    const fees = makeHit(['Fee schedule 2026 > Other fees', '', '| Service | Fee |', '|---|---|', '| Replacement card | EUR 12.00 |', '| Forwarding | EUR 4.50 |'].join('\n'), {
      relevance: 0.3,
      citation: { source: 'fees.md', title: 'Fee schedule 2026' },
    });
    const result = await groundedSearch('What does a replacement card really cost?', { retriever: retrieverOf(() => [fees]), judge, reformulator: null, tenantId: 't', now });
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.hits.map((hit) => hit.citation.source)).toEqual(['fees.md']);
  });

  it('never takes a candidate too weak to re-read', async () => {
    const faint = { ...feesTable, relevance: 0.05 };
    const result = await groundedSearch('Was kostet ein Ersatzausweis?', { retriever: retrieverOf(() => [faint]), judge, reformulator: null, tenantId: 't', now });
    expect(result.state).toBe('NOT_FOUND');
  });
});

describe('groundedSearch names as missing only the question’s own key terms', () => {
  const judgeMissing = (missing: string[]): Judge => ({
    id: 'missing',
    judge: async () => ({ level: 'NOT_RELEVANT', reason: 'fixed', canAnswer: false, missing }) as Confidence,
  });
  const onTopic = () => [makeHit('Die Heizzentrale wird von der Abteilung Technik betreut.', { relevance: 0.7 })];

  it('drops the judge’s value kinds and, in German, verbs and adjectives', async () => {
    const result = await groundedSearch('Wer kümmert sich um die komplette Fernwärmeversorgung?', {
      retriever: retrieverOf(onTopic),
      judge: judgeMissing(['ein Betrag', 'kümmert', 'komplette', 'Fernwärmeversorgung']),
      reformulator: null,
      tenantId: 't',
      now,
    });
    expect(result.state).toBe('NOT_FOUND');
    expect(result.missing).toEqual(['Fernwärmeversorgung']);
    expect(result.content).not.toContain('ein Betrag');
  });

  it('drops a German question’s opening verb or question word, capitalised only by its place, and keeps a noun there', async () => {
    const deps = { retriever: retrieverOf(onTopic), reformulator: null, tenantId: 't', now };
    const verb = await groundedSearch('Bekomme ich einen Parkplatz?', { ...deps, judge: judgeMissing(['Bekomme', 'Parkplatz']) });
    expect(verb.missing).toEqual(['Parkplatz']);
    const where = await groundedSearch('Wohin schicke ich die Reisekostenabrechnung?', { ...deps, judge: judgeMissing(['Wohin', 'Reisekostenabrechnung']) });
    expect(where.missing).toEqual(['Reisekostenabrechnung']);
    const noun = await groundedSearch('Parkplätze gibt es wo?', { ...deps, judge: judgeMissing(['Parkplätze']) });
    expect(noun.missing).toEqual(['Parkplätze']);
  });

  it('keeps English words of the question and drops labels that are not in it', async () => {
    const result = await groundedSearch('May I plug a private USB stick into my laptop?', {
      retriever: retrieverOf(onTopic),
      judge: judgeMissing(['a number or date', 'private', 'USB stick']),
      reformulator: null,
      tenantId: 't',
      now,
    });
    expect(result.missing).toEqual(['private', 'USB stick']);
  });

  it('drops English words used mostly as verbs, not the nouns and names beside them', async () => {
    const result = await groundedSearch('What happens when the Zephyr gateway receives a malformed certificate?', {
      retriever: retrieverOf(onTopic),
      judge: judgeMissing(['happens', 'receives', 'Zephyr', 'certificate']),
      reformulator: null,
      tenantId: 't',
      now,
    });
    expect(result.missing).toEqual(['Zephyr', 'certificate']);
  });
});

describe('groundedSearch never calls a term absent that the index holds', () => {
  it('leaves out of the missing terms those the tenant’s documents contain', async () => {
    const asked: string[][] = [];
    const corpus = {
      async documentFrequency(_tenant: string, terms: readonly string[]) {
        asked.push([...terms]);
        return { documents: 10, frequencies: new Map(terms.map((term) => [term, term === 'Nordland' ? 2 : 0])), containing: new Map() };
      },
    };
    const result = await groundedSearch('Bis wann läuft der Vertrag mit Nordland und Südhafen?', {
      retriever: retrieverOf(() => [makeHit('Der Vertrag läuft bis 2027.', { relevance: 0.7 })]),
      judge: { id: 'missing', judge: async () => ({ level: 'NOT_RELEVANT', reason: 'fixed', canAnswer: false, missing: ['Nordland', 'Südhafen'] }) as Confidence },
      reformulator: null,
      corpus,
      tenantId: 't',
      now,
    });
    expect(result.state).toBe('NOT_FOUND');
    expect(asked.flat()).toContain('Nordland');
    expect(result.missing).toEqual(['Südhafen']);
  });

  it('leaves out a term the documents hold translated into the other language', async () => {
    const corpus = {
      async documentFrequency(_tenant: string, terms: readonly string[]) {
        return { documents: 10, frequencies: new Map(terms.map((term) => [term, term === 'hospital' ? 3 : 0])), containing: new Map() };
      },
    };
    const result = await groundedSearch('Wann schließt das Krankenhaus am Südhafen?', {
      retriever: retrieverOf(() => [makeHit('Der Vertrag läuft bis 2027.', { relevance: 0.7 })]),
      judge: { id: 'missing', judge: async () => ({ level: 'NOT_RELEVANT', reason: 'fixed', canAnswer: false, missing: ['Krankenhaus', 'Südhafen'] }) as Confidence },
      reformulator: null,
      corpus,
      tenantId: 't',
      now,
    });
    expect(result.missing).toEqual(['Südhafen']);
  });
  it('leaves out an English word the English documents hold only by its stem (`emerg` of `emergency`)', async () => {
    const corpus = {
      async documentFrequency(_tenant: string, terms: readonly string[]) {
        // The index of English documents holds English stems; the exact word occurs nowhere.
        return { documents: 10, frequencies: new Map(terms.map((term) => [term, term === 'emerg' ? 2 : 0])), containing: new Map() };
      },
    };
    const result = await groundedSearch('What does an emergency berth at the Zephyr quay cost?', {
      retriever: retrieverOf(() => [makeHit('Berths are let by the season.', { relevance: 0.7, language: 'english' })]),
      judge: { id: 'missing', judge: async () => ({ level: 'NOT_RELEVANT', reason: 'fixed', canAnswer: false, missing: ['emergency', 'Zephyr'] }) as Confidence },
      reformulator: null,
      corpus,
      tenantId: 't',
      now,
    });
    expect(result.missing).toEqual(['Zephyr']);
  });
});

describe('groundedSearch on a tier the documents do not have', () => {
  const tiers = makeHit(['Supportvertrag > Stufen', '', '| Stufe | Reaktionszeit |', '|---|---|', '| Bronze | 8 Stunden |', '| Silber | 4 Stunden |'].join('\n'), {
    relevance: 0.85,
    citation: { source: 'support.md', title: 'Supportvertrag' },
  });

  it('is NOT_FOUND, naming the asked tier as missing and the tiers that exist, never the nearest tier', async () => {
    const result = await groundedSearch('Welche Reaktionszeit gilt in der Stufe Gold?', { retriever: retrieverOf(() => [tiers]), judge: createOfflineJudge(), tenantId: 't', now });
    expect(result.state).toBe('NOT_FOUND');
    expect(result.isError).toBe(true);
    expect(result.missing).toEqual(['Stufe Gold']);
    expect(result.existing).toEqual(['Bronze', 'Silber']);
    expect(result.content).toContain('„Bronze", „Silber"');
    expect(result.content).not.toContain('4 Stunden');
  });

  it('answers a tier that exists', async () => {
    const result = await groundedSearch('Welche Reaktionszeit gilt in der Stufe Silber?', { retriever: retrieverOf(() => [tiers]), judge: createOfflineJudge(), tenantId: 't', now });
    expect(result.state).not.toBe('NOT_FOUND');
    expect(result.existing).toBeUndefined();
  });
});

describe('groundedSearch anchors each compared entity to its own documents', () => {
  const kormoran = makeHit('4.1 Das Zahlungsziel beträgt 30 Tage.', { relevance: 0.8, citation: { source: 'kormoran.md', title: 'Liefervertrag Kormoran Reisen' } });
  const template = makeHit('4.1 Das Zahlungsziel beträgt [X] Tage.', { relevance: 0.5, citation: { source: 'vorlage.md', title: 'Vertragsvorlage Lieferung' } });
  const deltaParties = makeHit('Vertragsparteien: Delta Tours GmbH und die Reederei.', { relevance: 0.9, citation: { source: 'delta.md', title: 'Liefervertrag Delta Tours' } });
  // The clause that answers names its client only through its document's title, and ranks far down.
  const deltaTerms = makeHit('4.1 Das Zahlungsziel beträgt 14 Tage.', { relevance: 0.1, citation: { source: 'delta.md', title: 'Liefervertrag Delta Tours' } });
  const retriever = () =>
    retrieverOf((query, options) => {
      if (query === 'Delta Tours') return [{ ...deltaParties, chunkId: 'parties' }];
      if (query === 'Omikron Bau') return [template];
      return (options.limit ?? 8) >= 40 ? [kormoran, template, { ...deltaTerms, chunkId: 'terms' }] : [kormoran, template];
    });

  it("finds the clause of an entity whose name only its document's title carries, lifted to the gate", async () => {
    const search = retriever();
    const result = await groundedSearch('Welches Zahlungsziel gilt für Kormoran Reisen und für Delta Tours?', { retriever: search, judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    expect(search.queries).toContain('Delta Tours');
    const delta = result.hits.find((hit) => hit.chunkId === 'terms');
    expect(delta?.citation.source).toBe('delta.md');
    expect(delta?.relevance).toBe(0.55);
    expect(result.hits.map((hit) => hit.citation.source)).toContain('kormoran.md');
  });

  it('adds nothing for an entity no document names', async () => {
    const search = retriever();
    const result = await groundedSearch('Welches Zahlungsziel gilt für Kormoran Reisen und für Omikron Bau?', { retriever: search, judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    expect(search.queries).toContain('Omikron Bau');
    expect(result.hits.some((hit) => hit.chunkId === 'terms')).toBe(false);
  });

  it('names the compared entities in the result and tells the model to answer for each or say nothing was found', async () => {
    const result = await groundedSearch('Welches Zahlungsziel gilt für Kormoran Reisen und für Omikron Bau?', { retriever: retriever(), judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    expect(result.state).not.toBe('NOT_FOUND');
    expect(result.compared).toEqual(['Kormoran Reisen', 'Omikron Bau']);
    expect(result.content).toContain('Die Frage nennt: „Kormoran Reisen", „Omikron Bau". Antworte für jeden davon');
    const single = await groundedSearch('Welches Zahlungsziel gilt für Kormoran Reisen?', { retriever: retriever(), judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    expect(single.compared).toBeUndefined();
  });
});

describe("groundedSearch picks an entity's chunk by the question's topic", () => {
  const kormoran = makeHit('6.1 Die Haftung ist auf 40.000 € begrenzt.', { relevance: 0.8, citation: { source: 'kormoran.md', title: 'Frachtvertrag Kormoran Reisen' } });
  // Every chunk of Delta's contract is about Delta; the parties clause repeats the name, the liability clause does not.
  const deltaParties = makeHit('Vertragsparteien: Delta Tours GmbH und die Reederei.', { relevance: 0.9, citation: { source: 'delta.md', title: 'Frachtvertrag Delta Tours' } });
  const deltaLiability = makeHit('6.1 Die Haftung ist auf 15.000 € begrenzt.', { relevance: 0.3, citation: { source: 'delta.md', title: 'Frachtvertrag Delta Tours' } });
  const retriever = () =>
    retrieverOf((query, options) => {
      if (query === 'Delta Tours') return [{ ...deltaParties, chunkId: 'parties' }];
      const deep = (options.limit ?? 8) >= 40;
      if (!deep) return [kormoran];
      // With the name, the parties clause ranks first; without it, the clause on the topic does.
      return query.includes('Delta') ? [{ ...deltaParties, chunkId: 'parties' }, kormoran] : [kormoran, { ...deltaLiability, chunkId: 'liability' }];
    });

  it('names each case asked in parallel among the compared, also one named by a dictionary word', async () => {
    const result = await groundedSearch('Wie hoch ist die Haftung bei Kormoran Reisen und bei Polarstern?', { retriever: retriever(), judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    expect(result.compared).toEqual(['Kormoran Reisen', 'Polarstern']);
  });

  it("takes the entity's clause on the topic, not the one that repeats its name", async () => {
    const result = await groundedSearch('Wie hoch ist die Haftung bei Kormoran Reisen und bei Delta Tours?', { retriever: retriever(), judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    const ids = result.hits.map((hit) => hit.chunkId);
    expect(ids).toContain('liability');
    expect(ids).not.toContain('parties');
  });
});

describe('groundedSearch anchors a compared item to the document its title names', () => {
  // Two tariff sheets, and contracts that quote one tariff each and rank first for either item.
  const contract = makeHit('7.1 Es gilt der Tarif Komfort mit einer Pünktlichkeit von 95 %.', { relevance: 0.8, citation: { source: 'vertrag.md', title: 'Beförderungsvertrag Möwe KG' } });
  const north = makeHit('Die Pünktlichkeit beträgt 95 % im Jahresmittel.', { relevance: 0.2, citation: { source: 'tarif_nord.md', title: 'Tarifblatt Fähre – Komfort' } });
  const south = makeHit('Die Pünktlichkeit beträgt 91 % im Jahresmittel.', { relevance: 0.7, citation: { source: 'tarif_sued.md', title: 'Tarifblatt Fähre – Kompakt' } });
  const retriever = () =>
    retrieverOf((query, options) => {
      const deep = (options.limit ?? 8) >= 40;
      if (/Komfort/.test(query)) return deep ? [contract, { ...north, chunkId: 'north' }] : [contract];
      if (/Kompakt/.test(query)) return deep ? [{ ...south, chunkId: 'south' }, contract] : [{ ...south, chunkId: 'south' }, contract];
      return [];
    });

  it("lifts the item's own document when a document quoting it ranks first", async () => {
    const result = await groundedSearch('Wie unterscheidet sich die Pünktlichkeit zwischen Tarif Komfort und Tarif Kompakt?', { retriever: retriever(), judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    const lifted = result.hits.find((hit) => hit.chunkId === 'north');
    expect(lifted?.citation.source).toBe('tarif_nord.md');
    expect(lifted?.relevance).toBe(0.55);
    expect(result.hits.map((hit) => hit.chunkId)).toContain('south');
  });

  it('lifts nothing when no title names the item', async () => {
    const search = retrieverOf((query) => (/Komfort/.test(query) ? [contract] : [{ ...south, chunkId: 'south' }]));
    const result = await groundedSearch('Wie unterscheidet sich die Pünktlichkeit zwischen Tarif Komfort und Tarif Kompakt?', { retriever: search, judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    expect(result.hits.every((hit) => hit.relevance !== 0.55)).toBe(true);
  });
});

describe('groundedSearch reads the newer current member of a document series', () => {
  const march = makeHit('Bis Ende 2026 werden 40 Boote ersetzt.', {
    relevance: 0.8,
    citation: { source: 'protokoll_03.md', title: 'Protokoll Flottenrat 12.03.2026', documentDate: '2026-03-12' },
  });
  const september = makeHit('Bis Ende 2026 werden nur 25 Boote ersetzt; das ersetzt den Beschluss vom März.', {
    relevance: 0.4,
    citation: { source: 'protokoll_09.md', title: 'Protokoll Flottenrat 24.09.2026', documentDate: '2026-09-24' },
  });
  const other = makeHit('Bis Ende 2026 werden 3 Stege erneuert.', { relevance: 0.4, citation: { source: 'hafen.md', title: 'Hafenplan 2026', documentDate: '2026-10-01' } });

  it('adds the newer minute that ranked below the gate beside the older one', async () => {
    const result = await groundedSearch('Wie viele Boote werden bis Ende 2026 ersetzt?', { retriever: retrieverOf(() => [march, september, other]), judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    expect(result.hits.map((hit) => hit.citation.source)).toEqual(['protokoll_03.md', 'protokoll_09.md']);
  });

  it('reads minutes dated with a month name as one series (`19 May 2026`, `6 October 2026`)', async () => {
    const may = { ...march, citation: { ...march.citation, title: 'Minutes – Fleet Board, 19 May 2026', documentDate: '2026-05-19' } };
    const october = { ...september, citation: { ...september.citation, title: 'Minutes – Fleet Board, 6 October 2026', documentDate: '2026-10-06' } };
    const result = await groundedSearch('Wie viele Boote werden bis Ende 2026 ersetzt?', { retriever: retrieverOf(() => [may, october, other]), judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    expect(result.hits.map((hit) => hit.citation.source)).toEqual(['protokoll_03.md', 'protokoll_09.md']);
  });

  it('adds nothing when no newer member of the series was found', async () => {
    const result = await groundedSearch('Wie viele Boote werden bis Ende 2026 ersetzt?', { retriever: retrieverOf(() => [march, other]), judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    expect(result.hits.map((hit) => hit.citation.source)).toEqual(['protokoll_03.md']);
  });

  it('adds the same section of the newer minute however low it ranks, but not another section of it', async () => {
    const section = (hit: Hit, text: string, name: string, relevance: number): Hit => ({ ...hit, text, relevance, citation: { ...hit.citation, section: `Protokoll Flottenrat > ${name}` } });
    const oldPlan = section(march, 'Die Umstellung auf Elektroboote soll bis Ende 2027 abgeschlossen sein.', 'TOP 1: Zeitplan', 0.8);
    const newPlan = section(september, 'Wegen Lieferengpässen verschiebt sich der Abschluss auf Mitte 2028.', 'TOP 1: Zeitplan', 0.05);
    const newBudget = section(september, 'Für 2027 stehen 1,2 Mio. € bereit.', 'TOP 2: Budget', 0.05);
    const ask = (hits: Hit[]) => groundedSearch('Wann ist die Umstellung auf Elektroboote fertig?', { retriever: retrieverOf(() => hits), judge: judgeOf('HIGH'), reformulator: null, tenantId: 't', now });
    expect((await ask([oldPlan, newPlan])).hits.map((hit) => hit.text)).toEqual([oldPlan.text, newPlan.text]);
    expect((await ask([oldPlan, newBudget])).hits.map((hit) => hit.text)).toEqual([oldPlan.text]);
  });
});

describe('groundedSearch on a version the question names', () => {
  const current = makeHit('Die Reaktionszeit vor Ort beträgt 2 Stunden.', {
    relevance: 0.8,
    citation: { source: 'wartung_2026.md', title: 'Wartungsvertrag', version: '5.0', status: 'current' },
  });
  const old = makeHit('Die Reaktionszeit vor Ort beträgt 3 Stunden.', {
    relevance: 0.3,
    citation: { source: 'wartung_2023.md', title: 'Wartungsvertrag', version: '4.2', status: 'superseded' },
  });
  const deps = { retriever: retrieverOf(() => [current, old]), judge: createOfflineJudge(), tenantId: 't', now, includeSuperseded: true };

  it('answers from that version alone, however weakly it ranks, and never from the current one', async () => {
    const result = await groundedSearch('Welche Reaktionszeit vor Ort galt im Wartungsvertrag 4.2?', deps);
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.hits.map((hit) => hit.citation.version)).toEqual(['4.2']);
    expect(result.content).toContain('3 Stunden');
    expect(result.content).not.toContain('2 Stunden');
  });

  it('keeps every version when the number names none of them (a clause, or an absent version)', async () => {
    expect(ofNamedVersion('Was regelt § 4.2 zur Reaktionszeit?', [current, old], 0.55)).toEqual([current, old]);
    const absent = await groundedSearch('Welche Reaktionszeit vor Ort galt im Wartungsvertrag 4.7?', deps);
    expect(absent.state).toBe('NOT_FOUND');
    expect(absent.missing).toEqual(['4.7']);
  });
});

describe('seriesValues: the years or versions a document series has when the question names another', () => {
  const sheet = (year: string, version: string) =>
    makeHit('Arbeitspreis 31,20 ct/kWh', { citation: { source: `preise_${year}.md`, title: `Preisblatt Strom ${year}`, version } });
  const minutes = (date: string) => makeHit('Go-live im Februar.', { citation: { source: `p_${date}.md`, title: `Protokoll ${date}`, version: '1.0' } });

  it('names the years of the series’ titles for an absent year, and the declared versions of a series with several', () => {
    expect(seriesValues(['2024'], [sheet('2026', '2026.1'), sheet('2025', '2025.2')])).toEqual(['2025', '2026']);
    const sla = (version: string) => makeHit('Reaktionszeit 2 Stunden.', { citation: { source: `sla_${version}.md`, title: 'SLA Geschäftskunden', version } });
    expect(seriesValues(['1.1'], [sla('2.0'), sla('1.3')])).toEqual(['1.3', '2.0']);
  });

  it('makes a question about an absent year NOT_FOUND that says which years exist', async () => {
    const result = await groundedSearch('Welcher Arbeitspreis stand im Preisblatt Strom 2024?', {
      retriever: retrieverOf(() => [sheet('2026', '2026.1'), sheet('2025', '2025.2')]),
      judge: createOfflineJudge(),
      reformulator: null,
      tenantId: 't',
      now,
    });
    expect(result.state).toBe('NOT_FOUND');
    expect(result.existing).toEqual(['2025', '2026']);
    expect(result.content).toContain('Die Dokumente nennen nur: „2025", „2026"');
    expect(result.content).not.toContain('31,20');
  });

  it('names nothing for a number that is no year or version, for one document revision, or another series', () => {
    expect(seriesValues(['150.000'], [sheet('2026', '3.0'), sheet('2025', '2.0')])).toBeNull();
    expect(seriesValues(['5.0'], [minutes('2026-06-03'), minutes('2026-10-14')])).toBeNull();
    expect(seriesValues(['2024', 'Gold'], [sheet('2026', '2026.1')])).toBeNull();
    expect(seriesValues(['2024'], [makeHit('…', { citation: { title: 'Reisekostenrichtlinie' } }), sheet('2026', '2026.1')])).toBeNull();
  });

  it('names no year for a series of one year (two minutes of 2026 are no editions)', () => {
    const dated = (title: string) => makeHit('Go-live im Februar.', { citation: { source: `${title}.md`, title, version: '1.0' } });
    expect(seriesValues(['2027'], [dated('Protokoll Lenkungskreis, 3. Juni 2026'), dated('Protokoll Lenkungskreis, 14. Oktober 2026')])).toBeNull();
  });
});

// A fictional shipping line's travel policy.
describe('groundedSearch naming what the documents lack', () => {
  it('does not call a noun absent that opens the title of a found document (`Reisekosten` of `Reisekostenrichtlinie`)', async () => {
    const policy = makeHit('Fahrkarten werden über das Reiseportal gebucht. Quittungen sind 6 Monate aufzubewahren.', {
      relevance: 0.6,
      citation: { title: 'Reisekostenrichtlinie der Reederei', source: 'reise.md' },
    });
    const retriever = retrieverOf(() => [policy]);
    const result = await groundedSearch('Wie lange muss ich Quittungen der Reisekosten aufbewahren?', { retriever, judge: createOfflineJudge(), tenantId: 't', now });
    expect(result.state).toBe('NOT_FOUND');
    expect(result.missing ?? []).not.toContain('Reisekosten');
  });
});

describe('groundedSearch on a year named relative to today', () => {
  it('searches and judges `dieses Jahr` as the year of its clock', async () => {
    const retriever = retrieverOf(() => [makeHit('Bis Ende 2026 werden 25 Boote ersetzt.', { relevance: 0.8 })]);
    const result = await groundedSearch('Wie viele Boote werden dieses Jahr ersetzt?', { retriever, judge: createOfflineJudge(), reformulator: null, tenantId: 't', now: () => new Date('2026-06-01T00:00:00Z') });
    expect(retriever.queries[0]).toContain('2026');
    expect(result.state).toBe('FOUND');
  });
});

describe('groundedSearch with the documents’ own term', () => {
  it('asks again with a term a document defines when the hits are on the topic but no sentence answers', async () => {
    const glossary = makeHit('Bordhandbuch > Begriffe\n\n- MLZ (Mindestliegezeit): kürzeste zulässige Liegezeit eines Schiffs im Hafen zwischen Anlegen und Ablegen.', {
      relevance: 0.2,
      citation: { source: 'bordhandbuch.md', title: 'Bordhandbuch Fährbetrieb' },
    });
    const rules = makeHit('Im Hafen Seestern gelten für Fähren eigene Anlegeplätze an der Ostmole.', { relevance: 0.6, citation: { source: 'hafen.md', title: 'Hafenordnung' } });
    const answer = makeHit('Die MLZ beträgt im Hafen Seestern 45 Minuten.', { relevance: 0.8, citation: { source: 'fahrplan.md', title: 'Fahrplanregeln' } });
    const retriever = retrieverOf((query) => (/MLZ/.test(query) ? [answer] : [rules, glossary]));
    // On the topic, but no sentence answers (LOW without an answering sentence) until the hit with the term is read.
    const judge: Judge = {
      id: 'by-sentence',
      async judge(_question, hits) {
        const answers = hits.some((hit) => hit.relevance >= 0.55 && /MLZ beträgt/.test(hit.text));
        return answers
          ? { level: 'HIGH', reason: 'answers', canAnswer: true, answeringSentence: true }
          : { level: 'LOW', reason: 'on topic, no answer', canAnswer: false, answeringSentence: false };
      },
    };
    const reformulator = counting();
    const result = await groundedSearch('Wie lange ist die kürzeste zulässige Liegezeit einer Fähre im Hafen?', { retriever, judge, reformulator, tenantId: 't', now });
    expect(retriever.queries.some((query) => /MLZ/.test(query))).toBe(true);
    expect(reformulator.calls).toBe(0);
    expect(result.state).toBe('FOUND');
    expect(result.hits.map((hit) => hit.citation.source)).toContain('fahrplan.md');
  });
});

describe('ofNamedYear', () => {
  const sheet = (year: string, status: 'current' | 'superseded') =>
    makeHit(`Gebührenblatt Hafen ${year} > Liegegeld\n\nLiegegeld je Tag: ${year === '2025' ? '18' : '21'} €.`, {
      chunkId: year,
      citation: { source: `gebuehren_${year}.md`, title: `Gebührenblatt Hafen ${year}`, status },
    });
  const rules = makeHit('Hafenordnung > Liegezeiten\n\nLiegegeld wird je angefangenen Tag berechnet.', { chunkId: 'ordnung', citation: { source: 'ordnung.md', title: 'Hafenordnung' } });
  const hits = [sheet('2026', 'current'), sheet('2025', 'superseded'), rules];

  it('drops the editions of a series titled with another year than the question names', () => {
    expect(ofNamedYear('What was the daily mooring fee under the 2025 fee sheet?', hits).map((hit) => hit.chunkId)).toEqual(['2025', 'ordnung']);
    expect(ofNamedYear('Wie hoch ist das Liegegeld 2026?', hits).map((hit) => hit.chunkId)).toEqual(['2026', 'ordnung']);
  });

  it('keeps every hit for no year, a year no title names, or a year that bounds the asked time', () => {
    expect(ofNamedYear('Wie hoch ist das Liegegeld?', hits)).toEqual(hits);
    expect(ofNamedYear('Wie hoch war das Liegegeld 2023?', hits)).toEqual(hits);
    expect(ofNamedYear('Wie hoch war das Liegegeld vor 2026?', hits)).toEqual(hits);
    expect(ofNamedYear('What was the mooring fee before the year 2026?', hits)).toEqual(hits);
  });
});

describe('ofNamedMonth', () => {
  const minutes = (day: string, chunkId: string) =>
    makeHit(`Protokoll Hafenausschuss, ${day} 2026 > Beschlüsse\n\nDer Ausschuss beschließt neue Liegezeiten.`, {
      chunkId,
      citation: { source: `${chunkId}.md`, title: `Protokoll Hafenausschuss, ${day} 2026` },
    });
  const rules = makeHit('Hafenordnung > Liegezeiten\n\nLiegezeiten werden im März festgelegt.', { chunkId: 'ordnung', citation: { source: 'ordnung.md', title: 'Hafenordnung' } });
  const hits = [minutes('12. März', 'maerz'), minutes('3. September', 'september'), rules];

  it('drops the members of a dated series that are of another month than the question names', () => {
    expect(ofNamedMonth('Was hat der Hafenausschuss im September beschlossen?', hits).map((hit) => hit.chunkId)).toEqual(['september', 'ordnung']);
  });

  it('keeps every hit when the question names no month, or no member of its month', () => {
    expect(ofNamedMonth('Was hat der Hafenausschuss beschlossen?', hits)).toEqual(hits);
    expect(ofNamedMonth('Was hat der Hafenausschuss im Juli beschlossen?', hits)).toEqual(hits);
  });
});

describe('groundedSearch on parallel sections of one document', () => {
  const sheet = { source: 'hafenentgelte.md', title: 'Hafenentgelte 2026', documentDate: '2026-09-01' };
  // The asked case's word is a short modifier (`Gas` of `Gasanschluss`): the other case's section shares the compound's head.
  const power = makeHit('Hafenentgelte > B. Anschluss Strom\n\n| Leistung | Preis je Monat |\n|---|---|\n| bis 3 kW | 40,00 € |\n| über 3 kW bis 10 kW | 65,00 € |', {
    relevance: 0.85,
    chunkId: 'b',
    citation: { ...sheet, section: 'Hafenentgelte > B. Anschluss Strom' },
  });
  const gas = makeHit('Hafenentgelte > C. Anschluss Gas und Wasser\n\n| Sparte | Leistung | Preis je Monat |\n|---|---|---|\n| Gas | bis 5 kW | 55,00 € |\n| Wasser | alle | 20,00 € |', {
    relevance: 0.2,
    chunkId: 'c',
    citation: { ...sheet, section: 'Hafenentgelte > C. Anschluss Gas und Wasser' },
  });
  const search = (hits: Hit[]) => ({ retriever: retrieverOf(() => hits), judge: createOfflineJudge(), reformulator: null, tenantId: 't', now });

  it('answers from the section of the asked case, not from the better-ranked section of another case', async () => {
    const result = await groundedSearch('Was kostet ein Gasanschluss mit 4 kW im Monat?', search([power, gas]));
    expect(result.state).toBe('LOW_RELEVANCE');
    expect(result.citations.map((citation) => citation.section)).toEqual(['Hafenentgelte > C. Anschluss Gas und Wasser']);
    expect(result.content).toContain('55,00 €');
    expect(result.content).not.toContain('65,00 €');
  });

  it('finds nothing when the section of the asked case does not answer', async () => {
    const gasRules = makeHit('Hafenentgelte > C. Anschluss Gas und Wasser\n\nGasanschlüsse prüft der Hafenmeister vor der ersten Nutzung.', {
      relevance: 0.2,
      chunkId: 'c2',
      citation: { ...sheet, section: 'Hafenentgelte > C. Anschluss Gas und Wasser' },
    });
    const result = await groundedSearch('Was kostet ein Gasanschluss mit 4 kW im Monat?', search([power, gasRules]));
    expect(result.state).toBe('NOT_FOUND');
    expect(result.content).not.toContain('65,00 €');
  });
});
