import { fold } from './fold.js';

/**
 * What a measured value measures. "How long is the cable?" asks for a length and "Wie warm darf es sein?" for a
 * temperature: of two sentences that name the asked thing, the one stating a value of that dimension (`7,5 m`,
 * `50 °C`) answers, the one with some other number (`11 kW`, `690 €`) does not. Units and the question adverbs that
 * ask for them are closed classes of both languages, like the weekdays.
 */
export type MeasureDimension = 'length' | 'area' | 'volume' | 'mass' | 'time' | 'temperature' | 'speed' | 'power' | 'energy' | 'frequency';

const NUMBER = String.raw`\d+(?:[.,]\d+)*`;
// Counts written as words (folded), German and English: `alle fünf Jahre`, `every six months`, `dreimal`.
const COUNT_WORD = String.raw`(?:zwei|drei|vier|funf|sechs|sieben|acht|neun|zehn|elf|zwolf|zwanzig|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|twenty)`;

// Unit symbols and words after a number, per dimension. Symbols are matched case-sensitively where case tells units
// apart (`m` metre, `M` mega; `t` tonne), words in folded text.
const UNITS: ReadonlyArray<readonly [MeasureDimension, RegExp]> = [
  ['temperature', new RegExp(String.raw`${NUMBER}\s?(?:°\s?[CF]|K(?![\p{L}])|grad\b|degrees?\b)`, 'u')],
  ['speed', new RegExp(String.raw`${NUMBER}\s?(?:km\/h|m\/s|mph\b|knoten\b|knots?\b|stundenkilometer\b)`, 'u')],
  ['area', new RegExp(String.raw`${NUMBER}\s?(?:m²|km²|cm²|mm²|ha\b|hektar\b|hectares?\b|quadratmeter\b|square (?:metres?|meters?|feet|kilometres?|kilometers?)\b|sq\.? ?(?:m|ft)\b)`, 'u')],
  ['volume', new RegExp(String.raw`${NUMBER}\s?(?:m³|cm³|[lL](?![\p{L}])|ml\b|hl\b|liter\b|litre?s?\b|liters\b|kubikmeter\b|cubic (?:metres?|meters?)\b|gallons?\b)`, 'u')],
  ['energy', new RegExp(String.raw`${NUMBER}\s?(?:[kMGT]Wh(?![\p{L}])|kilowattstunden?\b|kilowatt[- ]hours?\b|kcal\b|kj\b|joule\b)`, 'u')],
  ['power', new RegExp(String.raw`${NUMBER}\s?(?:[kMG]?W(?![\p{L}h])|[kM]?VA(?![\p{L}])|kilowatt\b(?![- ]?(?:stunde|hour))|megawatt\b|watt\b|ps\b|hp\b|horsepower\b)`, 'u')],
  ['mass', new RegExp(String.raw`${NUMBER}\s?(?:kg(?![\p{L}])|g(?![\p{L}])|mg(?![\p{L}])|t(?![\p{L}])|kilogramm?s?\b|gramm?s?\b|tonnen?\b|tonnes?\b|tons?\b|pfund\b|pounds?\b|lbs?\b)`, 'u')],
  ['length', new RegExp(String.raw`${NUMBER}\s?(?:km(?![\p{L}²³/])|m(?![\p{L}²³/])|cm(?![\p{L}²³])|mm(?![\p{L}²³])|kilometern?\b|kilometres?\b|kilometers?\b|metern?\b|metres?\b|meters?\b|zentimetern?\b|centimet(?:re|er)s?\b|millimetern?\b|millimet(?:re|er)s?\b|meilen\b|miles?\b|feet\b|foot\b|fu(?:ss|ß)\b|inch(?:es)?\b|zoll\b|yards?\b)`, 'u')],
  [
    'time',
    new RegExp(
      String.raw`${NUMBER}\s?(?:-\s?${NUMBER}\s?)?(?:sekunden?\b|sek\.|minuten?\b|min\b|stunden?\b|std\.?|h\b|tagen?\b|werktagen?\b|kalendertagen?\b|arbeitstagen?\b|wochen?\b|monaten?\b|monate\b|jahren?\b|jahre\b|seconds?\b|secs?\b|minutes?\b|mins?\b|hours?\b|hrs?\b|days?\b|weeks?\b|months?\b|years?\b)`,
      'u',
    ),
  ],
  // How often: a frequency adverb (`halbjährlich`, `quarterly`), a count of times (`zweimal`, `3 times`), an interval
  // (`alle 3 Monate`, `every 2 weeks`, `pro Jahr`), or that there is no fixed one (`no periodic change`).
  [
    'frequency',
    new RegExp(
      String.raw`(?<![\p{L}])(?:(?:halb|viertel)?jahrlich|taglich|wochentlich|monatlich|quartalsweise|stundlich|jahrlich|daily|weekly|monthly|quarterly|annually|yearly|hourly|(?:ein|${COUNT_WORD}|\d+)\s?-?mal|once|twice|(?:\d+|${COUNT_WORD})\s?times|(?:alle|every)\s+(?:(?:\d+|${COUNT_WORD})\s+)?(?:tage?n?|wochen?|monate?n?|jahre?n?|days?|weeks?|months?|years?)|(?:pro|je|per|a|an)\s+(?:tag|woche|monat|quartal|jahr|day|week|month|quarter|year)|regelmassig\p{L}*|periodisch\p{L}*|periodic\p{L}*|regular(?:ly)?|turnusmassig\p{L}*)(?![\p{L}])`,
      'u',
    ),
  ],
];

