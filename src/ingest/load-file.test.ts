import { mkdir, mkdtemp, open, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestError } from '../errors/index.js';
import { formatForPath, loadBuffer, loadFile, supportedExtensions } from './load-file.js';

const maxBytes = 25 * 1024 * 1024;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'anker-load-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

async function failure(promise: Promise<unknown>): Promise<IngestError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(IngestError);
  expect((error as IngestError).code).toBe('INGEST');
  expect((error as IngestError).hint).toBeTruthy();
  return error as IngestError;
}

describe('loadFile', () => {
  it('dispatches by extension, case-insensitively', async () => {
    expect(supportedExtensions).toEqual(['.md', '.markdown', '.txt', '.html', '.htm', '.pdf', '.docx']);
    expect(formatForPath('a/B.MD')).toBe('markdown');
    expect(formatForPath('x.HTM')).toBe('html');
    expect(formatForPath('x.doc')).toBeNull();
    const path = join(folder, 'Notiz.TXT');
    await writeFile(path, 'Erster Absatz.\n\nZweiter Absatz.');
    const doc = await loadFile(path, { source: 'Notiz.TXT', maxBytes });
    expect(doc).toMatchObject({ source: 'Notiz.TXT', format: 'text', metadata: { title: 'Notiz', status: 'current' } });
    expect(doc.blocks.map((block) => block.text)).toEqual(['Erster Absatz.', 'Zweiter Absatz.']);
  });

  it('checks the size with stat before reading, and names the limit and how to raise it', async () => {
    const path = join(folder, 'huge.md');
    const handle = await open(path, 'w');
    await handle.truncate(50 * 1024 * 1024); // sparse: no 50 MB written
    await handle.close();
    let reads = 0;
    const readFile = async () => {
      reads += 1;
      return new Uint8Array();
    };
    const error = await failure(loadFile(path, { source: 'huge.md', maxBytes, readFile }));
    expect(reads).toBe(0);
    expect(error.source).toBe('huge.md');
    expect(error.message).toContain('50.0 MB');
    expect(error.message).toContain('25.0 MB');
    expect(error.hint).toMatch(/maxFileBytes.*ANKER_MAX_FILE_MB.*--max-file-mb/);
  });

  it('enforces the limit in loadBuffer too', async () => {
    const error = await failure(loadBuffer(new Uint8Array(2048), { source: 'a.md', maxBytes: 1024 }));
    expect(error.message).toMatch(/larger than the limit/);
  });

  it('rejects an empty file and a whitespace-only file', async () => {
    const path = join(folder, 'empty.md');
    await writeFile(path, '');
    expect((await failure(loadFile(path, { source: 'empty.md', maxBytes }))).message).toBe('File contains no text.');
    const blank = new TextEncoder().encode('---\ntitle: Nur Kopf\n---\n\n   \n');
    expect((await failure(loadBuffer(blank, { source: 'b.md', maxBytes }))).message).toBe('File contains no text.');
  });

  it('rejects binary content in a text format', async () => {
    const path = join(folder, 'image.md');
    await writeFile(path, Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48]));
    const error = await failure(loadFile(path, { source: 'image.md', maxBytes }));
    expect(error.message).toMatch(/looks binary/);
    const controls = Uint8Array.from({ length: 400 }, (_, index) => (index % 3 === 0 ? 0x01 : 0x41));
    expect((await failure(loadBuffer(controls, { source: 'x.txt', maxBytes }))).message).toMatch(/looks binary/);
  });

  it('reads Windows-1252 and UTF-16 text instead of calling it binary', async () => {
    const latin = Uint8Array.from([...Buffer.from('Gr'), 0xfc, ...Buffer.from('n und wei'), 0xdf, ...Buffer.from(' ist die Farbe.')]);
    const doc = await loadBuffer(latin, { source: 'l.txt', maxBytes });
    expect(doc.blocks[0]!.text).toBe('Grün und weiß ist die Farbe.');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Überschrift\n\nDer Text.', 'utf16le')]);
    const doc16 = await loadBuffer(utf16, { source: 'u.txt', maxBytes });
    expect(doc16.metadata.title).toBe('Überschrift');
  });

  it('rejects unsupported extensions without reading', async () => {
    let touched = false;
    const spy = async () => {
      touched = true;
      return new Uint8Array();
    };
    const error = await failure(
      loadFile('/nowhere/sheet.xlsx', {
        source: 'sheet.xlsx',
        maxBytes,
        readFile: spy,
        stat: async () => {
          touched = true;
          return { size: 1, isFile: () => true };
        },
      }),
    );
    expect(touched).toBe(false);
    expect(error.message).toBe('Unsupported file type ".xlsx".');
    expect(error.hint).toContain('.md, .markdown, .txt, .html, .htm, .pdf, .docx');
    expect((await failure(loadBuffer(new Uint8Array([1]), { source: 'README', maxBytes }))).message).toContain('(no extension)');
  });

  it('reports a missing file and a directory as IngestErrors', async () => {
    expect((await failure(loadFile(join(folder, 'missing.md'), { source: 'missing.md', maxBytes }))).message).toBe('File not found.');
    const directory = join(folder, 'folder.md');
    await mkdir(directory);
    expect((await failure(loadFile(directory, { source: 'folder.md', maxBytes }))).message).toMatch(/not a regular file/);
  });

  it('wraps an unexpected loader failure instead of leaking it', async () => {
    const error = await failure(
      loadFile('x.md', {
        source: 'x.md',
        maxBytes,
        stat: async () => ({ size: 10, isFile: () => true }),
        readFile: async () => {
          throw Object.assign(new Error('EACCES: permission denied'), { code: 'EACCES' });
        },
      }),
    );
    expect(error.message).toBe('File cannot be read: EACCES.');
  });
});

describe('looksLikePlainText and namesType', () => {
  it('tells text from binary by NUL bytes and UTF-8, keeping a character cut at the end of the sample', async () => {
    const { looksLikePlainText } = await import('./load-file.js');
    expect(looksLikePlainText(new TextEncoder().encode('Hafenordnung – gültig ab Mai'))).toBe(true);
    expect(looksLikePlainText(Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 0, 1]))).toBe(false);
    expect(looksLikePlainText(Uint8Array.from([0x48, 0xff, 0xfe, 0x41]))).toBe(false);
    const long = new TextEncoder().encode(`${'a'.repeat(8191)}ü`);
    expect(looksLikePlainText(long.subarray(0, 8192))).toBe(true);
    expect(looksLikePlainText(new Uint8Array())).toBe(false);
  });

  it('reads a letter after the last dot as a type, a version number as none', async () => {
    const { namesType } = await import('./load-file.js');
    expect(namesType('a/b/logo.png')).toBe(true);
    expect(namesType('MPL-2.0')).toBe(false);
    expect(namesType('LICENSE')).toBe(false);
  });
});
