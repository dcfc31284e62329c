/**
 * Plain-text layout that is not text: a boxed notice's frame (`*  Covered Software is …  *`) and rule lines
 * (`*****`, `~~~~`). The line as a reader takes it: the frame's content, empty for a rule, else unchanged. Underlines
 * of `---` or `===` are kept (they mark the line above as a heading).
 */
export function unframeLine(line: string): string {
  const trimmed = line.trim();
  if (/^[*=~_#-]{3,}$/.test(trimmed) && !/^-{3,}$|^={3,}$/.test(trimmed)) return '';
  const framed = /^\*\s+(.*?)\s+\*$/.exec(trimmed) ?? /^\*\s*\*$/.exec(trimmed);
  return framed ? (framed[1] ?? '').trim() : trimmed;
}

/** Whether a line underlines the one above it as a heading (`-----`, `=====`). */
export function isUnderline(line: string): boolean {
  return /^(?:={3,}|-{3,})$/.test(line.trim());
}
