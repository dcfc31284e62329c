import { describe, expect, it } from 'vitest';
import type { Hit } from '../spec/index.js';
import { makeHit } from './__fixtures__/hits.js';
import { clauseNumbers } from '../model/index.js';
import { holdsClause, promoteClauses } from './clause-lookup.js';
import { groundedSearch } from './grounded-search.js';
import { createOfflineJudge } from './judge/index.js';

const contract = (text: string, relevance: number, section: string, source = 'nordholz.md'): Hit => ({
  ...makeHit(text, { relevance, citation: { title: 'Liefervertrag Nordholz Möbel GmbH', source, section } }),
  documentId: `${source}@1`,
});
const head = contract('Liefervertrag zwischen der Lindau Handel GmbH und der Nordholz Möbel GmbH.', 0.85, 'Liefervertrag');
const delivery = contract('5.1 Lieferungen erfolgen frei Haus.\n5.2 Teillieferungen sind zulässig.\n5.3 Bei Verzug zahlt Nordholz 0,5 % je Woche, höchstens 5 %.', 0.3, 'Liefervertrag > § 5 Lieferung');
const otherContract = contract('5.3 Bei Verzug zahlt der Lieferant 1 % je Tag.', 0.35, 'Rahmenvertrag > § 5 Lieferung', 'template.md');

describe('clause lookup', () => {
  it('reads the clause numbers a question names', () => {
    expect(clauseNumbers('Was regelt § 5.3 im Liefervertrag?')).toEqual(['5.3']);
    expect(clauseNumbers('What does clause 12.1 say, and Abschnitt 4?')).toEqual(['12.1', '4']);
    expect(clauseNumbers('Was kostet der Pro-Plan 2026?')).toEqual([]);
    expect(clauseNumbers('Was kostet Artikel 4711, und was steht auf Rechnung Nr. 2024?')).toEqual([]);
  });

  it('finds the clause at a line start or in the heading path, not inside another number', () => {
    expect(holdsClause(delivery, '5.3')).toBe(true);
    expect(holdsClause(delivery, '5.31')).toBe(false);
    expect(holdsClause(contract('5.31 Sonstiges.\n5.30 Anderes.', 0.5, 'x'), '5.3')).toBe(false);
    expect(holdsClause(contract('15.3 Sonstiges.', 0.5, 'x'), '5.3')).toBe(false);
    expect(holdsClause(contract('Die Frist beträgt 15.3 Tage.', 0.5, 'x'), '5.3')).toBe(false);
    expect(holdsClause(contract('Text ohne Nummer.', 0.5, 'Vertrag > § 5.3 Verzug'), '5.3')).toBe(true);
  });

  it('takes a bare clause number only as § N or a sub-clause, not a numbered list item or a count', () => {
    expect(holdsClause(contract('1. Melden Sie sich an.\n3 Monate Frist.', 0.5, 'x'), '3')).toBe(false);
    expect(holdsClause(contract('1. Melden Sie sich an.', 0.5, 'x'), '1')).toBe(false);
    expect(holdsClause(contract('§ 3 Laufzeit\n3.1 Der Vertrag beginnt am 1. März.', 0.5, 'x'), '3')).toBe(true);
  });

  it('promotes the clause of a document the search found, not the same number in a document it did not find', () => {
    const promoted = promoteClauses([head, otherContract, delivery], ['5.3'], 0.55);
    expect(promoted[0]?.text).toBe(head.text);
    expect(promoted[1]).toMatchObject({ text: delivery.text, relevance: 0.85 });
    expect(promoted.find((hit) => hit.text === otherContract.text)?.relevance).toBe(0.35);
  });

  it('answers the named clause end to end, though it ranked below the search limit', async () => {
    const filler = Array.from({ length: 10 }, (_, index) => contract(`${index + 10}.1 Sonstiges ${index}.`, 0.5 - index * 0.01, `§ ${index + 10}`));
    const queries: Array<number | undefined> = [];
    const retriever = {
      async search(_query: string, options: { limit?: number }) {
        queries.push(options.limit);
        return [head, ...filler, otherContract, delivery].slice(0, options.limit ?? 8);
      },
    };
    const result = await groundedSearch('Was regelt § 5.3 im Liefervertrag mit der Nordholz Möbel GmbH?', {
      retriever,
      judge: createOfflineJudge(),
      tenantId: 't',
    });
    expect(queries[0]).toBeGreaterThan(8);
    expect(result.hits.length).toBeLessThanOrEqual(8);
    expect(result.hits.map((hit) => hit.text)).toContain(delivery.text);
    expect(result.content).toContain('0,5 % je Woche');
    expect(result.content).not.toContain('1 % je Tag');
  });
});
