/* The glossary shared by query expansion (ground) and the offline answerer (model): one list, one place. */

/**
 * Abbreviations, jargon and everyday paraphrases of business documents, German and English, each group
 * a set of interchangeable expressions. Used to expand queries and to match question terms in hits.
 */
const groups: readonly (readonly string[])[] = [
  ['SLA', 'Service Level Agreement', 'Servicevereinbarung', 'Dienstgütevereinbarung'],
  ['RTO', 'Recovery Time Objective', 'Wiederherstellungszeit', 'Wiederherstellung', 'recovery time'],
  ['RPO', 'Recovery Point Objective', 'Datenverlust', 'data loss'],
  ['MTTR', 'Mean Time to Repair', 'Behebungsdauer'],
  ['AVV', 'Auftragsverarbeitungsvertrag', 'Auftragsverarbeitung', 'data processing agreement', 'DPA'],
  ['TOM', 'technische und organisatorische Maßnahmen'],
  ['DSGVO', 'GDPR', 'Datenschutz-Grundverordnung', 'Datenschutz'],
  ['TAM', 'Technical Account Manager'],
  ['KAM', 'Key Account Manager'],
  ['API', 'Schnittstelle', 'interface'],
  ['Verfügbarkeit', 'Erreichbarkeit', 'erreichbar', 'availability', 'uptime', 'available'],
  ['Reaktionszeit', 'reagieren', 'Reaktion', 'response time', 'respond'],
  ['Kündigungsfrist', 'Frist für die Kündigung', 'notice period', 'Kündigung'],
  ['Vertragsauflösung', 'Auflösung des Vertrags', 'Sonderkündigung', 'termination'],
  ['Vertragsstrafe', 'Strafe', 'Konventionalstrafe', 'penalty', 'contractual penalty'],
  ['Servicegutschrift', 'Gutschrift', 'service credit', 'credit'],
  ['Mindestlaufzeit', 'minimum term', 'Laufzeit'],
  ['Preis', 'kostet', 'kosten', 'Monatspreis', 'price', 'cost', 'costs', 'Gebühr', 'fee'],
  ['Rabatt', 'Nachlass', 'Ermäßigung', 'discount'],
  ['Tarif', 'Plan', 'plan', 'tier'],
  ['Sicherung', 'Backup', 'Datensicherung', 'backups'],
  ['Verschlüsselung', 'verschlüsselt', 'encryption', 'encrypted'],
  ['Rechenzentrum', 'data center', 'datacenter'],
  ['Urlaub', 'vacation', 'holiday', 'leave', 'Urlaubstage'],
  ['Mitarbeitende', 'Mitarbeiter', 'Beschäftigte', 'employees', 'staff'],
  ['Kunde', 'Kunden', 'customer', 'client'],
  ['Datenschutzbeauftragte', 'Beauftragte für den Datenschutz', 'data protection officer', 'DPO'],
  ['Unterauftragsverarbeiter', 'Subunternehmer', 'subprocessor', 'sub-processor'],
  ['Hotel', 'Übernachtung', 'hotel', 'accommodation'],
  ['Dienstreise', 'Reise', 'business trip', 'travel'],
  ['mobiles Arbeiten', 'Homeoffice', 'Home-Office', 'remote work', 'work from home'],
  ['Rufbereitschaft', 'Bereitschaft', 'on-call', 'on call'],
  ['Zulage', 'allowance'],
  ['Wartungsfenster', 'Wartung', 'maintenance window', 'maintenance'],
  ['Löschung', 'gelöscht', 'löschen', 'deleted', 'deletion'],
  ['Benutzer', 'Nutzer', 'users', 'user'],
  ['Rechnung', 'invoice', 'Zahlung', 'payment'],
  ['Vertrag', 'contract', 'agreement'],
  ['Richtlinie', 'policy', 'Regelung', 'Regeln'],
  // Everyday German–English business vocabulary, so English questions can be judged against German documents.
  ['Kündigung', 'termination', 'terminations', 'cancellation', 'notice'],
  ['Stunde', 'Stunden', 'hour', 'hours'],
  ['Tag', 'Tage', 'Tagen', 'day', 'days'],
  ['Monat', 'Monate', 'pro Monat', 'monatlich', 'month', 'months', 'per month', 'monthly'],
  ['Minute', 'Minuten', 'minute', 'minutes'],
  ['Woche', 'Wochen', 'week', 'weeks'],
  ['Jahr', 'Jahre', 'jährlich', 'year', 'years', 'annual', 'yearly'],
  ['Verlust', 'verloren', 'loss', 'lost'],
  ['Dauer', 'dauern', 'dauert', 'duration'],
  ['Wiederherstellung', 'wiederhergestellt', 'wieder läuft', 'wieder verfügbar', 'restore', 'restored', 'recovery'],
  ['Notfall', 'Katastrophe', 'Störung', 'Ausfall', 'disaster', 'outage', 'failure'],
  ['kostenlos', 'gratis', 'unentgeltlich', 'free', 'free of charge'],
  ['Neukunden', 'neue Kunden', 'new customers'],
  ['neu', 'neue', 'new'],
  ['bestätigen', 'Bestätigung', 'confirm', 'confirmation'],
  ['Daten', 'data'],
  ['Schutz', 'protection'],
  ['beantragen', 'Antrag', 'request', 'apply', 'application'],
  ['erfassen', 'erfasst', 'dokumentiert', 'record', 'recorded', 'logged'],
  ['Eingang', 'eingehend', 'eingehende', 'incoming', 'received'],
  ['Büro', 'office'],
  ['Gehalt', 'Lohn', 'salary', 'wage'],
  ['Sicherheit', 'security'],
  ['speichern', 'gespeichert', 'Speicherort', 'store', 'stored', 'storage'],
  ['Plattform', 'platform'],
  ['Support', 'Kundendienst', 'support'],
  ['Schulung', 'Weiterbildung', 'Fortbildung', 'training'],
  ['Preisliste', 'price list'],
  ['Lieferant', 'Anbieter', 'supplier', 'vendor', 'provider'],
  ['Genehmigung', 'Freigabe', 'approval'],
  ['Frist', 'deadline'],
  ['Vertragsnummer', 'contract number'],
  ['Ansprechpartner', 'Kontakt', 'contact', 'contact person'],
  ['Standort', 'site', 'location'],
  ['Feiertag', 'Feiertagen', 'public holiday', 'bank holiday'],
  ['Wochenende', 'weekend'],
  ['Passwort', 'Kennwort', 'password'],
  ['mindestens', 'at least', 'minimum'],
  ['höchstens', 'maximal', 'at most', 'maximum'],
  ['senden', 'versenden', 'verschickt', 'send', 'sends', 'sent'],
  ['E-Mail', 'Mail', 'e-mail', 'email', 'e-mails'],
  ['Alarm', 'Alarmierung', 'alarm', 'alert'],
  ['Gerät', 'device'],
  ['Ausland', 'Auslandsreise', 'abroad', 'foreign'],
  ['Verpflegung', 'Mahlzeit', 'meal', 'meals'],
  ['Erstattung', 'erstattet', 'reimbursed', 'reimbursement', 'refund'],
  ['Nürnberg', 'Nuremberg'],
  ['München', 'Munich'],
  ['Köln', 'Cologne'],
  ['Wien', 'Vienna'],
];

/** Every synonym group: interchangeable expressions (abbreviation, jargon, paraphrase, German and English). */
export function synonymGroups(): readonly (readonly string[])[] {
  return groups;
}

/** An abbreviation of the glossary (`SLA`, `KAM`, `P1`): it counts only when written in capitals, not as `kam`. */
export function isAbbreviation(expression: string): boolean {
  return /^[A-ZÄÖÜ][A-ZÄÖÜ0-9]{1,5}$/.test(expression);
}

/** Whether an expression of the glossary may be taken as present in `text`: abbreviations only as written. */
export function abbreviationAllowed(expression: string, text: string): boolean {
  if (!isAbbreviation(expression)) return true;
  return new RegExp(`(?<![\\p{L}\\p{N}])${expression}(?![\\p{L}\\p{N}])`, 'u').test(text);
}
