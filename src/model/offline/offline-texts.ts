/** User-facing texts of the offline answerer, one place per language. Grounded texts come from the tool result. */
export const OFFLINE_TEXTS = {
  de: {
    searchUnavailable: 'Ich kann ohne Suche im Wissensbestand nicht antworten. Bitte versuchen Sie es erneut.',
    notInSources:
      'Die gefundenen Dokumente enthalten keine Aussage, die Ihre Frage beantwortet. Bitte formulieren Sie die Frage genauer oder wenden Sie sich an den Support.',
    olderSourceDiffers: (marker: number, date: string | null, newer: number) =>
      `Ein älteres Dokument${date ? ` vom ${date}` : ''} [${marker}] nennt dazu einen anderen Wert; maßgeblich ist das neuere Dokument [${newer}].`,
    nothingFor: (entities: readonly string[]) =>
      `Zu ${entities.map((entity) => `„${entity}"`).join(' und ')} enthalten die gefundenen Dokumente dazu nichts.`,
  },
  en: {
    searchUnavailable: 'I cannot answer without searching the knowledge base. Please try again.',
    notInSources:
      'The documents found contain no statement that answers your question. Please refine the question or contact support.',
    olderSourceDiffers: (marker: number, date: string | null, newer: number) =>
      `An older document${date ? ` dated ${date}` : ''} [${marker}] states a different value; the newer document [${newer}] applies.`,
    nothingFor: (entities: readonly string[]) => `The documents found say nothing about this for ${entities.map((entity) => `"${entity}"`).join(' and ')}.`,
  },
} as const;
