import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAnker, type Anker } from './index.js';

// A German house rule and an English travel policy: each answered from a question in the other language, through
// the shipped German–English dictionary (retrieval, judge and answerer), and absent topics stay not found.
const fixtures = fileURLToPath(new URL('./__fixtures__/cross-lingual/', import.meta.url));
let folder: string;
let anker: Anker;

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'anker-cross-lingual-'));
  anker = await createAnker({ config: { db: join(folder, 'store'), logLevel: 'silent' } });
  await anker.ingest([join(fixtures, 'hausordnung.md'), join(fixtures, 'travel.md')]);
}, 120_000);
afterAll(async () => {
  await anker?.close();
  await rm(folder, { recursive: true, force: true });
});

describe('questions over documents in the other language', () => {
  it('answers an English question from a German document', { timeout: 60_000 }, async () => {
    const result = await anker.ask('Where may bicycles be parked?');
    expect(result.status).not.toBe('not_found');
    expect(result.answer).toContain('Fahrradkeller');
    expect(result.citations.map((citation) => citation.source)).toEqual([expect.stringContaining('hausordnung.md')]);
  });

  it('answers a German question from an English document', { timeout: 60_000 }, async () => {
    const result = await anker.ask('Wie viel darf ein Hotel pro Nacht kosten?');
    expect(result.status).not.toBe('not_found');
    expect(result.answer).toContain('EUR 140');
    expect(result.citations.map((citation) => citation.source)).toEqual([expect.stringContaining('travel.md')]);
  });

  it('still refuses what neither document says, in either language', { timeout: 60_000 }, async () => {
    expect((await anker.ask('Where is the staff canteen?')).status).toBe('not_found');
    expect((await anker.ask('Wie teuer ist ein Parkplatz in der Tiefgarage?')).status).toBe('not_found');
  });
});
