import type { SqlClient } from '../spec/index.js';

const HEADER_BYTES = 20;
/** Each element: its length (int32), then pgvector's binary vector: dimensions (int16), a zero (int16), the floats. */
const ELEMENT_HEADER_BYTES = 8;

/** The oid of pgvector's `vector` type as the statement's `::vector` resolves it (the extension's own oid). */
export async function vectorTypeOid(sql: SqlClient): Promise<number> {
  const result = await sql.query<{ oid: number }>("SELECT 'vector'::regtype::oid::int AS oid");
  return Number(result.rows[0]!.oid);
}

/**
 * The vectors as one `vector[]` parameter in PostgreSQL's binary array format, each element in pgvector's binary
 * form (`vector_recv`), so the server takes one element per vector. The `real[]` of all vectors laid end to end
 * (float4-array-parameter.ts) went through `float4recv` once per float and a slice and cast per row: ~2× this.
 * As there, a NaN or infinity (never made by a sane embedder) is stored as 0.
 */
export function vectorArrayParameter(vectors: readonly Float32Array[], typeOid: number): Uint8Array {
  const dimensions = vectors[0]?.length ?? 0;
  const elementBytes = ELEMENT_HEADER_BYTES + 4 * dimensions;
  const buffer = new ArrayBuffer(HEADER_BYTES + elementBytes * vectors.length);
  const view = new DataView(buffer);
  view.setInt32(0, 1);
  view.setInt32(4, 0);
  view.setInt32(8, typeOid);
  view.setInt32(12, vectors.length);
  view.setInt32(16, 1);
  let offset = HEADER_BYTES;
  for (const vector of vectors) {
    view.setInt32(offset, elementBytes - 4);
    view.setInt16(offset + 4, dimensions);
    view.setInt16(offset + 6, 0);
    offset += ELEMENT_HEADER_BYTES;
    for (let index = 0; index < dimensions; index += 1) {
      const value = vector[index]!;
      view.setFloat32(offset, Number.isFinite(value) ? value : 0);
      offset += 4;
    }
  }
  return new Uint8Array(buffer);
}
