import { describe, expect, it } from 'vitest';
import { redactPii, redactText } from './redact-pii.js';

describe('redactPii', () => {
  it('redacts e-mails, IBANs and phone numbers but keeps operational ids and dates', () => {
    const text = 'Mail max.muster@example.com, IBAN DE89 3704 0044 0532 0130 00, Tel. +49 821 123456, 0821/4567890; WO-004711 A_LINE1_042 2026-11-01 CUST-00117';
    const redacted = redactText(text);
    expect(redacted).toBe('Mail [EMAIL], IBAN [IBAN], Tel. [PHONE], [PHONE]; WO-004711 A_LINE1_042 2026-11-01 CUST-00117');
  });

  it('redacts configured keys deeply and copies the input', () => {
    const input = { note: 'call me at +49 151 2345678', contact: { customer_name: 'Alpha', password: 'x' }, ids: ['DE89370400440532013000'] };
    expect(redactPii(input, { keys: ['customer_name'] })).toEqual({
      note: 'call me at [PHONE]',
      contact: { customer_name: '[REDACTED]', password: '[REDACTED]' },
      ids: ['[IBAN]'],
    });
    expect(input.contact.password).toBe('x');
  });
});
