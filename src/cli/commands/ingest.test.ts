import { describe, expect, it } from 'vitest';
import { skippedNote, summaryLine } from './ingest.js';

describe('skippedNote', () => {
  it('counts the skipped files by type, names a few, and says which types are read', () => {
    const note = skippedNote(['a.zip', 'b.ZIP', 'tool', 'logo.png'], ['.md', '.txt']);
    expect(note).toContain('skipped 4 files of other types: .zip 2, .png 1, no extension 1');
    expect(note).toContain('(e.g. a.zip, b.ZIP, tool, …)');
    expect(note).toContain('.md, .txt and from text files without an extension');
  });

  it('reads a version number after a dot as no extension', () => {
    expect(skippedNote(['HARBOUR-1.1'], ['.md'])).toContain('skipped 1 file of other types: no extension 1');
  });
});

describe('summaryLine', () => {
  it('names re-indexed files only when there are some', () => {
    expect(summaryLine({ added: 1, updated: 0, unchanged: 2, failed: [] })).toBe('added 1, updated 0, unchanged 2, failed 0');
    expect(summaryLine({ added: 0, updated: 0, unchanged: 2, reindexed: 3, failed: [{ source: 'a.md', error: 'x' }] })).toBe(
      'added 0, updated 0, unchanged 2, reindexed 3, failed 1',
    );
  });
});
