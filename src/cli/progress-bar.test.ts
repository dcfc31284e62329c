import { expect, it } from 'vitest';
import { createProgressBar } from './progress-bar.js';

it('draws the share done on one line, with its unit, and ends the line on finish', () => {
  const lines: string[] = [];
  const bar = createProgressBar((text) => lines.push(text), 'ingest');
  bar.update(1024, 4096, 'handbuch.txt (file 1/1)', 'chunks');
  bar.update(1, 1, 'handbuch.txt', 'files');
  bar.finish();
  expect(lines[0]).toBe(`\ringest ${'█'.repeat(6)}${'░'.repeat(18)} 1024/4096 chunks ${'handbuch.txt (file 1/1)'.padEnd(40)}`);
  expect(lines[1]).toContain(`${'█'.repeat(24)} 1/1 files handbuch.txt`);
  expect(lines[2]).toBe('\n');
});
