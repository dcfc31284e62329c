import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, type HttpApp } from '../http/create-http-app.js';
import { openServerFixture, type ServerFixture } from '../../testing/server-fixture.js';
import { metricsOf, readEvalResults } from './read-eval-results.js';

/** A result shaped like `anker eval grounding --out`: rates with counts, targets, per-case detail. */
const GROUNDING = {
  suite: 'grounding',
  overall: {
    questions: 10,
    negativeRejection: { count: 4, total: 4, rate: 1 },
    falseRejection: { count: 1, total: 6, rate: 0.1667 },
    errors: { count: 0, total: 10, rate: 0 },
  },
  byKind: { answerable: { falseRejection: { count: 0, total: 3, rate: 0 } } },
  targets: [{ metric: 'falseRejection', target: '≤ 10 %', value: 0.1667, pass: false }],
  pass: false,
  failures: [{ id: 'x', falseRejection: { count: 1, total: 1, rate: 1 } }],
};

describe('eval results for the dashboard', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'anker-eval-results-'));
    await writeFile(join(folder, 'eval-grounding.json'), JSON.stringify(GROUNDING));
    await writeFile(join(folder, 'eval-tools.json'), JSON.stringify({ suite: 'tools', selection: { toolCases: { recallAt: { 1: 0.75, 3: 1 } } } }));
    await writeFile(join(folder, 'eval-broken.json'), '{ not json');
    await writeFile(join(folder, 'speed.json'), JSON.stringify({ figures: { rate: 0.5 } }));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('takes every rate and recall@k by one rule, attaches targets, and skips per-case detail', () => {
    expect(metricsOf(GROUNDING)).toEqual([
      { name: 'overall · negativeRejection', value: 1, count: 4, total: 4 },
      { name: 'overall · falseRejection', value: 0.1667, count: 1, total: 6, target: '≤ 10 %', pass: false },
      { name: 'overall · errors', value: 0, count: 0, total: 10 },
    ]);
  });

  it('lists only eval-*.json files, leaves out a malformed one, and is empty for a missing folder', async () => {
    const results = await readEvalResults(folder);
    expect(results.map((result) => result.file).sort()).toEqual(['eval-grounding.json', 'eval-tools.json']);
    const tools = results.find((result) => result.suite === 'tools')!;
    expect(tools).toMatchObject({ pass: null, metrics: [{ name: 'selection · toolCases · recall@1', value: 0.75 }, { name: 'selection · toolCases · recall@3', value: 1 }] });
    expect(results.find((result) => result.suite === 'grounding')!.pass).toBe(false);
    await expect(readEvalResults(join(folder, 'missing'))).resolves.toEqual([]);
  });

  describe('GET /v1/eval/results', () => {
    let fixture: ServerFixture;
    let http: HttpApp;
    beforeAll(async () => {
      fixture = await openServerFixture();
      http = createHttpApp({ anker: fixture.anker, config: fixture.config(), evalResultsFolder: folder });
    }, 120_000);
    afterAll(() => fixture?.close());

    it('answers a key of any tenant with the results, and 401 without a key', async () => {
      const response = await http.app.request('/v1/eval/results', { headers: { Authorization: `Bearer ${fixture.globexKey}` } });
      expect(response.status).toBe(200);
      const body = (await response.json()) as { results: { suite: string }[] };
      expect(body.results.map((result) => result.suite).sort()).toEqual(['grounding', 'tools']);
      expect((await http.app.request('/v1/eval/results')).status).toBe(401);
    });

    it('is an empty list when the server has no results folder', async () => {
      const none = createHttpApp({ anker: fixture.anker, config: fixture.config(), evalResultsFolder: null });
      const response = await none.app.request('/v1/eval/results', { headers: { Authorization: `Bearer ${fixture.acmeKey}` } });
      expect(await response.json()).toEqual({ results: [] });
    });
  });
});
