/** Turns texts into vectors. Implementations are deterministic for a given `id`. */
export interface Embedder {
  /** Stable identity stored with the vectors, e.g. `builtin:v1` or `openai:text-embedding-3-small`. A change means re-index. */
  readonly id: string;
  /** Length of every vector returned. */
  readonly dimensions: number;
  /** Embeds texts in order; vectors are L2-normalised. `kind` lets asymmetric models treat queries differently. */
  embed(texts: string[], options?: { kind?: 'query' | 'document'; signal?: AbortSignal }): Promise<Float32Array[]>;
}
