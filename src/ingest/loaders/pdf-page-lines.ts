/** One visual line of a PDF page. */
export interface PdfLine {
  text: string;
  /** Baseline y in PDF units (grows upwards). */
  y: number;
  /** Largest font size on the line. */
  size: number;
}

/** The part of an unpdf text item this module reads. */
export interface PdfTextItem {
  str: string;
  hasEOL: boolean;
  /** Baseline y in PDF units. */
  y: number;
  fontSize: number;
}

/** Groups pdf.js text items into lines: a new line starts after an end-of-line mark or where the baseline moves. */
export function pdfPageLines(items: readonly PdfTextItem[]): PdfLine[] {
  const lines: PdfLine[] = [];
  let current: PdfLine | null = null;
  for (const item of items) {
    const { y } = item;
    const size = Math.abs(item.fontSize);
    if (current && Math.abs(current.y - y) > Math.max(size, current.size) / 2) {
      lines.push(current);
      current = null;
    }
    if (item.str !== '') {
      if (current) {
        current.text += item.str;
        current.size = Math.max(current.size, size);
      } else current = { text: item.str, y, size };
    }
    if (item.hasEOL && current) {
      lines.push(current);
      current = null;
    }
  }
  if (current) lines.push(current);
  return lines
    .map((line) => ({ ...line, text: line.text.replace(/\s+/g, ' ').trim() }))
    .filter((line) => line.text !== '');
}

const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
};

/** Body font size of a document: the median line size, weighted by characters. */
export function bodyFontSize(pages: readonly PdfLine[][]): number {
  return median(pages.flat().flatMap((line) => Array<number>(Math.min(line.text.length, 200)).fill(line.size)));
}

/**
 * Splits a page's lines into paragraphs: a vertical gap clearly larger than the tightest line spacing on the page,
 * a jump upwards (next column) or a change of font size starts a new paragraph.
 */
export function pdfParagraphs(lines: readonly PdfLine[]): PdfLine[][] {
  const gaps = lines.slice(1).map((line, index) => lines[index]!.y - line.y);
  const spacing = Math.min(...gaps.filter((gap) => gap > 0));
  const paragraphs: PdfLine[][] = [];
  lines.forEach((line, index) => {
    const previous = lines[index - 1];
    const gap = gaps[index - 1] ?? 0;
    const breaks =
      previous === undefined ||
      gap <= 0 ||
      gap > spacing * 1.4 ||
      Math.max(line.size, previous.size) > Math.min(line.size, previous.size) * 1.15;
    if (breaks) paragraphs.push([line]);
    else paragraphs[paragraphs.length - 1]!.push(line);
  });
  return paragraphs;
}
