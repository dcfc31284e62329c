import { extractTextItems, getDocumentProxy } from 'unpdf';
import { BlockBuilder, type LoaderResult } from './block-builder.js';
import { ingestMessages } from './ingest-messages.js';
import { ingestFailure, reasonOf } from './ingest-failure.js';
import { joinWrappedLines } from './join-wrapped-lines.js';
import { normalizeDate, optionalString, type PartialMetadata } from './normalize-metadata.js';
import { bodyFontSize, pdfPageLines, pdfParagraphs, type PdfLine } from './pdf-page-lines.js';

type PdfDocument = Awaited<ReturnType<typeof getDocumentProxy>>;

const headingRatio = 1.2;
const maxHeadingLength = 120;

/**
 * Loads PDF text page by page (pages are 1-based and kept on every block). Paragraphs come from vertical gaps; a short
 * line set clearly larger than the body text is a heading. Title and dates come from the PDF info dictionary.
 */
export async function loadPdf(bytes: Uint8Array, source: string): Promise<LoaderResult> {
  let pdf: PdfDocument;
  try {
    // pdf.js may detach the buffer it is given: hand it a copy so the caller's bytes stay usable.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, isEvalSupported: false });
  } catch (error) {
    if (error instanceof Error && error.name === 'PasswordException') {
      throw ingestFailure(source, ingestMessages.encryptedPdf(), error);
    }
    throw ingestFailure(source, ingestMessages.corruptPdf(reasonOf(error)), error);
  }
  try {
    let pages: PdfLine[][];
    try {
      const { items } = await extractTextItems(pdf);
      pages = items.map((pageItems) => pdfPageLines(pageItems));
    } catch (error) {
      throw ingestFailure(source, ingestMessages.corruptPdf(reasonOf(error)), error);
    }
    if (pages.every((lines) => lines.length === 0)) {
      throw ingestFailure(source, ingestMessages.pdfWithoutText(pdf.numPages));
    }
    return { blocks: pagesToBlocks(pages), metadata: await infoMetadata(pdf) };
  } finally {
    await pdf.destroy();
  }
}

function pagesToBlocks(pages: PdfLine[][]): LoaderResult['blocks'] {
  const body = bodyFontSize(pages);
  const headingSizes = [...new Set(pages.flat().filter((line) => isHeading(line, body)).map((line) => line.size))].sort((a, b) => b - a);
  const builder = new BlockBuilder(1);
  pages.forEach((lines, index) => {
    builder.setPage(index + 1);
    for (const paragraph of pdfParagraphs(lines)) {
      const first = paragraph[0]!;
      if (paragraph.length === 1 && isHeading(first, body)) {
        builder.heading(Math.min(headingSizes.indexOf(first.size) + 1, 6), first.text);
      } else builder.text(joinWrappedLines(paragraph.map((line) => line.text)));
    }
  });
  return builder.blocks;
}

function isHeading(line: PdfLine, bodySize: number): boolean {
  return bodySize > 0 && line.size >= bodySize * headingRatio && line.text.length <= maxHeadingLength && /\p{L}/u.test(line.text);
}

async function infoMetadata(pdf: PdfDocument): Promise<PartialMetadata> {
  let info: Record<string, unknown>;
  try {
    info = ((await pdf.getMetadata()).info ?? {}) as Record<string, unknown>;
  } catch {
    return {};
  }
  const metadata: PartialMetadata = {};
  const title = optionalString(info.Title);
  if (title !== null) metadata.title = title;
  const date = normalizeDate(info.ModDate) ?? normalizeDate(info.CreationDate);
  if (date !== null) metadata.documentDate = date;
  return metadata;
}
