import type { DocumentMetadata, DocumentStatus } from '../../spec/index.js';
import { ingestMessages } from './ingest-messages.js';
import { ingestFailure } from './ingest-failure.js';

/** Metadata a loader found in the file; the rest is filled in by `loadBuffer`. */
export type PartialMetadata = Partial<DocumentMetadata>;

const statuses: readonly DocumentStatus[] = ['current', 'superseded', 'archived'];

const isoDate = (year: number, month: number, day: number): string | null => {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
};

/**
 * Normalises a document date to ISO `YYYY-MM-DD`, or null when absent or not a real calendar date.
 * Accepts Date objects (YAML timestamps), ISO strings with or without time, German `1.2.2026`, PDF `D:20260201…`,
 * and anything `Date.parse` understands (HTTP-style dates in HTML meta tags).
 */
export function normalizeDate(value: unknown): string | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString().slice(0, 10);
  if (typeof value !== 'string') return null;
  const text = value.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})(?:$|[T ])/.exec(text);
  if (iso) return isoDate(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  const german = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (german) return isoDate(Number(german[3]), Number(german[2]), Number(german[1]));
  const pdf = /^D:(\d{4})(\d{2})(\d{2})/.exec(text);
  if (pdf) return isoDate(Number(pdf[1]), Number(pdf[2]), Number(pdf[3]));
  if (!/[a-z]/i.test(text) || !/\d{4}/.test(text)) return null;
  const parsed = Date.parse(text);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString().slice(0, 10);
}

/** Validates a declared status; absent means `current`, anything else unknown is an IngestError naming the allowed values. */
export function normalizeStatus(value: unknown, source: string): DocumentStatus {
  const text = optionalString(value);
  if (text === null) return 'current';
  const lower = text.toLowerCase();
  if ((statuses as readonly string[]).includes(lower)) return lower as DocumentStatus;
  throw ingestFailure(source, ingestMessages.invalidStatus(text));
}

/** A trimmed non-empty string, or null for missing, empty and YAML null spellings. */
export function optionalString(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return normalizeDate(value);
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const text = String(value).trim();
  return text === '' || text === '~' || text.toLowerCase() === 'null' ? null : text;
}
