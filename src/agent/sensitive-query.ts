/**
 * Questions whose answer must come from the documents, never from a model's own knowledge: prices, contracts,
 * deadlines, penalties, SLAs, and anything about "our / current / latest" (German and English).
 */
export const DEFAULT_SENSITIVE_PATTERNS: readonly RegExp[] = [
  /preis|kost|gebühr|tarif|rabatt|€|eur\b|euro|betrag|rechnung|abrechnung|price|cost|fee|pricing|discount|invoice|\$|usd/i,
  /vertrag|vereinbar|kündig|laufzeit|klausel|vertragsstrafe|haftung|§|contract|agreement|terminat|clause|penalt|liabilit/i,
  /frist|deadline|bis wann|stichtag|termin|innerhalb|spätestens|due|within|notice period|cut-?off/i,
  /\bsla\b|verfügbarkeit|reaktionszeit|availability|uptime|response time|\brto\b|\brpo\b/i,
  /\b(unser|unsere|unseren|unserem|unserer|aktuell\w*|neueste\w*|derzeit\w*|gültig\w*|our|ours|current|currently|latest|newest|valid)\b/i,
];

/** True when any pattern matches the question. */
export function isSensitiveQuery(question: string, patterns: readonly RegExp[] = DEFAULT_SENSITIVE_PATTERNS): boolean {
  return patterns.some((pattern) => pattern.test(question));
}
