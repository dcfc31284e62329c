import { supportedExtensions } from '../../ingest/index.js';

/** A checked upload name, or why it was refused. */
export type UploadName = { success: true; source: string } | { success: false; reason: string };

/**
 * The `source` an uploaded file gets: the last segment of the client's file name (anything before a `/` or `\` is
 * dropped), control characters removed, NFC, at most 200 characters, with a supported extension. It names the
 * document inside the tenant only; it is never joined to a filesystem path (uploads are ingested from memory).
 */
export function uploadName(clientName: string): UploadName {
  const last = clientName.split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const name = last.normalize('NFC').replace(/[\u0000-\u001f\u007f]/g, '').trim();
  if (!name || /^\.+$/.test(name) || name.startsWith('.')) return { success: false, reason: 'The file name is empty or hidden.' };
  if (name.length > 200) return { success: false, reason: 'The file name is longer than 200 characters.' };
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot).toLowerCase() : '';
  if (!supportedExtensions.includes(extension)) {
    return { success: false, reason: `Unsupported file type "${extension || '(none)'}"; supported: ${supportedExtensions.join(', ')}.` };
  }
  return { success: true, source: name };
}
