import { describe, expect, it } from 'vitest';
import { parseToolsFile } from '../tools-file.js';
import { createOfflineToolChooser } from './choose-tool-calls.js';

const id = (pattern: string, description: string) => ({ type: 'string', pattern, description });
const date = (description: string) => ({ type: 'string', format: 'date', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$', description });
const plan = { type: 'string', enum: ['CITY_BASIC', 'CITY_PLUS', 'EBIKE_DAY'], description: 'Tarif.' };
const bike = id('^BIKE-[0-9]{4}$', 'Radnummer, z. B. BIKE-0042.');
const booking = id('^BK-[0-9]{6}$', 'Buchungsnummer, z. B. BK-123456.');

// A small bike-rental toolset of our own (not an evaluation set).
const file = parseToolsFile({
  tools: [
    { name: 'get_bike_status', side_effect: 'none', description: 'Liefert den aktuellen Status EINES Fahrrads (Standort, Akku, frei oder verliehen).', parameters: { type: 'object', required: ['bike_id'], properties: { bike_id: bike } } },
    { name: 'get_bike_statuses', side_effect: 'none', description: 'Liefert den aktuellen Status MEHRERER Fahrräder auf einmal.', parameters: { type: 'object', required: ['bike_ids'], properties: { bike_ids: { type: 'array', items: bike } } } },
    {
      name: 'get_rental_history',
      side_effect: 'none',
      description: 'Liefert den Verlauf der Ausleihen eines Fahrrads (rental history) für einen Zeitraum.',
      parameters: { type: 'object', required: ['bike_id', 'start_date', 'end_date'], properties: { bike_id: bike, start_date: date('Erster Tag.'), end_date: date('Letzter Tag.'), interval: { type: 'string', enum: ['1h', '1d'] } } },
    },
    { name: 'get_booking', side_effect: 'none', description: 'Liefert eine Buchung mit Zeitraum und Station.', parameters: { type: 'object', required: ['booking_id'], properties: { booking_id: booking } } },
    { name: 'cancel_booking', side_effect: 'irreversible', description: 'Storniert eine Buchung endgültig. Verwenden, wenn der Kunde eine Buchung stornieren will (cancel a booking).', parameters: { type: 'object', required: ['booking_id'], properties: { booking_id: booking } } },
    { name: 'get_price', side_effect: 'none', description: 'Liefert den Preis eines Tarifs.', parameters: { type: 'object', required: ['plan'], properties: { plan, valid_on: date('Stichtag.') } } },
    { name: 'search_handbook', side_effect: 'none', description: 'Durchsucht das Handbuch (Regeln, Pflege, Preise) nach Textstellen.', parameters: { type: 'object', required: ['query'], properties: { query: { type: 'string' } } } },
    { name: 'calculate_trip_cost', side_effect: 'none', description: 'Berechnet die Kosten einer Fahrt.', parameters: { type: 'object', required: ['plan', 'minutes'], properties: { plan, minutes: { type: 'integer', description: 'Fahrtdauer in Minuten.' } } } },
  ],
  fixtures: { bikes: ['BIKE-0042', 'BIKE-0043'], references: { bike_id: 'bikes' } },
});

const chooser = createOfflineToolChooser(file, { now: () => new Date('2027-05-10T09:00:00Z') });

describe('createOfflineToolChooser', () => {
  it('fills an id by its pattern (German and English)', async () => {
    expect(await chooser.choose('Wie ist der Status von Rad BIKE-0042?')).toEqual({ kind: 'calls', calls: [{ tool: 'get_bike_status', arguments: { bike_id: 'BIKE-0042' } }] });
    expect(await chooser.choose('Where is bike BIKE-0042 right now?')).toEqual({ kind: 'calls', calls: [{ tool: 'get_bike_status', arguments: { bike_id: 'BIKE-0042' } }] });
  });

  it('turns date phrases into ISO dates and duration words into enum values', async () => {
    expect(await chooser.choose('Zeig die Ausleihen von BIKE-0042 vom 3. bis 9. März 2027 in Stundenwerten.')).toEqual({
      kind: 'calls',
      calls: [{ tool: 'get_rental_history', arguments: { bike_id: 'BIKE-0042', start_date: '2027-03-03', end_date: '2027-03-09', interval: '1h' } }],
    });
    expect(await chooser.choose('Show the rental history of BIKE-0043 for yesterday, daily.')).toEqual({
      kind: 'calls',
      calls: [{ tool: 'get_rental_history', arguments: { bike_id: 'BIKE-0043', start_date: '2027-05-09', end_date: '2027-05-09', interval: '1d' } }],
    });
  });

  it('takes several ids in one array call, or in parallel calls of different tools', async () => {
    expect(await chooser.choose('Status von BIKE-0042 und BIKE-0043 bitte.')).toEqual({ kind: 'calls', calls: [{ tool: 'get_bike_statuses', arguments: { bike_ids: ['BIKE-0042', 'BIKE-0043'] } }] });
    const decision = await chooser.choose('Wo steht BIKE-0042, und was ist mit Buchung BK-123456?');
    expect(decision.kind === 'calls' && decision.calls.map((call) => call.tool).sort()).toEqual(['get_bike_status', 'get_booking']);
    const history = await chooser.choose('Rental history of BIKE-0042 and BIKE-0043 from 2027-04-01 to 2027-04-07.');
    expect(history.kind === 'calls' && history.calls.map((call) => call.arguments.bike_id)).toEqual(['BIKE-0042', 'BIKE-0043']);
  });

  it('sends a second question the id tools leave open to the search tool, in parallel', async () => {
    expect(await chooser.choose('Wo steht BIKE-0042 gerade – und was sagt das Handbuch zur Akkupflege im Winter?')).toEqual({
      kind: 'calls',
      calls: [
        { tool: 'get_bike_status', arguments: { bike_id: 'BIKE-0042' } },
        { tool: 'search_handbook', arguments: { query: 'was sagt das Handbuch zur Akkupflege im Winter?' } },
      ],
    });
  });

  it('fills enums by their own words and numbers by their unit', async () => {
    expect(await chooser.choose('Was kostet CityPlus am 1. Juni 2027?')).toEqual({ kind: 'calls', calls: [{ tool: 'get_price', arguments: { plan: 'CITY_PLUS', valid_on: '2027-06-01' } }] });
    expect(await chooser.choose('What would a 45 minute trip on City Basic cost?')).toEqual({ kind: 'calls', calls: [{ tool: 'calculate_trip_cost', arguments: { plan: 'CITY_BASIC', minutes: 45 } }] });
  });

  it('passes a malformed id through, for validation to reject with a hint', async () => {
    expect(await chooser.choose('Was ist mit Buchung BK-1234?')).toEqual({ kind: 'calls', calls: [{ tool: 'get_booking', arguments: { booking_id: 'BK-1234' } }] });
    expect(await chooser.choose('Was ist mit Buchung BK123456?')).toEqual({ kind: 'calls', calls: [{ tool: 'get_booking', arguments: { booking_id: 'BK123456' } }] });
    expect(await chooser.choose('Was kostet eine Fahrt von 12345 Minuten?')).not.toMatchObject({ calls: [{ tool: 'get_booking' }] });
  });

  it('asks for a required argument instead of guessing', async () => {
    expect(await chooser.choose('Zeig mir den Verlauf der Ausleihen von BIKE-0042.')).toMatchObject({ kind: 'needs_input', tool: 'get_rental_history', missing: ['start_date', 'end_date'] });
    expect(await chooser.choose('What is the current status of the bike?')).toMatchObject({ kind: 'needs_input', missing: ['bike_id'] });
  });

  it('calls nothing when no tool fits or a side-effecting action is held back', async () => {
    expect(await chooser.choose('Wie wird das Wetter morgen?')).toEqual({ kind: 'no_call', reason: 'no_tool_fits' });
    expect(await chooser.choose('Bitte die Buchung BK-123456 stornieren.')).toEqual({ kind: 'calls', calls: [{ tool: 'cancel_booking', arguments: { booking_id: 'BK-123456' } }] });
    expect(await chooser.choose('Bitte BK-123456 noch nicht stornieren, schreib mir erst einen Entwurf.')).toEqual({ kind: 'no_call', reason: 'held_back' });
    expect(await chooser.choose("Don't cancel BK-123456 yet.")).toEqual({ kind: 'no_call', reason: 'held_back' });
  });
});

describe('numbers named by the word before them', () => {
  const boxes = parseToolsFile([
    {
      name: 'calculate_box_volume',
      side_effect: 'none',
      description: 'Calculates the volume of a box from its width, depth and height.',
      parameters: { type: 'object', required: ['width', 'depth', 'height'], properties: { width: { type: 'number' }, depth: { type: 'number' }, height: { type: 'number' } } },
    },
  ]);

  it('gives each number to the parameter named just before it, in any order', async () => {
    const decision = await createOfflineToolChooser(boxes, { now: () => new Date('2026-11-29T12:00:00Z') }).choose('Calculate the box volume with a height of 3, depth 2.5 and a width of 4.');
    expect(decision).toEqual({ kind: 'calls', calls: [{ tool: 'calculate_box_volume', arguments: { height: 3, width: 4, depth: 2.5 } }] });
  });
});
