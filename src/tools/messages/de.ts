import type { ToolMessages } from './tool-messages.js';

const unitWord = { value: '', length: ' Zeichen', items: ' Einträge' } as const;

/** German tool texts. */
export const de: ToolMessages = {
  hint: {
    TRANSIENT: 'Vorübergehender Fehler. Nicht selbst wiederholen (die Laufzeit hat es bereits versucht); dem Nutzer sagen, dass das System gerade nicht erreichbar ist und es später erneut zu versuchen. Keinen Wert erfinden.',
    PERMANENT: 'Die Anfrage kann so nicht gelingen. Nicht unverändert wiederholen; dem Nutzer sagen, was fehlgeschlagen ist, oder nach anderen Angaben fragen.',
    INVALID_ARGUMENT: 'Den genannten Parameter korrigieren und erneut aufrufen. Wenn der Nutzer keinen gültigen Wert genannt hat, nachfragen statt raten.',
    CIRCUIT_OPEN: 'Dieses Werkzeug fällt wiederholt aus und ist pausiert. Jetzt nicht erneut aufrufen; dem Nutzer sagen, dass die Daten gerade nicht verfügbar sind, und keinen Wert erfinden.',
    APPROVAL_REQUIRED: 'Ein Mensch muss diese Aktion zuerst freigeben. Dem Nutzer sagen, dass sie auf Freigabe wartet; nicht behaupten, sie sei erledigt.',
    UNKNOWN: 'Unerwarteter Fehler. Nicht wiederholen; dem Nutzer sagen, dass die Aktion nicht ausgeführt werden konnte, und kein Ergebnis erfinden.',
  },
  unknownTool: (name, available) => `Es gibt kein Werkzeug "${name}". Verfügbare Werkzeuge: ${available.join(', ')}.`,
  unknownToolHint: (available) => `Eines davon aufrufen: ${available.join(', ')}.`,
  missingParameter: (p) => `Pflichtparameter "${p}" fehlt.`,
  unexpectedParameter: (p) => `Parameter "${p}" wird von diesem Werkzeug nicht akzeptiert.`,
  wrongType: (p, expected) => `Parameter "${p}" muss vom Typ ${expected} sein.`,
  patternMismatch: (p, received) => `Parameter "${p}" hat das falsche Format: "${received}".`,
  invalidEnum: (p, allowed) => `Parameter "${p}" muss einer dieser Werte sein: ${allowed.map(String).join(', ')}.`,
  invalidDate: (p, received) => `Parameter "${p}" ist kein gültiges Kalenderdatum: "${received}" (erwartet JJJJ-MM-TT).`,
  invalidFormat: (p, format) => `Parameter "${p}" muss ein gültiges ${format} sein.`,
  tooSmall: (p, limit, unit) => `Parameter "${p}" muss mindestens ${limit}${unitWord[unit]} sein.`,
  tooLarge: (p, limit, unit) => `Parameter "${p}" darf höchstens ${limit}${unitWord[unit]} sein.`,
  invalidGeneric: (p, detail) => `Parameter "${p}" ist ungültig: ${detail}.`,
  describeParameter: (description) => `Erwartet: ${description}`,
  askUserHint: 'Wenn der Nutzer keinen gültigen Wert genannt hat, nachfragen; nicht raten.',
  unknownId: (p, received) => `Unbekannte ${p} "${received}".`,
  didYouMean: (candidate) => `Meinten Sie ${candidate}? Vor der Verwendung beim Nutzer bestätigen lassen.`,
  callListTool: (listTool) => `${listTool} aufrufen, um die gültigen Kennungen zu erhalten.`,
  dateRangeReversed: (start, end) => `Das Startdatum ${start} liegt nach dem Enddatum ${end}.`,
  timeout: (ms) => `Das Werkzeug hat nicht innerhalb von ${ms} ms geantwortet.`,
  circuitOpen: (tool) => `Werkzeug ${tool} ist nach wiederholten Fehlern vorübergehend gesperrt.`,
  approvalRequired: (tool, id) => `Der Aufruf von ${tool} braucht eine menschliche Freigabe (Freigabe ${id}).`,
  approvalRejected: (tool, reason) => `Ein Mensch hat den Aufruf von ${tool} abgelehnt${reason ? `: ${reason}` : ''}. Er wurde nicht ausgeführt.`,
  malformedOutput: (tool) => `Werkzeug ${tool} hat eine fehlerhafte Antwort geliefert.`,
  busy: (tool) => `Werkzeug ${tool} ist ausgelastet (zu viele gleichzeitige Aufrufe).`,
  failed: (tool, detail) => `Werkzeug ${tool} ist fehlgeschlagen: ${detail}`,

  search: {
    found: (source, count) => `STATUS: FOUND — ${count} Treffer aus ${source} (externe Quelle, nicht die Dokumente des Unternehmens).`,
    foundInstruction: 'Antworte nur mit Angaben aus diesen Treffern und belege sie mit [n]. Wenn sie die Frage nicht beantworten, sage das. Ergänze nichts aus eigenem Wissen.',
    lowRelevance: (source, count) => `STATUS: LOW_RELEVANCE — ${count} Treffer aus ${source}, die nur teilweise zur Frage passen (externe Quelle, nicht die Dokumente des Unternehmens).`,
    lowRelevanceInstruction: 'Antworte nur mit Angaben aus diesen Treffern, belege sie mit [n] und sage ausdrücklich, dass die Antwort ungenau oder unvollständig sein kann. Ergänze nichts aus eigenem Wissen.',
    notFound: (source, query) => `STATUS: NOT_FOUND — ${source} hat zu „${query}“ nichts gefunden.`,
    notFoundInstruction: 'Antworte nicht aus eigenem Wissen und erfinde keine Zahlen oder Fakten. Sage dem Nutzer, was nicht gefunden wurde, und schlage vor, die Frage zu präzisieren oder den Support zu fragen.',
    technicalError: (source, detail) => `STATUS: TECHNICAL_ERROR — ${source} kann gerade nicht durchsucht werden (${detail}).`,
    technicalErrorInstruction: 'Antworte nicht aus eigenem Wissen und erfinde keine Fakten. Sage dem Nutzer, dass die Suche gerade nicht verfügbar ist, und bitte ihn, es später erneut zu versuchen.',
  },
};
