/**
 * The words a unit symbol stands for, in German and English (`°C` is `Grad Celsius`, `degrees Celsius`; `€` is
 * `Euro`; `km` is `Kilometer`, `kilometres`): a question names the unit in words, a source writes its symbol. A
 * closed class, like the weekdays. Symbols of length units and the like count only after a number (`7,5 m`), where
 * they cannot be a word of the text.
 */
const symbols: readonly (readonly [RegExp, readonly string[]])[] = [
  [/°\s?C(?![\p{L}])/u, ['grad', 'celsius', 'degree', 'degrees']],
  [/°\s?F(?![\p{L}])/u, ['grad', 'fahrenheit', 'degree', 'degrees']],
  [/€|(?<![\p{L}])EUR(?![\p{L}])/u, ['euro', 'euros']],
  [/\$|(?<![\p{L}])USD(?![\p{L}])/u, ['dollar', 'dollars']],
  [/£|(?<![\p{L}])GBP(?![\p{L}])/u, ['pfund', 'pound', 'pounds']],
  [/(?<![\p{L}])CHF(?![\p{L}])/u, ['franken', 'franc', 'francs']],
  [/%/u, ['prozent', 'percent']],
  [/\d\s?km(?![\p{L}²³/])/u, ['kilometer', 'kilometre', 'kilometres', 'kilometers']],
  [/\d\s?m(?![\p{L}²³/])/u, ['meter', 'metre', 'metres', 'meters']],
  [/\d\s?cm(?![\p{L}²³])/u, ['zentimeter', 'centimetre', 'centimetres', 'centimeters']],
  [/\d\s?mm(?![\p{L}²³])/u, ['millimeter', 'millimetre', 'millimetres', 'millimeters']],
  // A superscript makes the symbol no letter of a word: also without a number (`2,38 € je m³`, `pro m²`).
  [/(?<![\p{L}])m²/u, ['quadratmeter', 'square', 'metre', 'metres', 'meter', 'meters']],
  [/(?<![\p{L}])km²/u, ['quadratkilometer', 'square', 'kilometre', 'kilometres', 'kilometer', 'kilometers']],
  [/(?<![\p{L}])m³/u, ['kubikmeter', 'cubic', 'metre', 'metres', 'meter', 'meters']],
  [/\d\s?kg(?![\p{L}])/u, ['kilogramm', 'kilogram', 'kilograms']],
  [/\d\s?g(?![\p{L}])/u, ['gramm', 'gram', 'grams']],
  [/\d\s?t(?![\p{L}])/u, ['tonne', 'tonnen', 'tonnes', 'tons']],
  [/\d\s?[lL](?![\p{L}])/u, ['liter', 'litre', 'litres', 'liters']],
  [/\d\s?(?:h|Std\.)(?![\p{L}])/u, ['stunde', 'stunden', 'hour', 'hours']],
  [/\d\s?[Mm]in\.?(?![\p{L}])/u, ['minute', 'minuten', 'minutes']],
  // `kWh` and `kW` are no words of either language: also without a number (`Dampf pro kWh`, `ct/kWh`).
  [/(?<![\p{L}])kWh(?![\p{L}])/u, ['kilowattstunde', 'kilowattstunden', 'kilowatt', 'hour', 'hours']],
  [/(?<![\p{L}])kW(?![\p{L}])/u, ['kilowatt']],
  [/(?<![\p{L}])MWh(?![\p{L}])/u, ['megawattstunde', 'megawattstunden', 'megawatt', 'hour', 'hours']],
  [/(?<![\p{L}])GWh(?![\p{L}])/u, ['gigawattstunde', 'gigawattstunden', 'gigawatt', 'hour', 'hours']],
  [/\d\s?MW(?![\p{L}])/u, ['megawatt']],
  [/(?<![\p{L}])kVA(?![\p{L}])/u, ['kilovoltampere', 'kilovolt', 'ampere']],
  [/\d\s?V(?![\p{L}])/u, ['volt']],
  [/\d\s?km\/h/u, ['stundenkilometer', 'kilometer', 'pro', 'stunde', 'kilometres', 'per', 'hour']],
  [/\d\s?mph(?![\p{L}])/u, ['miles', 'per', 'hour']],
];

/** The unit words of the unit symbols a text writes (see above), each once; empty when it writes none. */
export function unitNames(text: string): string[] {
  const found = new Set<string>();
  for (const [symbol, names] of symbols) if (symbol.test(text)) for (const name of names) found.add(name);
  return [...found];
}

const unitWords = new Set(symbols.flatMap(([, names]) => names));

/**
 * Whether `word` (lowercase) names a unit of measure (`kilogramm`, `liter`, `prozent`, `kilometres`): after a count
 * (`wie viele Kilogramm Dampf`, `5 Liter Milch`) it measures the noun that follows, it is no part of a name.
 */
export function isUnitName(word: string): boolean {
  return unitWords.has(word);
}
