import { describe, expect, it } from 'vitest';
import type { ApiKeyPrincipal, ApiKeyStore } from './api-keys.js';
import { rememberVerifiedKeys } from './remembered-api-keys.js';

/** An in-memory key store that counts lookups. */
function countingStore() {
  const valid = new Map<string, ApiKeyPrincipal>([['ank_one', { keyId: 'key_1', tenantId: 'acme' }]]);
  let lookups = 0;
  const store: ApiKeyStore = {
    create: async () => {
      valid.set('ank_two', { keyId: 'key_2', tenantId: 'globex' });
      return { key: 'ank_two', record: { id: 'key_2', tenantId: 'globex', name: null, createdAt: '2026-12-01T00:00:00.000Z', revokedAt: null } };
    },
    list: async () => [],
    revoke: async (id) => {
      for (const [key, principal] of valid) if (principal.keyId === id) valid.delete(key);
      return true;
    },
    verify: async (key) => ((lookups += 1), valid.get(key) ?? null),
  };
  return { store, lookups: () => lookups };
}

describe('rememberVerifiedKeys', () => {
  it('looks a valid key up once, never remembers an unknown one, and forgets a key when it is revoked', async () => {
    const inner = countingStore();
    const keys = rememberVerifiedKeys(inner.store);
    expect(await keys.verify('ank_one')).toEqual({ keyId: 'key_1', tenantId: 'acme' });
    expect(await keys.verify('ank_one')).toEqual({ keyId: 'key_1', tenantId: 'acme' });
    expect(inner.lookups()).toBe(1);
    expect(await keys.verify('ank_two')).toBeNull();
    await keys.create('globex');
    expect(await keys.verify('ank_two')).toEqual({ keyId: 'key_2', tenantId: 'globex' });
    expect(await keys.revoke('key_1')).toBe(true);
    expect(await keys.verify('ank_one')).toBeNull();
  });

  it('does not remember a lookup that a revocation overtook', async () => {
    const inner = countingStore();
    let finishLookup!: () => void;
    const slow: ApiKeyStore = {
      ...inner.store,
      verify: async (key) => {
        const principal = await inner.store.verify(key);
        await new Promise<void>((resolve) => (finishLookup = resolve));
        return principal;
      },
    };
    const keys = rememberVerifiedKeys(slow);
    const lookup = keys.verify('ank_one');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await keys.revoke('key_1');
    finishLookup();
    // The lookup read the key before the revocation; the next request must look again and be refused.
    expect(await lookup).not.toBeNull();
    const again = keys.verify('ank_one');
    await new Promise((resolve) => setTimeout(resolve, 0));
    finishLookup();
    expect(await again).toBeNull();
  });
});
