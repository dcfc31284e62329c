import { describe, expect, it } from 'vitest';
import { makeHit } from '../__fixtures__/hits.js';
import { entitiesMissingFrom, requiredEntities } from './required-entities.js';

describe('required entities', () => {
  it('treats a German phrase of dictionary nouns as no name', () => {
    expect(requiredEntities('Wann stellen wir bei einem Rohrbruch Ersatzwasser bereit?', true).map((e) => e.text)).toEqual([]);
  });

  it('keeps codes, numbers and client names', () => {
    const texts = requiredEntities('Was kostet Tarif XR-200 für Omikron Bau GmbH im Jahr 2024?', true).map((e) => e.text);
    expect(texts.join(' ')).toContain('XR-200');
    expect(texts.join(' ')).toContain('2024');
  });

  it('matches a versioned code in its spelled-out forms, in the text or the title', () => {
    const inTitle = makeHit('Section 8: you may cure a violation within 30 days.', { citation: { title: 'GNU GPL Version 3' } });
    expect(entitiesMissingFrom('How many days to cure a GPLv3 violation?', [{ ...inTitle, language: 'english' }], false)).toEqual([]);
    const dotted = makeHit('Licensed under GPL-3.0 as published by the FSF.');
    expect(entitiesMissingFrom('Is it under GPLv3?', [{ ...dotted, language: 'english' }], false)).toEqual([]);
    const other = makeHit('Licensed under the MIT licence.');
    expect(entitiesMissingFrom('Is it under GPLv3?', [{ ...other, language: 'english' }], false)).toEqual(['GPLv3']);
  });
});
