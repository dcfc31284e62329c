import type { QuestionLanguage } from './messages/index.js';

const germanWords = new Set(
  ('der die das den dem des ein eine einen einem einer und oder ist sind war wird werden wurde nicht kein keine wie was wer wem wen wann wo ' +
    'welche welcher welches welchen gibt es im in mit für von vom zu zum zur auf bei beim aus an am als auch noch nur ' +
    'kann können muss müssen darf dürfen soll sollen ich wir sie du mein meine unser unsere ihr viel viele lange oft bis nach ' +
    'über unter seit wieso warum weshalb hat haben mir mich uns gilt gelten laut pro je ob dass hallo danke bitte vielen sehr dir')
    .split(' '),
);
const englishWords = new Set(
  ('the a an and or is are was were be been will would not no what which who whom when where why how does do did can could ' +
    'must may should shall in of for to from with on at by as our my your their there this that these those much many long often ' +
    'until after about under since has have me us i we you it its per if than please thanks thank hello good morning any some')
    .split(' '),
);

/** Guesses whether a question is German or English from function words and umlauts; German when undecided. */
export function detectQuestionLanguage(text: string): QuestionLanguage {
  // `What's`, `gibt's`: the apostrophe ends a word, so the function word before it counts.
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  let german = /[äöüß]/i.test(text) ? 2 : 0;
  let english = 0;
  for (const word of words) {
    if (germanWords.has(word)) german += 1;
    if (englishWords.has(word)) english += 1;
  }
  return english > german ? 'en' : 'de';
}
