import { hashApiKey, type ApiKeyPrincipal, type ApiKeyStore } from './api-keys.js';

/**
 * An ApiKeyStore that remembers the keys it verified, so a request with a known key costs no statement. Why: the
 * embedded store runs one statement at a time, so every request's key lookup queued behind the searches running
 * (a search answered from the search cache still waited ~60 ms for its key). Only sound where this process is the
 * only one that can revoke a key (the embedded store: no second process can open it while the server runs); its
 * `revoke` forgets the key at once. Unknown keys are never remembered, so a key created a moment ago works.
 */
export function rememberVerifiedKeys(keys: ApiKeyStore, maxKeys = 10_000): ApiKeyStore {
  const known = new Map<string, ApiKeyPrincipal>();
  // Counts revocations: a lookup that a revocation overtook is not remembered (it may have read the key as valid).
  let revocations = 0;
  return {
    ...keys,
    async verify(key) {
      const hash = hashApiKey(key);
      const remembered = known.get(hash);
      if (remembered) return remembered;
      const before = revocations;
      const principal = await keys.verify(key);
      if (principal && before === revocations) {
        if (known.size >= maxKeys) known.delete(known.keys().next().value!);
        known.set(hash, principal);
      }
      return principal;
    },
    async revoke(id) {
      // Forgotten before the revocation commits, and lookups running meanwhile are not remembered.
      revocations += 1;
      for (const [hash, principal] of known) if (principal.keyId === id) known.delete(hash);
      try {
        return await keys.revoke(id);
      } finally {
        revocations += 1;
      }
    },
  };
}
