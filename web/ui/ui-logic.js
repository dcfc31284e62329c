// Pure helpers of the web UI (no DOM), shared by app.js and the tests.

/** User-facing text, one table per language. */
export const TEXT = {
  de: {
    title: 'Anker – Antworten aus Ihren Dokumenten',
    key: 'API-Schlüssel',
    keyHint: 'Wird nur in diesem Tab gespeichert.',
    save: 'Speichern',
    ask: 'Fragen',
    question: 'Ihre Frage',
    chat: 'Fragen',
    documents: 'Dokumente',
    upload: 'Hochladen',
    files: 'Dateien (.md, .txt, .html, .pdf, .docx)',
    chooseFiles: 'Dateien auswählen …',
    noFileChosen: 'Keine Datei ausgewählt',
    filesChosen: 'Dateien',
    chooseFirst: 'Bitte zuerst Dateien auswählen.',
    sources: 'Quellen',
    trace: 'Ablauf',
    attempt: 'Suche',
    notFound: 'Nicht in den Dokumenten gefunden',
    caveat: 'Antwort mit Vorbehalt: die Quellen passen nur teilweise.',
    noRetrieval: 'Ohne Dokumentsuche beantwortet.',
    error: 'Fehler',
    section: 'Abschnitt',
    page: 'Seite',
    version: 'Version',
    documentDate: 'Dokumentdatum',
    indexedAt: 'Indexiert',
    unknown: 'unbekannt',
    stale: 'Älter als 6 Monate – bitte Aktualität prüfen.',
    archive: 'Archivieren',
    restore: 'Wiederherstellen',
    remove: 'Löschen',
    empty: 'Noch keine Dokumente.',
    working: 'Suche läuft …',
    status: 'Status',
    relevance: 'Relevanz',
    source: 'Quelle',
    approvals: 'Freigaben',
    approve: 'Freigeben',
    reject: 'Ablehnen',
    noApprovals: 'Keine offenen Freigaben.',
    tool: 'Werkzeug',
    arguments: 'Argumente',
    documentTitle: 'Titel',
    dashboard: 'Auswertung',
    evalEmpty: 'Noch keine Ergebnisse von anker eval.',
    evalPass: 'Ziele erreicht',
    evalFail: 'Ziele verfehlt',
    evalWritten: 'Stand',
    metric: 'Kennzahl',
    value: 'Wert',
    target: 'Ziel',
    chartOf: 'Balkendiagramm der Kennzahlen von',
    hits: 'Treffer',
    step: 'Schritt',
    toolCalls: 'Werkzeugaufrufe',
    steps: 'Schritte',
    added: 'neu',
    updated: 'aktualisiert',
    unchanged: 'unverändert',
    reindexed: 'neu eingelesen',
    failed: 'fehlgeschlagen',
    current: 'aktuell',
    superseded: 'ersetzt',
    archived: 'archiviert',
    run: 'Lauf',
    approved: 'freigegeben',
    rejected: 'abgelehnt',
    pending: 'offen',
    ok: 'ausgeführt',
    close: 'Schließen',
    areas: 'Bereiche',
  },
  en: {
    title: 'Anker – answers from your documents',
    key: 'API key',
    keyHint: 'Kept in this tab only.',
    save: 'Save',
    ask: 'Ask',
    question: 'Your question',
    chat: 'Ask',
    documents: 'Documents',
    upload: 'Upload',
    files: 'Files (.md, .txt, .html, .pdf, .docx)',
    chooseFiles: 'Choose files …',
    noFileChosen: 'No file chosen',
    filesChosen: 'files',
    chooseFirst: 'Choose files first.',
    sources: 'Sources',
    trace: 'Trace',
    attempt: 'Search',
    notFound: 'Not found in the documents',
    caveat: 'Answer with a caveat: the sources match only in part.',
    noRetrieval: 'Answered without searching the documents.',
    error: 'Error',
    section: 'Section',
    page: 'Page',
    version: 'Version',
    documentDate: 'Document date',
    indexedAt: 'Indexed',
    unknown: 'unknown',
    stale: 'Older than 6 months – check that it is still current.',
    archive: 'Archive',
    restore: 'Restore',
    remove: 'Delete',
    empty: 'No documents yet.',
    working: 'Searching …',
    status: 'Status',
    relevance: 'Relevance',
    source: 'Source',
    approvals: 'Approvals',
    approve: 'Approve',
    reject: 'Reject',
    noApprovals: 'No pending approvals.',
    tool: 'Tool',
    arguments: 'Arguments',
    documentTitle: 'Title',
    dashboard: 'Evaluation',
    evalEmpty: 'No anker eval results yet.',
    evalPass: 'targets met',
    evalFail: 'targets missed',
    evalWritten: 'As of',
    metric: 'Metric',
    value: 'Value',
    target: 'Target',
    chartOf: 'Bar chart of the metrics of',
    hits: 'hits',
    step: 'Step',
    toolCalls: 'tool calls',
    steps: 'steps',
    added: 'added',
    updated: 'updated',
    unchanged: 'unchanged',
    reindexed: 'reindexed',
    failed: 'failed',
    current: 'current',
    superseded: 'superseded',
    archived: 'archived',
    run: 'run',
    approved: 'approved',
    rejected: 'rejected',
    pending: 'pending',
    ok: 'executed',
    close: 'Close',
    areas: 'Sections',
  },
};

