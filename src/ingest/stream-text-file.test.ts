import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { IngestError } from '../errors/index.js';
import { chunkBlocks, chunkDocument } from './chunking/index.js';
import { loadFile } from './load-file.js';
import { checkTextFile, openTextFile } from './stream-text-file.js';

const work = mkdtempSync(join(tmpdir(), 'anker-stream-text-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

const MIB = 1024 * 1024;

/** Paragraphs of prose until `bytes` (UTF-8), each line ended by `newline`. */
function prose(bytes: number, newline: string): string {
  const lines: string[] = [];
  let size = 0;
  for (let index = 0; size < bytes; index += 1) {
    const line = `Absatz ${index}: Die Kündigungsfrist beträgt drei Monate; Wärme-Contracting kostet 12 € je Monat.${newline}${newline}`;
    lines.push(line);
    size += Buffer.byteLength(line);
  }
  return lines.join('');
}

/** Pads `text` with ASCII so that its UTF-8 ends `before` bytes ahead of the offset `boundary`. */
function padTo(text: string, boundary: number, before: number): string {
  const missing = boundary - before - Buffer.byteLength(text);
  if (missing < 2) throw new Error('text already past the boundary');
  return `${text}${'x'.repeat(missing - 2)}\n\n`;
}

async function expectSameAsWholeFile(path: string): Promise<void> {
  const whole = await loadFile(path, { source: 'groß.txt', maxBytes: 100 * MIB });
  const check = checkTextFile(path);
  expect(check).toMatchObject({ contentHash: whole.contentHash, streamable: true });
  const streamed = openTextFile(path, 'groß.txt', check);
  const { blocks, ...header } = whole;
  expect(streamed.document).toEqual(header);
  const chunks = chunkDocument(whole);
  expect(streamed.chunkCount).toBe(chunks.length);
  expect([...chunkBlocks(streamed.blocks())]).toEqual(chunks);
  expect([...streamed.blocks()]).toEqual(blocks);
}

describe('a large text file read in pieces', () => {
  it('gives the blocks, chunks, title and language of the whole file, also where a piece ends inside CRLF or a character', async () => {
    const path = join(work, 'crlf.txt');
    // A BOM, a title, CRLF line ends; a CR as the last byte of the first 1 MiB piece, a 4-byte character across the
    // second boundary and a 2-byte one across the third, a heading underlined deep in the file, and form feeds.
    let text = `\uFEFFBetriebshandbuch Pumpwerk\r\n\r\n${prose(MIB - 4096, '\r\n')}`;
    text = `${padTo(text, MIB, 1)}\r\nNach der Grenze.\r\n\r\n`;
    text += prose(MIB - 4096, '\r\n');
    text = `${padTo(text, 2 * MIB, 2)}🙂 vier Bytes über der Grenze.\n\n`;
    text += prose(MIB - 4096, '\n');
    text = `${padTo(text, 3 * MIB, 1)}ü zwei Bytes.\n\nWartung\n=======\n\nDie Pumpe wird jährlich gewartet.\fSeite zwei beginnt hier.\n`;
    writeFileSync(path, text);
    expect(Buffer.from(text).subarray(MIB - 1, MIB + 1).toString('latin1')).toBe('\r\n');
    await expectSameAsWholeFile(path);
  });

  it('takes the first heading as title when the file opens without one, and detects English', async () => {
    const path = join(work, 'english.txt');
    const opening = 'This manual describes the pumps and what the staff must do when one of them fails.\n\n';
    writeFileSync(path, `${opening}${'The pump is checked every year by the service team of the plant. '.repeat(30000)}\n\nMaintenance\n-----------\n\nOil is changed.\n`);
    await expectSameAsWholeFile(path);
    expect(openTextFile(path, 'english.txt', checkTextFile(path)).document).toMatchObject({ language: 'english', metadata: { title: 'Maintenance' } });
  });

  it('leaves files that are not UTF-8 text to the whole-file loader', () => {
    const latin1 = join(work, 'latin1.txt');
    writeFileSync(latin1, Buffer.from(`${'Grüße aus Köln. '.repeat(100000)}\n`, 'latin1'));
    expect(checkTextFile(latin1).streamable).toBe(false);
    const utf16 = join(work, 'utf16.txt');
    writeFileSync(utf16, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Hallo Welt. '.repeat(100000), 'utf16le')]));
    expect(checkTextFile(utf16).streamable).toBe(false);
    const binary = join(work, 'binary.txt');
    writeFileSync(binary, Buffer.concat([Buffer.from('Text '.repeat(300000)), Buffer.from([0, 1, 2])]));
    expect(checkTextFile(binary).streamable).toBe(false);
  });

  it('fails with an IngestError when the file changes after it was checked', () => {
    const path = join(work, 'changing.txt');
    writeFileSync(path, prose(2 * MIB, '\n'));
    const streamed = openTextFile(path, 'changing.txt', checkTextFile(path));
    appendFileSync(path, 'Ein neuer Absatz.\n');
    let error: unknown;
    try {
      for (const _block of streamed.blocks());
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).message).toMatch(/changed while/);
  });
});
