/** Type oid of `text` in every PostgreSQL catalog. */
const TEXT_OID = 25;
const HEADER_BYTES = 20;
/** Each element's length (int32) before its bytes; -1 for NULL. */
const LENGTH_BYTES = 4;

/**
 * Strings as one `text[]` parameter in PostgreSQL's binary array format (see float4-array-parameter.ts for the
 * layout): each element is its UTF-8 bytes, which the server takes as they are (`textrecv` checks the encoding, so a
 * NUL is still refused). As a JS array, the same strings went as an array literal: PGlite's serializer escaped every
 * element and measured the literal's UTF-8 length character by character in JS, and the server parsed it back
 * (`array_in`); for a chunk batch's texts and lexical texts that cost ~3× this (~35 µs a chunk, measured in PGlite).
 */
export function textArrayParameter(values: readonly (string | null)[]): Uint8Array {
  const encoder = new TextEncoder();
  const encoded = values.map((value) => (value === null ? null : encoder.encode(value)));
  const length = encoded.reduce((sum, bytes) => sum + LENGTH_BYTES + (bytes?.length ?? 0), HEADER_BYTES);
  const buffer = new Uint8Array(length);
  const view = new DataView(buffer.buffer);
  view.setInt32(0, 1);
  view.setInt32(4, encoded.includes(null) ? 1 : 0);
  view.setInt32(8, TEXT_OID);
  view.setInt32(12, values.length);
  view.setInt32(16, 1);
  let offset = HEADER_BYTES;
  for (const bytes of encoded) {
    view.setInt32(offset, bytes === null ? -1 : bytes.length);
    offset += LENGTH_BYTES;
    if (bytes === null) continue;
    buffer.set(bytes, offset);
    offset += bytes.length;
  }
  return buffer;
}
