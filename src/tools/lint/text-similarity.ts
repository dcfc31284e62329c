const stopwords = new Set([
  'a', 'an', 'the', 'of', 'for', 'and', 'or', 'to', 'in', 'on', 'with', 'by', 'is', 'are', 'it', 'this', 'use', 'when',
  'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einen', 'eines', 'einer', 'und', 'oder', 'mit', 'für', 'von',
  'im', 'in', 'zu', 'zur', 'zum', 'auf', 'an', 'als', 'bei', 'aus', 'nach', 'wie', 'z', 'b', 'verwenden', 'liefert',
]);

/** Lower-cased word tokens with a crude plural/inflection trim, stopwords removed. */
export function contentTokens(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])
    .filter((token) => !stopwords.has(token))
    .map((token) => (token.length > 4 ? token.replace(/(en|er|es|e|s|n)$/u, '') : token));
}

/** Tokens of an identifier: snake_case, dotted and camelCase parts, plural `s` trimmed. */
export function nameTokens(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((token) => (token.length > 3 ? token.replace(/s$/, '') : token));
}

/** |A ∩ B| / |A ∪ B| over token sets; 0 for two empty sets. */
export function jaccard(a: readonly string[], b: readonly string[]): number {
  const left = new Set(a);
  const right = new Set(b);
  const union = new Set([...left, ...right]);
  if (union.size === 0) return 0;
  let shared = 0;
  for (const token of left) if (right.has(token)) shared += 1;
  return shared / union.size;
}

/** Cosine similarity of two equally long vectors. */
export function cosine(a: Float32Array, b: Float32Array): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (let index = 0; index < a.length; index++) {
    dot += (a[index] ?? 0) * (b[index] ?? 0);
    normA += (a[index] ?? 0) ** 2;
    normB += (b[index] ?? 0) ** 2;
  }
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}

/** Character-trigram count vector of the content tokens; robust to German compounds and inflection. */
export function trigramVector(text: string): Map<string, number> {
  const vector = new Map<string, number>();
  for (const token of contentTokens(text)) {
    const padded = ` ${token} `;
    for (let index = 0; index < padded.length - 2; index++) {
      const gram = padded.slice(index, index + 3);
      vector.set(gram, (vector.get(gram) ?? 0) + 1);
    }
  }
  return vector;
}

/** Cosine similarity of two sparse count vectors. */
export function sparseCosine(a: Map<string, number>, b: Map<string, number>): number {
  let dot = 0;
  let normA = 0;
  let normB = 0;
  for (const [key, value] of a) {
    normA += value * value;
    dot += value * (b.get(key) ?? 0);
  }
  for (const value of b.values()) normB += value * value;
  return normA === 0 || normB === 0 ? 0 : dot / Math.sqrt(normA * normB);
}
