import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runAnker } from '../src/testing/run-cli.js';

// A small parcel-service toolset of our own (not an evaluation set).
const work = mkdtempSync(join(tmpdir(), 'anker-ask-tools-'));
const db = join(work, 'store');
const toolsFile = join(work, 'tools.json');
const parcel = { type: 'string', pattern: '^PK[0-9]{8}$', description: 'Sendungsnummer, z. B. PK12345678.' };
writeFileSync(
  toolsFile,
  JSON.stringify({
    tools: [
      { name: 'track_parcel', side_effect: 'none', description: 'Liefert den Sendungsstatus (tracking) eines Pakets.', parameters: { type: 'object', required: ['parcel_id'], properties: { parcel_id: parcel } } },
      {
        name: 'redirect_parcel',
        side_effect: 'irreversible',
        description: 'Leitet ein Paket an eine Packstation um (redirect a parcel).',
        parameters: { type: 'object', required: ['parcel_id', 'station'], properties: { parcel_id: parcel, station: { type: 'string', pattern: '^ST-[0-9]{3}$', description: 'Packstation, z. B. ST-101.' } } },
      },
    ],
  }),
);
afterAll(() => rmSync(work, { recursive: true, force: true }));

async function askJson(question: string) {
  const run = await runAnker(['--db', db, '--json', 'ask', '--tools', toolsFile, '--dry-run', question]);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout);
}

describe('anker ask --tools --dry-run', () => {
  it('adds the calls in call order, keeps every ask field, and executes nothing', async () => {
    const result = await askJson('Wo sind PK12345678 und PK87654321 gerade?');
    expect(Object.keys(result)).toEqual(expect.arrayContaining(['status', 'answer', 'citations', 'trace', 'calls']));
    expect(result.calls).toEqual([
      { id: 'call_1', tool: 'track_parcel', arguments: { parcel_id: 'PK12345678' }, outcome: 'dry_run', error: null },
      { id: 'call_2', tool: 'track_parcel', arguments: { parcel_id: 'PK87654321' }, outcome: 'dry_run', error: null },
    ]);
  });

  it('reports an irreversible call as approval_required and a malformed id as invalid with the structured error', async () => {
    expect((await askJson('Please redirect parcel PK12345678 to ST-101.')).calls).toEqual([
      { id: 'call_1', tool: 'redirect_parcel', arguments: { parcel_id: 'PK12345678', station: 'ST-101' }, outcome: 'approval_required', error: null },
    ]);
    const [call] = (await askJson('Where is parcel PK1234?')).calls;
    expect(call).toMatchObject({ tool: 'track_parcel', outcome: 'invalid', error: { error: 'INVALID_ARGUMENT', parameter: 'parcel_id' } });
  });

  it('asks back with status needs_input when a required argument is missing', async () => {
    const result = await askJson('Leite mein Paket bitte an eine Packstation um.');
    expect(result).toMatchObject({ status: 'needs_input', calls: [], citations: [] });
    expect(result.answer).toContain('parcel_id (Sendungsnummer, z. B. PK12345678)');
    expect(result.answer).toContain('station');
  });

  it('rejects --dry-run without --tools as a usage error', async () => {
    const run = await runAnker(['--db', db, 'ask', '--dry-run', 'Hallo?']);
    expect(run.code).toBe(2);
  });
});
