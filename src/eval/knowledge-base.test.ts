import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBuiltinEmbedder } from '../embed/index.js';
import { createRetriever } from '../retrieve/index.js';
import type { KnowledgeStore } from '../spec/index.js';
import { openStore } from '../store/index.js';
import { fakeAskResult } from './fake-ask-result.js';
import { createTenantKnowledgeBases, type OpenKnowledgeBase } from './knowledge-base.js';

const folder = mkdtempSync(join(tmpdir(), 'anker-eval-kb-'));
const embedder = createBuiltinEmbedder();
let store: KnowledgeStore;
let open: OpenKnowledgeBase;

beforeAll(async () => {
  store = await openStore({ db: 'memory://' });
  const retriever = createRetriever({ store, embedder });
  // The "agent" here just reports the sources of the top hits, enough to see what each knowledge base holds.
  open = createTenantKnowledgeBases({
    store,
    embedder,
    askIn: (tenantId) => async (question) => {
      const hits = await retriever.search(question, { tenantId, limit: 3 });
      return hits.length === 0 ? fakeAskResult('not_found', '') : fakeAskResult('answered', hits[0]!.text, hits.map((hit) => hit.citation.source));
    },
  });
  writeFileSync(join(folder, 'urlaub.md'), '---\ntitle: Urlaub\n---\n# Urlaub\n\nMitarbeitende erhalten 30 Urlaubstage pro Jahr.\n');
}, 120_000);
afterAll(async () => {
  await store?.close();
  rmSync(folder, { recursive: true, force: true });
});

describe('createTenantKnowledgeBases', () => {
  it('fills each knowledge base with its own passages or files, isolated from the others', async () => {
    const rivers = await open({ passages: [{ id: 'a01p00', title: 'Rhein', text: 'Der Rhein fließt durch Basel und Köln.', language: 'german' }] });
    const bowl = await open({ passages: [{ id: 'a00p00', title: 'North Sea Regatta', text: 'The Seestern crew beat the Möwe crew in the North Sea Regatta 2019.', language: 'english' }] });
    const files = await open({ files: [folder] });
    const empty = await open({});

    const inRivers = await rivers.ask('Durch welche Städte fließt der Rhein?');
    expect(inRivers.status).toBe('answered');
    expect(inRivers.citations.map((citation) => citation.source)).toEqual(['a01p00']);
    expect(inRivers.answer).toContain('Basel');
    expect((await bowl.ask('Who won the North Sea Regatta 2019?')).citations.map((citation) => citation.source)).toEqual(['a00p00']);
    expect((await bowl.ask('Durch welche Städte fließt der Rhein?')).citations.map((citation) => citation.source)).not.toContain('a01p00');
    expect((await files.ask('Wie viele Urlaubstage gibt es?')).citations.map((citation) => citation.source)).toEqual(['urlaub.md']);
    expect((await empty.ask('Wie viele Urlaubstage gibt es?')).status).toBe('not_found');
    await Promise.all([rivers, bowl, files, empty].map((knowledgeBase) => knowledgeBase.close()));
  });
});