/**
 * What the file picker shows next to its button, in the UI's language (the native control would use the
 * browser's): nothing chosen, the one name, or the count and the first names.
 */
export function chosenFilesText(names, language) {
  const text = TEXT[language];
  if (names.length === 0) return text.noFileChosen;
  if (names.length === 1) return names[0];
  const shown = names.slice(0, 3).join(', ');
  return `${names.length} ${text.filesChosen}: ${names.length > 3 ? `${shown}, …` : shown}`;
}

/** `de` for German browsers, else `en`. */
export function languageOf(navigatorLanguage) {
  return String(navigatorLanguage || '').toLowerCase().startsWith('de') ? 'de' : 'en';
}

/**
 * An incremental parser of server-sent events: feed it text as it arrives, it returns the complete events
 * (`{event, data}` with `data` parsed as JSON) and keeps the unfinished rest.
 */
export function createSseParser() {
  let buffer = '';
  return (text) => {
    buffer += text.replace(/\r\n/g, '\n');
    const events = [];
    let end;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      let event = 'message';
      const data = [];
      for (const line of block.split('\n')) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      if (data.length > 0) events.push({ event, data: JSON.parse(data.join('\n')) });
    }
    return events;
  };
}

/** The answer as text and marker parts: `[{text}, {marker: 1}, …]`; a marker without a citation stays text. */
export function answerParts(answer, citations) {
  const known = new Set(citations.map((citation) => citation.marker));
  const parts = [];
  let last = 0;
  for (const match of answer.matchAll(/\[(\d+)\]/g)) {
    const marker = Number(match[1]);
    if (!known.has(marker)) continue;
    if (match.index > last) parts.push({ text: answer.slice(last, match.index) });
    parts.push({ marker });
    last = match.index + match[0].length;
  }
  if (last < answer.length) parts.push({ text: answer.slice(last) });
  return parts;
}

/** True when a document date (ISO) is older than `months` before `now`. */
export function isStale(documentDate, now = new Date(), months = 6) {
  if (!documentDate) return false;
  const limit = new Date(now);
  limit.setMonth(limit.getMonth() - months);
  return new Date(documentDate) < limit;
}

/** A target as eval suites write it (`≥ 95 %`, `<= 0.1`) as a bound in [0, 1], or null when it is not one. */
export function parseTarget(text) {
  const match = /^\s*(≥|>=|≤|<=)\s*([0-9]+(?:[.,][0-9]+)?)\s*(%?)\s*$/.exec(text || '');
  if (!match) return null;
  const number = Number(match[2].replace(',', '.'));
  return { atLeast: match[1] === '≥' || match[1] === '>=', value: match[3] === '%' ? number / 100 : number };
}

/** A rate as a percentage with one decimal in the UI's language (`90,8 %` / `90.8 %`). */
export function formatRate(value, language) {
  return `${(value * 100).toLocaleString(language === 'de' ? 'de-DE' : 'en-US', { maximumFractionDigits: 1 })} %`;
}

/**
 * The bars of one eval result's chart: one row each, width in percent of the chart, the target's position when it
 * has one, and whether the value meets it (the suite's own verdict wins when it gave one).
 */
export function chartBars(metrics) {
  return metrics.map((metric) => {
    const target = parseTarget(metric.target);
    const meets = target ? (target.atLeast ? metric.value >= target.value : metric.value <= target.value) : null;
    return {
      label: metric.name,
      value: metric.value,
      width: Math.round(metric.value * 1000) / 10,
      target: target ? Math.round(target.value * 1000) / 10 : null,
      targetText: metric.target ?? null,
      pass: metric.pass ?? meets,
    };
  });
}
