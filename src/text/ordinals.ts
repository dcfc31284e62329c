import { fold } from './fold.js';
import { lightStem } from './light-stem.js';

/** An ordinal of a text with the word it counts (`im zweiten Vertragsjahr` → 2, `vertragsjahr`). */
export interface CountedNoun {
  number: number;
  /** The counted word, folded and light-stemmed. */
  noun: string;
  /** The ordinal and the word as written (`zweiten Vertragsjahr`). */
  text: string;
  /** The ordinal opens a range of cases (`ab dem zweiten Jahr`, `im ersten Jahr …, danach …`). */
  onwards: boolean;
}

const ORDINAL_NUMBERS: Record<string, number> = {
  erst: 1, zweit: 2, dritt: 3, viert: 4, funft: 5, sechst: 6, siebt: 7, siebent: 7, acht: 8, neunt: 9, zehnt: 10,
  first: 1, second: 2, third: 3, fourth: 4, fifth: 5, sixth: 6, seventh: 7, eighth: 8, ninth: 9, tenth: 10,
};
// An ordinal word (`zweiten`, `third`, `2nd`), an optional lowercase adjective before a German noun, then the word it
// counts. Case-sensitive on purpose: a capital tells the German noun after the adjective (`ersten vollen Jahr`).
const ORDINAL =
  /(?<![\p{L}\p{N}])(?:(?<after>(?:[Nn]ach|[Aa]fter)\s+(?:dem|der|the)\s+)|(?<from>(?:[Aa]b|[Ff]rom)\s+(?:(?:dem|der|the)\s+)?|[Vv]om\s+))?(?<phrase>(?:(?<german>[Ee]rst|[Zz]weit|[Dd]ritt|[Vv]iert|[Ff]ünft|[Ss]echst|[Ss]iebt|[Ss]iebent|[Aa]cht|[Nn]eunt|[Zz]ehnt)(?:e|en|er|es|em)|(?<english>[Ff]irst|[Ss]econd|[Tt]hird|[Ff]ourth|[Ff]ifth|[Ss]ixth|[Ss]eventh|[Ee]ighth|[Nn]inth|[Tt]enth)|(?<digits>\d+)(?:st|nd|rd|th))\s+(?:\p{Ll}+\s+(?=\p{Lu}))?(?<noun>\p{L}{3,}))/gu;
// `im ersten Jahr 15 %, danach 10 %`: the later cases follow in the same sentence.
const LATER = /^[^.;!?]*?\b(?:danach|anschließend|anschliessend|thereafter|afterwards|subsequently|after that)\b/i;

/**
 * Each ordinal of a text with the word it counts (`im ersten vollen Vertragsjahr` → 1, `vertragsjahr`), German and
 * English; `nach dem ersten Jahr` / `after the first year` counts as the second, where it begins. `onwards`: the
 * ordinal opens a range (`ab dem zweiten Jahr`, `from the second year`, `im ersten Jahr …, danach …`).
 */
export function countedNouns(text: string): CountedNoun[] {
  return [...text.matchAll(ORDINAL)].flatMap((match) => {
    const groups = match.groups!;
    const number = groups['digits'] ? Number(groups['digits']) : ORDINAL_NUMBERS[fold(groups['german'] ?? groups['english'] ?? '')];
    if (!number) return [];
    const onwards = groups['from'] !== undefined || LATER.test(text.slice(match.index! + match[0].length));
    return [{ number: groups['after'] ? number + 1 : number, noun: lightStem(fold(groups['noun']!)), text: groups['phrase']!, onwards }];
  });
}

/**
 * Whether a text counts a noun of `asked` with another ordinal and never states the asked one (`im ersten
 * Vertragsjahr` for `ab dem zweiten Vertragsjahr`): it speaks of another case. A range that reaches the asked
 * ordinal states it (`ab dem ersten Jahr`, `im ersten Jahr …, danach …`).
 */
export function countsOtherOrdinal(asked: readonly CountedNoun[], text: string): boolean {
  if (asked.length === 0) return false;
  const counted = countedNouns(text);
  return asked.some(({ number, noun }) => {
    const same = counted.filter((entry) => entry.noun === noun);
    return same.some((entry) => entry.number !== number) && !same.some((entry) => entry.number === number || (entry.onwards && entry.number < number));
  });
}

/** Whether a text states the asked ordinal of a counted noun (`im zweiten Jahr`, or a range reaching it). */
export function statesOrdinal(asked: CountedNoun, text: string): boolean {
  return countedNouns(text).some((entry) => entry.noun === asked.noun && (entry.number === asked.number || (entry.onwards && entry.number < asked.number)));
}
