/** A one-line progress bar on stderr for terminals; callers only create it when the stream is interactive. */
export function createProgressBar(write: (text: string) => void, label: string) {
  return {
    /** Redraws the line: `label ████░░░░ done/total unit detail` (`unit` e.g. "files" or "chunks", may be empty). */
    update(done: number, total: number, detail: string, unit = '') {
      const width = 24;
      const share = total === 0 ? 1 : Math.min(1, done / total);
      const filled = Math.round(share * width);
      const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
      const count = unit === '' ? `${done}/${total}` : `${done}/${total} ${unit}`;
      write(`\r${label} ${bar} ${count} ${detail.slice(0, 40).padEnd(40)}`);
    },
    finish() {
      write('\n');
    },
  };
}
