import { describe, expect, it } from 'vitest';
import { askedUnit, exampleValue, listItems, namedValue, namedValues, numberedPairs, pairValues, properNames } from './find-phrase.js';

describe('namedValue', () => {
  it('reads the value written right after a word of the parameter name: quoted, code-like or a proper name', () => {
    expect(namedValue('plasmid_id', 'Load the plasmid with id `PX-77b` from the freezer.')).toBe('PX-77b');
    expect(namedValue('enzyme', "Which buffer suits the enzyme 'EcoRV'?")).toBe('EcoRV');
    expect(namedValue('expression', 'Simplify the expression 4y^3 - 2y + 7 please')).toBe('4y^3 - 2y + 7');
    expect(namedValue('author_name', 'List the novels by author Ursula Le Guin before 1975.')).toBe('Ursula Le Guin');
    expect(namedValue('table', 'Count the rows of table orders_2026 in the warehouse.')).toBe('orders_2026');
  });

  it('gives nothing when no word of the name is followed by a value', () => {
    expect(namedValue('enzyme', 'Which buffer suits this enzyme best?')).toBeNull();
    // German nouns are capitalised: no proper-name reading there.
    expect(namedValue('autor', 'Welche Romane schrieb der Autor Hermann Hesse?')).toBeNull();
  });

  it('takes a whole proper name that contains a word of the name, unless code follows', () => {
    expect(namedValue('gallery_name', 'What is on at the Gallery of Northern Light this week?')).toBe('Gallery of Northern Light');
    expect(namedValue('order_number', 'Where is Order No 55102?')).toBe('55102');
  });

  it('keeps only the best-named values: more words of the name right before them', () => {
    const message = "Compare the sample 'ACGTTA' with the control sample 'ACGGTA'.";
    expect(namedValues('control_sample', message).map((entry) => entry.value)).toEqual(['ACGGTA']);
    expect(namedValues('sample', message).map((entry) => entry.value)).toEqual(['ACGTTA', 'ACGGTA']);
  });
});

describe('lists, pairs, names and units', () => {
  it('finds the further items of a list closed by and/or, of the first item’s shape', () => {
    expect(listItems('Show the tour dates of Nina Simone and Miles Davis.', 'Nina Simone')).toEqual(['Miles Davis']);
    expect(listItems('Track parcels PK1200, PK1300 and PK1400 today.', 'PK1200')).toEqual(['PK1300', 'PK1400']);
    expect(listItems('Opening hours of the Gallery of Northern Light, Oslo', 'Gallery of Northern Light')).toEqual([]);
    expect(listItems('Show the tour dates of Nina Simone.', 'Nina Simone')).toEqual([]);
  });

  it('pairs numbered parameters with between/from/a … and a …', () => {
    expect(numberedPairs(['planet1', 'planet2', 'unit'])).toEqual([['planet1', 'planet2']]);
    expect(pairValues('How far is it between Mars and Venus today?')).toEqual(['Mars', 'Venus']);
    expect(pairValues('Travel time from the Mars to the Venus')).toEqual(['Mars', 'Venus']);
    expect(pairValues('How alike are a wolf and a fox?')).toEqual(['wolf', 'fox']);
    expect(pairValues('How alike are they?')).toBeNull();
  });

  it('reads proper names of English messages only, not the first word', () => {
    expect(properNames('Show flights of Aurora Air for Lena Berg', [])).toEqual(['Aurora Air', 'Lena Berg']);
    expect(properNames('Show flights of Aurora Air for Lena Berg', ['Aurora Air'])).toEqual(['Lena Berg']);
    expect(properNames('Zeige die Flüge der Aurora Air', [])).toEqual([]);
  });

  it('takes the unit asked for with in, else the unit written after the quantity', () => {
    expect(askedUnit('Convert the boiling point to Fahrenheit.', [])).toBe('Fahrenheit');
    expect(askedUnit('What is the area of a square with 3 yards side length?', ['yards'])).toBe('yards');
    expect(askedUnit('What is the area of the square?', [])).toBeNull();
  });

  it('takes a value the description lists as an example, as the message writes it', () => {
    const schema = { type: 'string', description: "The kind of pastry, e.g. 'croissant', 'brioche' or 'danish'." };
    expect(exampleValue(schema, 'Where can I get a fresh Brioche near the station?')).toBe('Brioche');
    expect(exampleValue(schema, 'Where can I get a bagel?')).toBeNull();
    expect(exampleValue({ type: 'string', description: 'The kind of pastry.' }, 'a brioche')).toBeNull();
  });
});
