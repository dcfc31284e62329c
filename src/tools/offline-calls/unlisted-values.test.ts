import { describe, expect, it } from 'vitest';
import { parseToolsFile } from '../tools-file.js';
import { createOfflineToolChooser } from './choose-tool-calls.js';
import { identifierLabels } from './identifier-labels.js';
import { unlistedCategory } from './unlisted-category.js';

// A small depot toolset of our own (not an evaluation set): a category enum and a digits-only id.
const vehicleType = { type: 'string', enum: ['bus', 'tram', 'ferry'] };
const depotCode = { type: 'string', pattern: '^[0-9]{4}$', description: 'Vierstellige Depotnummer (Betriebshofnummer).' };
const file = parseToolsFile({
  tools: [
    {
      name: 'list_vehicles',
      side_effect: 'none',
      description: 'Listet die Fahrzeuge eines Betriebshofs, optional nach Fahrzeugart gefiltert.',
      parameters: { type: 'object', required: ['depot_code'], properties: { depot_code: depotCode, vehicle_type: vehicleType } },
    },
  ],
  fixtures: { depots: ['1001', '1002'], references: { depot_code: 'depots' } },
});
const chooser = createOfflineToolChooser(file, { now: () => new Date('2027-05-10T09:00:00Z') });

describe('unlistedCategory', () => {
  it('reads the word before the named thing, or the front of a compound with it, in the enum style', () => {
    expect(unlistedCategory('vehicle_type', vehicleType, 'Show all trolley vehicles of depot 1001')).toBe('trolley');
    expect(unlistedCategory('vehicle_type', vehicleType, 'Welche Seilbahnvehicles gibt es?')).toBe('seilbahn');
    expect(unlistedCategory('vehicle_type', { type: 'string', enum: ['BUS', 'TRAM'] }, 'the trolley vehicles')).toBe('TROLLEY');
  });

  it('gives nothing for stopwords, for names that are no category, or when the thing is not mentioned', () => {
    expect(unlistedCategory('vehicle_type', vehicleType, 'List all vehicles of depot 1001')).toBeNull();
    expect(unlistedCategory('vehicle_colour', vehicleType, 'the trolley vehicles')).toBeNull();
    expect(unlistedCategory('vehicle_type', vehicleType, 'the trolley list of depot 1001')).toBeNull();
  });
});

describe('identifierLabels', () => {
  it('holds the name parts, the description words and the initials of compound members', () => {
    const labels = identifierLabels('postal_code', { type: 'string', description: 'Fünfstellige Postleitzahl.' });
    expect([...labels]).toEqual(expect.arrayContaining(['postal', 'code', 'postleitzahl', 'plz']));
  });
});

describe('the offline chooser with values the schema does not allow', () => {
  it('passes a category the enum lacks, so validation can reject it', async () => {
    expect(await chooser.choose('List the trolley vehicles of depot 1001.')).toEqual({
      kind: 'calls',
      calls: [{ tool: 'list_vehicles', arguments: { depot_code: '1001', vehicle_type: 'trolley' } }],
    });
  });

  it('keeps a listed category and leaves the filter out when none is named', async () => {
    expect(await chooser.choose('List the tram vehicles of depot 1001.')).toEqual({ kind: 'calls', calls: [{ tool: 'list_vehicles', arguments: { depot_code: '1001', vehicle_type: 'tram' } }] });
    expect(await chooser.choose('List all vehicles of depot 1002.')).toEqual({ kind: 'calls', calls: [{ tool: 'list_vehicles', arguments: { depot_code: '1002' } }] });
  });

  it('takes a malformed id written after a label of its parameter', async () => {
    expect(await chooser.choose('Welche Fahrzeuge stehen unter Depotnummer 101?')).toEqual({ kind: 'calls', calls: [{ tool: 'list_vehicles', arguments: { depot_code: '101' } }] });
  });

  it('does not read a bare number without a label as an id', async () => {
    expect((await chooser.choose('Welche Fahrzeuge gibt es, etwa 101 Stück?')).kind).not.toBe('calls');
  });
});
