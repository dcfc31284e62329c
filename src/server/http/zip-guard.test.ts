import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { checkZip } from './zip-guard.js';

const zip = async (files: Record<string, string | Uint8Array>) => {
  const archive = new JSZip();
  for (const [name, content] of Object.entries(files)) archive.file(name, content);
  return archive.generateAsync({ type: 'uint8array', compression: 'DEFLATE' });
};

describe('checkZip', () => {
  it('accepts an ordinary container', async () => {
    const bytes = await zip({ '[Content_Types].xml': '<Types/>', 'word/document.xml': '<w:document>Hallo</w:document>' });
    expect(checkZip(bytes)).toEqual({ safe: true });
  });

  it('refuses a container that unpacks to far more than it weighs', async () => {
    const bytes = await zip({ 'word/document.xml': new Uint8Array(8 * 1024 * 1024) });
    expect(bytes.length).toBeLessThan(100_000);
    const check = checkZip(bytes);
    expect(check.safe).toBe(false);
    expect(!check.safe && check.reason).toMatch(/unpacks to \d+× its size/);
    expect(checkZip(bytes, { maxUncompressedBytes: 1024 * 1024 }).safe).toBe(false);
  });

  it('refuses too many entries and bytes that are no ZIP', async () => {
    const many = await zip(Object.fromEntries(Array.from({ length: 30 }, (_, index) => [`f${index}.xml`, 'x'])));
    expect(checkZip(many, { maxEntries: 20 }).safe).toBe(false);
    expect(checkZip(new TextEncoder().encode('not a zip at all, just text')).safe).toBe(false);
  });
});
