import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestError } from '../../errors/index.js';
import { loadBuffer, loadFile } from '../load-file.js';

interface Line {
  text: string;
  size?: number;
}

/** A real PDF: one array of lines per page, 12 pt body text, blank entries leave a paragraph gap. */
async function makePdf(pages: (Line | null)[][], title?: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  if (title) pdf.setTitle(title);
  pdf.setCreationDate(new Date('2026-03-04T10:00:00Z'));
  pdf.setModificationDate(new Date('2026-03-05T10:00:00Z'));
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  for (const lines of pages) {
    const page = pdf.addPage([595, 842]);
    let y = 780;
    for (const line of lines) {
      if (line) page.drawText(line.text, { x: 50, y, size: line.size ?? 12, font });
      y -= 16 + (line?.size && line.size > 12 ? 8 : 0);
    }
  }
  return pdf.save();
}

async function expectIngestError(promise: Promise<unknown>, message: RegExp): Promise<IngestError> {
  const error = await promise.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(IngestError);
  expect((error as IngestError).message).toMatch(message);
  expect((error as IngestError).hint).toBeTruthy();
  return error as IngestError;
}

const maxBytes = 10 * 1024 * 1024;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'anker-pdf-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('PDF loader', () => {
  it('keeps page numbers, title and dates from a real two-page PDF', async () => {
    const bytes = await makePdf(
      [
        [{ text: 'Preisliste 2026', size: 20 }, { text: 'Der Pro-Plan kostet 850 Euro pro Monat. Die Kündi-' }, { text: 'gungsfrist betraegt drei Monate.' }, null, { text: 'Zweiter Absatz auf Seite eins.' }],
        [{ text: 'Zahlungsbedingungen', size: 20 }, { text: 'Rechnungen sind innerhalb von 14 Tagen zahlbar.' }],
      ],
      'Preisliste HelixCloud',
    );
    const path = join(folder, 'preise.pdf');
    await writeFile(path, bytes);
    const doc = await loadFile(path, { source: 'preise.pdf', maxBytes });
    expect(doc.format).toBe('pdf');
    expect(doc.metadata.title).toBe('Preisliste HelixCloud');
    expect(doc.metadata.documentDate).toBe('2026-03-05');
    expect(doc.language).toBe('german');
    expect(doc.blocks).toEqual([
      { headingPath: ['Preisliste 2026'], page: 1, text: 'Preisliste 2026', isHeading: true },
      {
        headingPath: ['Preisliste 2026'],
        page: 1,
        text: 'Der Pro-Plan kostet 850 Euro pro Monat. Die Kündigungsfrist betraegt drei Monate.',
      },
      { headingPath: ['Preisliste 2026'], page: 1, text: 'Zweiter Absatz auf Seite eins.' },
      { headingPath: ['Zahlungsbedingungen'], page: 2, text: 'Zahlungsbedingungen', isHeading: true },
      { headingPath: ['Zahlungsbedingungen'], page: 2, text: 'Rechnungen sind innerhalb von 14 Tagen zahlbar.' },
    ]);
  });

  it('falls back to the file name when the PDF has no title', async () => {
    const bytes = await makePdf([[{ text: 'Nur ein Satz ohne Titel und ohne Überschrift.' }]]);
    const doc = await loadBuffer(bytes, { source: 'ordner/handbuch.pdf', maxBytes });
    expect(doc.metadata.title).toBe('handbuch');
    expect(doc.blocks[0]).toMatchObject({ page: 1, headingPath: [] });
  });

  it('does not detach the caller’s bytes', async () => {
    const bytes = await makePdf([[{ text: 'Text.' }]]);
    const length = bytes.byteLength;
    await loadBuffer(bytes, { source: 'a.pdf', maxBytes });
    expect(bytes.byteLength).toBe(length);
  });

  it('says OCR is needed for a PDF without text', async () => {
    const bytes = await makePdf([[null], [null]]);
    const error = await expectIngestError(loadBuffer(bytes, { source: 'scan.pdf', maxBytes }), /no extractable text/);
    expect(error.message).toContain('2 page(s)');
    expect(error.hint).toMatch(/OCR/);
  });

  it('rejects random bytes named .pdf as corrupt', async () => {
    const random = Uint8Array.from({ length: 4096 }, (_, index) => (index * 7919 + 13) % 251);
    const path = join(folder, 'random.pdf');
    await writeFile(path, random);
    const error = await expectIngestError(loadFile(path, { source: 'random.pdf', maxBytes }), /PDF is corrupt/);
    expect(error.source).toBe('random.pdf');
  });

  it('rejects a truncated PDF as corrupt', async () => {
    const bytes = await makePdf([[{ text: 'Seite eins.' }], [{ text: 'Seite zwei.' }]]);
    await expectIngestError(loadBuffer(bytes.slice(0, Math.floor(bytes.length / 3)), { source: 't.pdf', maxBytes }), /corrupt or truncated/);
  });
});
