const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** 32-bit FNV-1a over the UTF-16 code units of `text`, started from `seed` (a namespace). */
export function fnv1a(text: string, seed: number = FNV_OFFSET): number {
  let hash = seed;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** One FNV-1a step, for hashing character n-grams without building substrings. */
export function fnvStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME);
}

/** A seed per feature namespace, so a word and an n-gram with the same letters land apart. */
export function namespaceSeed(name: string): number {
  return fnv1a(name);
}
