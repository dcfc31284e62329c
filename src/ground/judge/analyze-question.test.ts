import { describe, expect, it } from 'vitest';
import { analyzeQuestion } from './analyze-question.js';

describe('analyzeQuestion on English verbs', () => {
  it('weighs a word used mostly as a verb less, except after a determiner', () => {
    const aspects = analyzeQuestion('How much do we pay for the visa?').aspects;
    expect(aspects.find((aspect) => aspect.folded === 'pay')).toMatchObject({ isVerb: true, weight: 0.6 });
    expect(aspects.find((aspect) => aspect.folded === 'visa')).toMatchObject({ weight: 1 });
    expect(analyzeQuestion('When is the pay due?').aspects.find((aspect) => aspect.folded === 'pay')).toMatchObject({ weight: 1 });
  });

  it('weighs an adverb in -ly as a verb, and a monthly or yearly thing as what it names', () => {
    const aspects = analyzeQuestion('What does the ferry really cost per monthly pass?').aspects;
    expect(aspects.find((aspect) => aspect.folded === 'really')).toMatchObject({ isVerb: true, weight: 0.6 });
    expect(aspects.find((aspect) => aspect.folded === 'monthly')).toMatchObject({ weight: 1 });
  });
});
