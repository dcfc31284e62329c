export { decompound, decompoundFolded, germanWordList, isGermanDictionaryWord, isPluralNoun } from './decompound.js';
export { detectLanguage, detectTextLanguage, type DetectLanguageOptions } from './detect-language.js';
export { fold, lowercase } from './fold.js';
export { foldedWordList, readGermanWordList, type GermanWordList } from './german-word-list.js';
export { languageCodeOf, textLanguageOf, type LanguageCode, type TextLanguage } from './language.js';
export { lightStem } from './light-stem.js';
export { stem } from './stem.js';
export { isQuestionStopword } from './question-stopwords.js';
export { functionPhraseNouns } from './function-phrases.js';
export { isAnyStopword, isStopword, stopwords } from './stopwords.js';
export {
  contentStems,
  expandTerm,
  indexTerms,
  numberVariants,
  textTerms,
  type Term,
  type TextTermsOptions,
} from './terms.js';
export { AGE_UNIT, askedQuantities, coversQuantity, figuresIn, holdsQuantity, rangesIn, withoutAges, type AskedQuantity, type QuantityRange } from './quantity-range.js';
export { lemmaKey, readThesaurus, synonymGroupsOf, synonymStems, thesaurus, type Thesaurus } from './thesaurus.js';
export { namesNounBySynonym } from './noun-synonyms.js';
export { tokenize, type Token, type TokenKind } from './tokenize.js';
export { initialisms, writesOutAcronym, type Initialism } from './initialism.js';
export { spellsVersionedName } from './versioned-name.js';
export { asGermanNoun, bilingual, isSameInOtherLanguage, otherLanguage, phraseTranslations, phraseTranslationStems, readBilingual, translateWord, translationStems, type Bilingual } from './bilingual.js';
export { isLyAdverb, isMoneyNoun, isMostlyVerb } from './word-class.js';
export { asksAmountOfMoney } from './asked-amount.js';
export { statesMoney, statesPercent } from './money.js';
export { suspendedCompounds } from './suspended-compounds.js';
export { namedWeekdays, namesWeekday, weekdaysInRanges } from './weekday-ranges.js';
export { joinedParticleVerbs, particleVerbForms, zuInfinitiveVerbs } from './separable-verbs.js';
export { germanVerbForms } from './verb-forms.js';
export { latinateAlternatives } from './latinate.js';
export { isUnderline, unframeLine } from './layout.js';
export { asksParallelCases } from './parallel-cases.js';
export { commandOptions, namesOption, withoutCommandOptions } from './command-options.js';
export { namesQuotedTerm, quotedTerms } from './quoted-terms.js';
export { irregularEnglishBase, isUnknownEnglishWord } from './unknown-word.js';
export { englishDerivations } from './derivations.js';
export { englishFirstSenseSynonyms, isMostlyEnglishNoun } from './first-senses.js';
export { namesResponsibility, responsibilityAlternatives } from './responsibility.js';
export { quarterWords } from './quarters.js';
export { isUnitName, unitNames } from './unit-names.js';
export { askedDimensions, asksUnitMeasure, propertyNoun, statedDimensions, statesDimension, type MeasureDimension } from './measure-dimensions.js';
export { isCalendarName, monthsNamed, seriesTitle } from './calendar-names.js';
export { adjectiveNouns, agentVerbs, feminineBase, feminineForms, propertyAdjectives, ungNominalizations, ungVerbForms } from './nominalization.js';
export { withRelativeYears } from './relative-years.js';
export { countedNouns, countsOtherOrdinal, statesOrdinal, type CountedNoun } from './ordinals.js';
export { termDefinitions, type TermDefinition } from './definitions.js';
