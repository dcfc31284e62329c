/** A one-line progress bar on stderr for terminals; callers only create it when the stream is interactive. */
export function createProgressBar(write: (text: string) => void, label: string) {
  return {
    update(done: number, total: number, detail: string) {
      const width = 24;
      const filled = total === 0 ? width : Math.round((done / total) * width);
      const bar = '█'.repeat(filled) + '░'.repeat(width - filled);
      write(`\r${label} ${bar} ${done}/${total} ${detail.slice(0, 40).padEnd(40)}`);
    },
    finish() {
      write('\n');
    },
  };
}
