import { describe, expect, it } from 'vitest';
import { findStreetAddress, isAddressParameter } from './find-address.js';

describe('findStreetAddress', () => {
  it('finds a German or English street with its house number', () => {
    expect(findStreetAddress('Rohrbruch in der Ahornstraße 12a, 04109 Leipzig, bitte schnell.')).toBe('Ahornstraße 12a');
    expect(findStreetAddress('Kein Strom am Birkenweg 3!')).toBe('Birkenweg 3');
    expect(findStreetAddress('No water at 221 Baker Street since noon.')).toBe('221 Baker Street');
    expect(findStreetAddress('Kein Strom seit heute Morgen.')).toBeNull();
  });

  it('knows address parameters by their name', () => {
    expect(['street_address', 'address', 'adresse'].every(isAddressParameter)).toBe(true);
    expect(isAddressParameter('description')).toBe(false);
  });
});
