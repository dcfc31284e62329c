import { afterAll, beforeAll, expect, it } from 'vitest';
import type { KnowledgeStore } from '../spec/index.js';
import { describeEachDriver, openTestStore } from '../testing/store-drivers.js';
import { textArrayParameter } from './text-array-parameter.js';

/** What an array literal has to escape, multi-byte characters and NULLs. */
const AWKWARD = ['Kündigungsfrist', '', 'a "quoted", {braced} \\ back\\slashed', 'NULL', 'emoji 🦫 and 日本語', null, '  spaced  ', 'line\nbreak'];

describeEachDriver('textArrayParameter', (driver) => {
  let store: KnowledgeStore;
  beforeAll(async () => {
    store = await openTestStore(driver);
  }, 120_000);
  afterAll(() => store.close());

  it('arrives as the same strings, in order, NULLs included', async () => {
    const result = await store.sql.query<{ value: string | null; n: number }>(
      'SELECT value, n::int AS n FROM unnest($1::text[]) WITH ORDINALITY AS u (value, n) ORDER BY n',
      [textArrayParameter(AWKWARD)],
    );
    expect(result.rows.map((row) => row.value)).toEqual(AWKWARD);
  });

  it('arrives byte for byte as the array literal of the same strings does', async () => {
    const strings = AWKWARD.filter((value): value is string => value !== null);
    const result = await store.sql.query<{ same: boolean }>('SELECT $1::text[] IS NOT DISTINCT FROM $2::text[] AS same', [
      textArrayParameter(strings),
      strings,
    ]);
    expect(result.rows[0]!.same).toBe(true);
  });

  it('is refused with a NUL character, as PostgreSQL refuses one in any text', async () => {
    await expect(store.sql.query('SELECT $1::text[] AS a', [textArrayParameter(['fine', 'zw\u0000ei'])])).rejects.toThrow();
  });
});
