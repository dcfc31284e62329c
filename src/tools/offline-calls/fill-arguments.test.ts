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
});
