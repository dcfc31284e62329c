const structuredLine = /^(?:[-*•|]|\d+[.)])\s?/;

/**
 * Joins the hard-wrapped lines of one paragraph (plain text, PDF) with spaces, keeping list items and table rows on
 * their own lines and undoing end-of-line hyphenation (`Kündi-` + `gung`) when the next line continues in lower case.
 */
export function joinWrappedLines(lines: readonly string[]): string {
  return lines.reduce((joined, line, index) => {
    if (index === 0) return line;
    if (structuredLine.test(line)) return `${joined}\n${line}`;
    if (/\p{L}-$/u.test(joined) && /^\p{Ll}/u.test(line)) return joined.slice(0, -1) + line;
    return `${joined} ${line}`;
  }, '');
}
