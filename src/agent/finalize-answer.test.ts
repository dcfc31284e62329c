import { describe, expect, it } from 'vitest';
import { groundedFailure } from './finalize-answer.js';

describe('groundedFailure', () => {
  it('names what is missing in the not-found reply, without any other fact', () => {
    const reply = groundedFailure('NOT_FOUND', 'de', ['Oslo']);
    expect(reply).toMatchObject({ status: 'not_found', citations: [] });
    expect(reply.answer).toContain('„Oslo"');
    expect(groundedFailure('NOT_FOUND', 'en', ['Oslo']).answer).toContain('"Oslo"');
  });

  it('names what the documents hold instead after what is missing, in German and English', () => {
    const german = groundedFailure('NOT_FOUND', 'de', ['Stufe Gold'], ['Bronze', 'Silber']).answer;
    expect(german).toContain('„Stufe Gold"');
    expect(german).toContain('nur: „Bronze", „Silber"');
    expect(groundedFailure('NOT_FOUND', 'en', ['Tier Gold'], ['Bronze']).answer).toContain('only name: "Bronze"');
    expect(groundedFailure('NOT_FOUND', 'en', ['Oslo']).answer).not.toContain('only name');
  });

  it('falls back to the generic reply without a missing list, and to the error reply for technical errors', () => {
    expect(groundedFailure('NOT_FOUND', 'de').answer).toBe(groundedFailure('NOT_FOUND', 'de', []).answer);
    expect(groundedFailure('TECHNICAL_ERROR', 'en')).toMatchObject({ status: 'error', citations: [] });
  });

  it('names every place searched when not only the documents were, in German and English', () => {
    expect(groundedFailure('NOT_FOUND', 'de', [], [], ['documents', 'web']).answer).toMatch(/^Dazu habe ich weder in den Dokumenten noch im Web etwas gefunden\. /);
    expect(groundedFailure('NOT_FOUND', 'de', ['Oslo'], [], ['wikipedia']).answer).toMatch(/^Dazu habe ich in der Wikipedia nichts gefunden: „Oslo"\. /);
    expect(groundedFailure('NOT_FOUND', 'en', [], [], ['documents', 'wikipedia', 'web']).answer).toMatch(/^I found nothing about this in the documents, on Wikipedia or on the web\. /);
    expect(groundedFailure('NOT_FOUND', 'en', [], [], ['web']).answer).not.toContain('documents');
    // The documents alone: the grounded reply as before.
    expect(groundedFailure('NOT_FOUND', 'de', [], [], ['documents']).answer).toBe(groundedFailure('NOT_FOUND', 'de').answer);
  });
});