// Question adverbs asking for a dimension, first match wins. `how long` / `wie lang` asks a length or a time; `wie
// lange` (with -e) is time only. `how big` is too many things (area, volume, a count) to name a dimension.
const ASKED: ReadonlyArray<readonly [RegExp, readonly MeasureDimension[]]> = [
  [/\b(?:wie lange|how many (?:days|hours|minutes|weeks|months|years)|wie viele (?:tage|stunden|minuten|wochen|monate|jahre))\b/, ['time']],
  [/\b(?:how long|wie lang)\b/, ['length', 'time']],
  [/\b(?:wie warm|wie heiss|wie kalt|how warm|how hot|how cold|what temperature|welche temperatur)\b/, ['temperature']],
  [/\b(?:wie schwer|wie viel wiegt|wieviel wiegt|how heavy|what weight|welches gewicht|how much (?:does|do|did) [\w\s-]+ weigh)\b/, ['mass']],
  [/\b(?:wie weit|wie breit|wie tief|wie dick|how far|how wide|how deep|how thick|how tall)\b/, ['length']],
  [/\b(?:wie schnell|how fast|how quickly)\b/, ['speed', 'time']],
  [
    /\b(?:wie oft|wie haufig|wie viele male|wievielmal|in welchen abstanden|in welchem (?:rhythmus|turnus|intervall)|how often|how frequently|at what intervals?|how many times (?:a|an|per|each|every) (?:day|week|month|quarter|year))\b/,
    ['frequency'],
  ],
];

// The property each dimension measures, as a document names it (`Gewicht: 1,2 kg`), German then English.
const PROPERTY_NOUNS: Readonly<Record<MeasureDimension, readonly [string, string] | undefined>> = {
  length: ['Länge', 'length'],
  area: ['Fläche', 'area'],
  volume: ['Volumen', 'volume'],
  mass: ['Gewicht', 'weight'],
  time: ['Dauer', 'duration'],
  temperature: ['Temperatur', 'temperature'],
  speed: ['Geschwindigkeit', 'speed'],
  power: ['Leistung', 'power'],
  energy: ['Energie', 'energy'],
  frequency: undefined,
};

/** The noun of the property a dimension measures, in German or English (`mass` → `Gewicht`, `weight`). */
export function propertyNoun(dimension: MeasureDimension, language: 'german' | 'english'): string | undefined {
  return PROPERTY_NOUNS[dimension]?.[language === 'german' ? 0 : 1];
}

// Dimensions a question adverb names unambiguously and a source states only in a unit (`1,2 kg`, `60 °C`, `11 kW`).
// Not `time` (said in words too: `bis Monatsende`), `frequency` (`halbjährlich`) or `length` (`wie weit darf … abweichen`
// asks a share as often as a distance).
const UNIT_ONLY: ReadonlySet<MeasureDimension> = new Set(['area', 'volume', 'mass', 'temperature', 'speed', 'power', 'energy']);

/** Whether a question asks a measure that only a value in its unit answers (`Wie schwer …?`, `how hot …?`). */
export function asksUnitMeasure(question: string): boolean {
  const dimensions = askedDimensions(question);
  return dimensions.length > 0 && dimensions.every((dimension) => UNIT_ONLY.has(dimension));
}

/** The dimensions a question asks a value of, from its question adverb; empty when it names none. */
export function askedDimensions(question: string): MeasureDimension[] {
  const folded = fold(question);
  for (const [pattern, dimensions] of ASKED) if (pattern.test(folded)) return [...dimensions];
  return [];
}

/** The dimensions of the measured values a text states (`7,5 m` → length); empty when it states none. */
export function statedDimensions(text: string): MeasureDimension[] {
  // Unit words are matched folded (`Grad`, `Stunden`); symbols keep their case (`°C`, `kW`, `MW`, `m`).
  const folded = fold(text);
  return UNITS.filter(([, pattern]) => pattern.test(text) || pattern.test(folded)).map(([dimension]) => dimension);
}

/** Whether `text` states a value of one of the `asked` dimensions. */
export function statesDimension(text: string, asked: readonly MeasureDimension[]): boolean {
  if (asked.length === 0) return false;
  const stated = statedDimensions(text);
  return asked.some((dimension) => stated.includes(dimension));
}
