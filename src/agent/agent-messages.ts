import type { QuestionLanguage } from '../prompt/index.js';
import type { ExternalSource } from '../tools/index.js';
import type { SmalltalkIntent } from './smalltalk-intent.js';

/** User-facing texts of the agent itself (grounded texts live in src/prompt/messages), one place per language. */
export interface AgentMessages {
  /** The reply to small talk, per intent. */
  smalltalkReply: Readonly<Record<SmalltalkIntent, string>>;
  /** The reply to a request for a joke (`creative` is the reply to a poem, story or song). */
  jokeReply: string;
  arithmeticReply(result: string): string;
  supersededNote(titles: string[]): string;
  /** Appended to the re-ask after a failed answer check. */
  violationsRetry(violations: string[]): string;
  /** The reply when the model would not search the documents (it ignored a required tool choice). */
  unverifiedAnswer: string;
  /** Where a search looked, as the reply names it (`in der Wikipedia`, `on the web`). */
  searchedPlace: Readonly<Record<SearchedPlace, string>>;
  /**
   * The not-found reply when not only the documents were searched: it names every place searched (`places`, from
   * `searchedPlace`), what the question names that none of them states (`missing`) and what the documents hold instead.
   */
  notFoundIn(places: string[], missing?: string, existing?: string): string;
  /** The reply when an external search failed technically, naming the place (`searchedPlace`). */
  technicalErrorIn(place: string): string;
}

/** A place a run searched: the company's documents or an external source. */
export type SearchedPlace = 'documents' | ExternalSource;

const de: AgentMessages = {
  smalltalkReply: {
    greeting:
      'Hallo! Ich beantworte Fragen aus den Dokumenten Ihres Unternehmens, etwa zu Preisen, Verträgen, SLAs oder Richtlinien, immer mit Quellenangabe.',
    wellbeing:
      'Danke der Nachfrage, mir geht es gut! Wobei kann ich Ihnen helfen? Ich beantworte Fragen aus den Dokumenten Ihres Unternehmens.',
    thanks: 'Gern geschehen! Fragen Sie jederzeit wieder.',
    farewell: 'Alles Gute und bis zum nächsten Mal – bei Fragen zu Ihren Dokumenten bin ich gern wieder da.',
    identity:
      'Ich bin ein Assistent, der Fragen aus den Dokumenten Ihres Unternehmens beantwortet, etwa zu Preisen, Verträgen, SLAs oder Richtlinien, und zu jeder Aussage die Quelle nennt. Steht etwas nicht in den Dokumenten, sage ich das.',
    creative:
      'Gedichte, Geschichten oder Lieder schreibe ich nicht – ich beantworte Fragen aus den Dokumenten Ihres Unternehmens, mit Quellenangabe.',
    social: 'Gern! Wenn Sie eine Frage zu den Dokumenten Ihres Unternehmens haben, helfe ich Ihnen weiter.',
  },
  jokeReply:
    'Einer für zwischendurch: Warum nehmen Dokumente nie Urlaub? Weil sie sonst nicht mehr aktuell sind. Für Fragen zu Ihren Unternehmensdokumenten bin ich jederzeit da.',
  arithmeticReply: (result) => `Das Ergebnis ist ${result}.`,
  supersededNote: (titles) =>
    `Achtung: ${titles.map((title) => `„${title}"`).join(', ')} ist eine ersetzte Version und gilt nicht mehr; die Angaben daraus sind nicht aktuell.`,
  violationsRetry: (violations) =>
    'Deine Antwort enthält Angaben, die in den zitierten Quellen nicht belegt sind:\n' +
    violations.map((violation) => `- ${violation}`).join('\n') +
    '\nAntworte erneut, nur mit Angaben aus den Quellen und mit den Marken [n]. Steht etwas nicht in den Quellen, sage das.',
  unverifiedAnswer:
    'Das konnte ich nicht anhand der Dokumente prüfen: Das Sprachmodell hat die Dokumentensuche nicht aufgerufen. Ich möchte nichts erfinden. ' +
    'Bitte stellen Sie die Frage erneut oder wenden Sie sich an den Support bzw. die zuständige Fachabteilung.',
  searchedPlace: { documents: 'in den Dokumenten', wikipedia: 'in der Wikipedia', web: 'im Web' },
  notFoundIn: (places, missing, existing) =>
    (places.length > 1 ? `Dazu habe ich weder ${places.join(' noch ')} etwas gefunden` : `Dazu habe ich ${places[0] ?? ''} nichts gefunden`) +
    (missing ? `: ${missing}. ` : '. ') +
    (existing ? `Die Dokumente nennen nur: ${existing}. ` : '') +
    'Ich möchte nichts erfinden. Bitte formulieren Sie die Frage genauer (z. B. mit Dokument, Kunde, Produkt oder Zeitraum) ' +
    'oder wenden Sie sich an den Support bzw. die zuständige Fachabteilung.',
  technicalErrorIn: (place) =>
    `Die Suche ${place} ist gerade technisch fehlgeschlagen, daher kann ich die Frage nicht belegt beantworten. ` +
    'Bitte versuchen Sie es später erneut oder wenden Sie sich an den Support.',
};

const en: AgentMessages = {
  smalltalkReply: {
    greeting:
      'Hello! I answer questions from your company’s documents, for example about prices, contracts, SLAs or policies, always with the source.',
    wellbeing:
      'Thanks for asking, I am doing well! How can I help? I answer questions from your company’s documents.',
    thanks: 'You are welcome! Ask again any time.',
    farewell:
      'All the best, see you next time – I am here whenever you have a question about your documents.',
    identity:
      'I am an assistant that answers questions from your company’s documents, for example about prices, contracts, SLAs or policies, and names the source of every statement. If something is not in the documents, I say so.',
    creative:
      'I do not write poems, stories or songs – I answer questions from your company’s documents, with their sources.',
    social: 'Sure! If you have a question about your company’s documents, I am happy to help.',
  },
  jokeReply:
    'Here is one: why do documents never take a holiday? Because they would no longer be up to date. For questions about your company’s documents I am here any time.',
  arithmeticReply: (result) => `The result is ${result}.`,
  supersededNote: (titles) =>
    `Note: ${titles.map((title) => `"${title}"`).join(', ')} is a superseded version and no longer applies; its figures are not current.`,
  violationsRetry: (violations) =>
    'Your answer contains statements that the cited sources do not support:\n' +
    violations.map((violation) => `- ${violation}`).join('\n') +
    '\nAnswer again using only facts from the sources, with their [n] markers. If something is not in the sources, say so.',
  unverifiedAnswer:
    'I could not verify this from the documents: the language model did not call the document search. I do not want to make anything up. ' +
    'Please ask again or contact support or the responsible department.',
  searchedPlace: { documents: 'in the documents', wikipedia: 'on Wikipedia', web: 'on the web' },
  notFoundIn: (places, missing, existing) =>
    `I found nothing about this ${places.length > 1 ? `${places.slice(0, -1).join(', ')} or ${places[places.length - 1]}` : (places[0] ?? '')}` +
    (missing ? `: ${missing}. ` : '. ') +
    (existing ? `The documents only name: ${existing}. ` : '') +
    'I do not want to make anything up. Please refine your question (e.g. name the document, client, product or period) ' +
    'or contact support or the responsible department.',
  technicalErrorIn: (place) =>
    `The search ${place} failed for technical reasons, so I cannot give a grounded answer. Please try again later or contact support.`,
};

export function agentMessages(language: QuestionLanguage): AgentMessages {
  return language === 'en' ? en : de;
}
