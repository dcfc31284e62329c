import { describe, expect, it } from 'vitest';
import type { JsonSchema } from '../../spec/tool-spec.js';
import { fillArguments } from './fill-arguments.js';
import { findNumbers } from './find-numbers.js';
import { callsPerClause, splitClauses } from './split-clauses.js';

const fill = (parameters: JsonSchema) => (text: string) => fillArguments(parameters, { message: text, identifiers: [], dates: [], numbers: findNumbers(text, []), quoted: [] }, {});

describe('callsPerClause', () => {
  const ferry: JsonSchema = { type: 'object', properties: { origin: { type: 'string' }, destination: { type: 'string' } }, required: ['origin', 'destination'] };

  it('splits at sentence ends and clause joiners, not inside a name list', () => {
    expect(splitClauses('Book a ferry from Kiel to Oslo and another one from Oslo to Bergen.')).toEqual(['Book a ferry from Kiel to Oslo', 'another one from Oslo to Bergen.']);
    expect(splitClauses('Price of the U.S. edition?')).toEqual(['Price of the U.S. edition?']);
  });

  it('makes one call per clause that changes a value, carrying the others over', () => {
    const message = 'Book a ferry from Kiel to Oslo and another one from Oslo to Bergen.';
    expect(callsPerClause(ferry, message, fill(ferry)(message), fill(ferry))).toEqual([
      { origin: 'Kiel', destination: 'Oslo' },
      { origin: 'Oslo', destination: 'Bergen' },
    ]);
    const orders: JsonSchema = { type: 'object', properties: { store_name: { type: 'string', description: 'Name of the store.' }, year: { type: 'integer' } }, required: ['store_name', 'year'] };
    const carried = "List the orders of the store named 'Nordlicht' in 2024. Also list the orders of 2025 for the same store.";
    expect(callsPerClause(orders, carried, fill(orders)(carried), fill(orders))).toEqual([
      { store_name: 'Nordlicht', year: 2024 },
      { store_name: 'Nordlicht', year: 2025 },
    ]);
  });

  it('keeps one call when a later clause only adds to it or goes on with a list', () => {
    const schema: JsonSchema = { type: 'object', properties: { origin: { type: 'string' }, destination: { type: 'string' }, avoid_tolls: { type: 'boolean' } }, required: ['origin', 'destination'] };
    const message = 'Plan a drive from Lyon to Nice. Please go avoiding tolls.';
    expect(callsPerClause(schema, message, fill(schema)(message), fill(schema))).toBeNull();
  });
});
