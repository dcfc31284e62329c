import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../spec/tool-spec.js';
import { fillArguments, type MessageEvidence } from './fill-arguments.js';
import { findNumbers } from './find-numbers.js';
import { findPlace, placeRole } from './find-place.js';

function evidence(message: string): MessageEvidence {
  return { message, identifiers: [], dates: [], numbers: findNumbers(message, []), quoted: [] };
}

const object = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({ type: 'object', properties, required });

describe('findPlace', () => {
  it('reads the proper name after the prepositions of the parameter role', () => {
    expect(placeRole('start_city')).toBe('origin');
    expect(placeRole('destination')).toBe('destination');
    expect(placeRole('location')).toBe('location');
    expect(placeRole('limit')).toBeNull();
    const trip = 'Plan a ferry trip from Kiel to Oslo via the Great Belt.';
    expect(findPlace('origin', trip)).toBe('Kiel');
    expect(findPlace('destination', trip)).toBe('Oslo');
    expect(findPlace('location', 'Which bakeries open early in Bad Tölz?')).toBe('Bad Tölz');
    expect(findPlace('destination', 'Fahrt von Ulm nach St. Gallen')).toBe('St. Gallen');
    expect(findPlace('location', 'Find a bakery in the city center')).toBeNull();
    const between = 'How far is it between Graz, Austria, and Bern?';
    expect(findPlace('origin', between)).toBe('Graz, Austria');
    expect(findPlace('destination', between)).toBe('Bern');
  });
});

describe('fillArguments', () => {
  it('fills place parameters with the names, not with the whole message', () => {
    const schema = object({ origin: { type: 'string' }, destination: { type: 'string' } }, ['origin', 'destination']);
    expect(fillArguments(schema, evidence('How long is the drive from Lyon to Nice?'), {}).calls).toEqual([{ origin: 'Lyon', destination: 'Nice' }]);
  });

  it('makes one call per value when a quantity is given several times with its unit', () => {
    const schema = object({ voltage: { type: 'number', description: 'Voltage in volts.' }, seconds: { type: 'integer' } }, ['voltage', 'seconds']);
    const filled = fillArguments(schema, evidence('Charge at 12 volts for 30 seconds, then again for 45 seconds.'), {});
    expect(filled.calls).toEqual([
      { voltage: 12, seconds: 30 },
      { voltage: 12, seconds: 45 },
    ]);
  });

  it('keeps one call when a quantity is given once', () => {
    const schema = object({ voltage: { type: 'number', description: 'Voltage in volts.' } }, ['voltage']);
    expect(fillArguments(schema, evidence('Charge at 12 volts, please.'), {}).calls).toEqual([{ voltage: 12 }]);
  });

  it('switches a boolean option on when the message names it, and leaves it out otherwise', () => {
    const schema = object({ town: { type: 'string' }, avoid_ferries: { type: 'boolean' }, include_tolls: { type: 'boolean' } }, ['town']);
    expect(fillArguments(schema, evidence('Route to Aarhus avoiding ferries'), {}).calls).toEqual([{ town: 'Aarhus', avoid_ferries: true }]);
    expect(fillArguments(schema, evidence('Route to Aarhus'), {}).calls).toEqual([{ town: 'Aarhus' }]);
  });
  it('fills a free-text parameter by its name, a name parameter with a proper name, and leaves the message out', () => {
    const schema = object({ sku: { type: 'string' }, supplier_name: { type: 'string', description: 'Name of the supplier.' } }, ['sku', 'supplier_name']);
    expect(fillArguments(schema, evidence('Reorder sku KX-220 from Baltic Timber Works'), {}).calls).toEqual([{ sku: 'KX-220', supplier_name: 'Baltic Timber Works' }]);
  });

  it('gives numbered pairs the two values of between … and …', () => {
    const schema = object({ city1: { type: 'string' }, city2: { type: 'string' } }, ['city1', 'city2']);
    expect(fillArguments(schema, evidence('Compare the rents between Leeds and Bristol'), {}).calls).toEqual([{ city1: 'Leeds', city2: 'Bristol' }]);
  });

  it('turns a percentage for a rate into a fraction, not for a parameter in percent', () => {
    const schema = object({ rate: { type: 'number', description: 'Yearly rate.' }, discount_percent: { type: 'number' } }, ['rate']);
    expect(fillArguments(schema, evidence('A discount of 15% at a rate of 3%'), {}).calls).toEqual([{ rate: 0.03, discount_percent: 15 }]);
  });

  it('takes the unit of the quantity a unit parameter names, and a default for a required parameter', () => {
    const schema = object(
      { side: { type: 'number' }, unit: { type: 'string', description: 'The unit of the side.' }, precision: { type: 'integer', default: 2 } },
      ['side', 'precision'],
    );
    expect(fillArguments(schema, evidence('Area of a square with a side of 7 yards'), {}).calls).toEqual([{ side: 7, unit: 'yards', precision: 2 }]);
  });

  it('makes one call per item of a list of names, and per run of unitless numbers', () => {
    const names = object({ composer_name: { type: 'string', description: 'Name of the composer.' } }, ['composer_name']);
    expect(fillArguments(names, evidence('List the operas of Giuseppe Verdi and Richard Wagner'), {}).calls).toEqual([{ composer_name: 'Giuseppe Verdi' }, { composer_name: 'Richard Wagner' }]);
    const pairs = object({ x: { type: 'integer' }, y: { type: 'integer' } }, ['x', 'y']);
    expect(fillArguments(pairs, evidence('Add the points 2 and 3, 8 and 1'), {}).calls).toEqual([{ x: 2, y: 3 }, { x: 8, y: 1 }]);
    // A number named by its parameter does not start a list with a number of something else.
    const rating = object({ stars: { type: 'number' } }, ['stars']);
    expect(fillArguments(rating, evidence('Hotels with stars above 4 near Terminal 2'), {}).calls).toEqual([{ stars: 4 }]);
  });
});

describe('fillArguments, asking instead of guessing', () => {
  it('asks for several required text parameters that nothing in the message marks', () => {
    const schema = object({ plaintiff: { type: 'string' }, defendant: { type: 'string' } }, ['plaintiff', 'defendant']);
    expect(fillArguments(schema, evidence('Can you recommend a good bakery nearby?'), {}).missing).toEqual(['plaintiff', 'defendant']);
  });

  it('keeps the whole message for a lone required text parameter (a description, a query)', () => {
    const schema = object({ description: { type: 'string' } }, ['description']);
    expect(fillArguments(schema, evidence('Die Pumpe an Linie 2 macht seit gestern Geräusche.'), {}).calls).toEqual([{ description: 'Die Pumpe an Linie 2 macht seit gestern Geräusche.' }]);
  });
});

describe('fillArguments, lists of values', () => {
  it('makes one call per item when a named number goes on as a list', () => {
    const schema = object({ store_id: { type: 'integer' }, year: { type: 'integer' } }, ['store_id', 'year']);
    expect(fillArguments(schema, evidence('Revenue of store_id 88 in the year 2023, 2024 and 2025'), {}).calls).toEqual([
      { store_id: 88, year: 2023 },
      { store_id: 88, year: 2024 },
      { store_id: 88, year: 2025 },
    ]);
  });

  it('ends a place at `and`, even after a German joiner prefix (`an` in `and`)', () => {
    expect(findPlace('location', 'Stock of the piano in Berlin and Madrid')).toBe('Berlin');
    expect(findPlace('location', 'Hotels in Frankfurt am Main')).toBe('Frankfurt am Main');
  });
});
