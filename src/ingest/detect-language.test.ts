import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { describeWithSharedEval, sharedEvalPath } from '../testing/shared-eval.js';
import { detectLanguage } from './detect-language.js';

describe('detectLanguage', () => {
  it.each([
    ['Wie hoch ist die Kündigungsfrist?', 'german'],
    ['Was kostet der Pro-Plan?', 'german'],
    ['Kündigungsfrist', 'german'],
    ['Die Tagespauschale beträgt 28 Euro.', 'german'],
    ['What is the notice period?', 'english'],
    ['How much does the ferry ticket cost per month?', 'english'],
    ['The customer data is deleted 90 days after the end of the contract.', 'english'],
    ['HG-400', 'simple'],
    ['', 'simple'],
    ['12.400 € / 99,5 %', 'simple'],
    ['SLA Enterprise', 'simple'],
  ])('%j → %s', (text, language) => {
    expect(detectLanguage(text)).toBe(language);
  });

  it('is deterministic and decides long texts by majority', () => {
    const german = 'Die Daten werden bei der Übertragung verschlüsselt und nicht an Dritte weitergegeben. ';
    const english = 'The data is encrypted in transit. ';
    expect(detectLanguage(german.repeat(5) + english)).toBe('german');
    expect(detectLanguage(english.repeat(10) + 'Kündigung')).toBe('english');
    expect(detectLanguage(german + english)).toBe(detectLanguage(german + english));
  });

  it('reads whole paragraphs with names and numbers in their language', () => {
    expect(detectLanguage('Die Fähre „Seeschwalbe“ verkehrt seit 1998 zwischen Kiel und der Ostinsel. Im Winter fährt sie nur dreimal am Tag, weil die Hafeneinfahrt vereisen kann.')).toBe('german');
    expect(detectLanguage('The ferry "Seeschwalbe" has sailed between Kiel and the eastern island since 1998. In winter it runs only three times a day because the harbour entrance can freeze.')).toBe('english');
  });
});

describeWithSharedEval('detectLanguage on XQuAD', ['xquad/xquad.de.json', 'xquad/xquad.en.json'], () => {
  it('reads xquad paragraphs in their language', () => {
    const read = (lang: string) =>
      (JSON.parse(readFileSync(sharedEvalPath('xquad', `xquad.${lang}.json`), 'utf8')) as {
        data: { paragraphs: { context: string }[] }[];
      }).data.flatMap((article) => article.paragraphs.map((paragraph) => paragraph.context));
    const german = read('de');
    const english = read('en');
    expect(german.filter((text) => detectLanguage(text) === 'german').length / german.length).toBeGreaterThan(0.98);
    expect(english.filter((text) => detectLanguage(text) === 'english').length / english.length).toBeGreaterThan(0.98);
  });
});
