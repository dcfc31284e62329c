/** Renders rows as a plain-text table with left-aligned first column and right-aligned others. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, column) => Math.max(cell.length, ...rows.map((row) => (row[column] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ').trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** A share as a short cell: `97.1% 34/35`, or `–` when nothing was measured. */
export function rateCell(value: { count: number; total: number; rate: number | null }): string {
  return value.rate === null ? '–' : `${(value.rate * 100).toFixed(1)}% ${value.count}/${value.total}`;
}
