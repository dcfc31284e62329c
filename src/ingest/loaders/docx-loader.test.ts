import JSZip from 'jszip';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IngestError } from '../../errors/index.js';
import { loadBuffer, loadFile } from '../load-file.js';

const contentTypes = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">
  <Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>
  <Default Extension="xml" ContentType="application/xml"/>
  <Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>
  <Override PartName="/docProps/core.xml" ContentType="application/vnd.openxmlformats-package.core-properties+xml"/>
</Types>`;
const rootRels = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">
  <Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/>
  <Relationship Id="rId2" Type="http://schemas.openxmlformats.org/package/2006/relationships/metadata/core-properties" Target="docProps/core.xml"/>
</Relationships>`;
const core = `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
<cp:coreProperties xmlns:cp="http://schemas.openxmlformats.org/package/2006/metadata/core-properties" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:dcterms="http://purl.org/dc/terms/" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <dc:title>Reisekosten &amp; Spesen</dc:title>
  <dcterms:created xsi:type="dcterms:W3CDTF">2026-01-10T08:00:00Z</dcterms:created>
  <dcterms:modified xsi:type="dcterms:W3CDTF">2026-04-01T09:30:00Z</dcterms:modified>
</cp:coreProperties>`;

const paragraph = (text: string, style?: string) =>
  `<w:p>${style ? `<w:pPr><w:pStyle w:val="${style}"/></w:pPr>` : ''}<w:r><w:t xml:space="preserve">${text}</w:t></w:r></w:p>`;

/** A minimal valid WordprocessingML package, built with jszip. */
async function makeDocx(options: { withCore?: boolean; compression?: 'STORE' | 'DEFLATE' } = {}): Promise<Uint8Array> {
  const body = [
    paragraph('Reisekostenrichtlinie', 'Heading1'),
    paragraph('Diese Richtlinie gilt für alle Dienstreisen.'),
    paragraph('Verpflegung', 'Heading2'),
    paragraph('Die Tagespauschale beträgt 28 Euro.'),
    paragraph('Genehmigung', 'Heading1'),
    paragraph('Reisen über 500 Euro genehmigt die Bereichsleitung.'),
  ].join('');
  const zip = new JSZip();
  zip.file('[Content_Types].xml', contentTypes);
  zip.file('_rels/.rels', rootRels);
  zip.file(
    'word/document.xml',
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body>${body}</w:body></w:document>`,
  );
  if (options.withCore !== false) zip.file('docProps/core.xml', core);
  return zip.generateAsync({ type: 'uint8array', compression: options.compression ?? 'DEFLATE' });
}

const maxBytes = 10 * 1024 * 1024;
let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'anker-docx-'));
});
afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

describe('DOCX loader', () => {
  it('turns Word heading styles into heading paths and reads core properties', async () => {
    const path = join(folder, 'reisekosten.docx');
    await writeFile(path, await makeDocx());
    const doc = await loadFile(path, { source: 'reisekosten.docx', maxBytes });
    expect(doc.format).toBe('docx');
    expect(doc.metadata).toMatchObject({ title: 'Reisekosten & Spesen', documentDate: '2026-04-01', status: 'current' });
    expect(doc.language).toBe('german');
    expect(doc.blocks).toEqual([
      { headingPath: ['Reisekostenrichtlinie'], page: null, text: 'Reisekostenrichtlinie', isHeading: true },
      { headingPath: ['Reisekostenrichtlinie'], page: null, text: 'Diese Richtlinie gilt für alle Dienstreisen.' },
      { headingPath: ['Reisekostenrichtlinie', 'Verpflegung'], page: null, text: 'Verpflegung', isHeading: true },
      { headingPath: ['Reisekostenrichtlinie', 'Verpflegung'], page: null, text: 'Die Tagespauschale beträgt 28 Euro.' },
      { headingPath: ['Genehmigung'], page: null, text: 'Genehmigung', isHeading: true },
      { headingPath: ['Genehmigung'], page: null, text: 'Reisen über 500 Euro genehmigt die Bereichsleitung.' },
    ]);
  });

  it('reads core properties from an uncompressed archive too', async () => {
    const doc = await loadBuffer(await makeDocx({ compression: 'STORE' }), { source: 'r.docx', maxBytes });
    expect(doc.metadata.title).toBe('Reisekosten & Spesen');
    expect(doc.blocks).toHaveLength(6);
  });

  it('uses the first heading as title when core.xml is missing', async () => {
    const doc = await loadBuffer(await makeDocx({ withCore: false }), { source: 'r.docx', maxBytes });
    expect(doc.metadata.title).toBe('Reisekostenrichtlinie');
    expect(doc.metadata.documentDate).toBeNull();
  });

  it('rejects bytes that are not a ZIP archive', async () => {
    const error = await loadBuffer(new TextEncoder().encode('not a zip at all'), { source: 'x.docx', maxBytes }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).message).toMatch(/DOCX is corrupt.*not a ZIP archive/);
    expect((error as IngestError).hint).toMatch(/\.docx/);
  });

  it('rejects a ZIP archive without word/document.xml', async () => {
    const zip = new JSZip();
    zip.file('xl/workbook.xml', '<workbook/>');
    const bytes = await zip.generateAsync({ type: 'uint8array' });
    const error = await loadBuffer(bytes, { source: 'x.docx', maxBytes }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).message).toContain('no word/document.xml');
  });

  it('rejects a truncated DOCX', async () => {
    const bytes = await makeDocx();
    const error = await loadBuffer(bytes.slice(0, bytes.length - 40), { source: 'x.docx', maxBytes }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(IngestError);
    expect((error as IngestError).message).toMatch(/DOCX is corrupt/);
  });
});
