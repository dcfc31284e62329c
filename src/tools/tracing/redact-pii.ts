/** What to redact besides e-mail addresses, phone numbers and IBANs. */
export interface RedactionOptions {
  /** Argument keys whose values are replaced entirely (case-insensitive), e.g. `password`, `customer_name`. */
  keys?: string[];
}

const defaultKeys = ['password', 'secret', 'token', 'api_key', 'apikey', 'authorization', 'iban', 'email', 'phone'];
const emailPattern = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const ibanPattern = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,4})?\b/g;
// Phone numbers need a + / 00 prefix or a national 0-prefix with a separator, so ids like WO-004711 survive.
const internationalPhonePattern = /(?<![\w-])(?:\+|00)[1-9][\d\s()/-]{6,}\d/g;
const nationalPhonePattern = /(?<![\w-])0[1-9]\d{1,4}[\s/-]\d{3,}(?:[\s-]\d+)*/g;

/** Replaces e-mail addresses, IBANs and phone numbers inside a text. */
export function redactText(text: string): string {
  return text
    .replace(emailPattern, '[EMAIL]')
    .replace(ibanPattern, '[IBAN]')
    .replace(internationalPhonePattern, '[PHONE]')
    .replace(nationalPhonePattern, '[PHONE]');
}

/** A deep copy of `value` with PII replaced: configured keys entirely, strings by pattern. */
export function redactPii(value: unknown, options: RedactionOptions = {}): unknown {
  const keys = new Set([...defaultKeys, ...(options.keys ?? [])].map((key) => key.toLowerCase()));
  const visit = (current: unknown): unknown => {
    if (typeof current === 'string') return redactText(current);
    if (Array.isArray(current)) return current.map(visit);
    if (current === null || typeof current !== 'object') return current;
    return Object.fromEntries(
      Object.entries(current).map(([key, item]) => [key, keys.has(key.toLowerCase()) ? '[REDACTED]' : visit(item)]),
    );
  };
  return visit(value);
}
