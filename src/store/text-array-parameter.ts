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
  // One buffer for all elements, sized for the worst case (3 UTF-8 bytes per UTF-16 unit) and cut to length at the
  // end: an array per string (TextEncoder.encode) cost the garbage collector one off-heap buffer per chunk text.
  let capacity = HEADER_BYTES;
  for (const value of values) capacity += LENGTH_BYTES + 3 * (value?.length ?? 0);
  const buffer = new Uint8Array(capacity);
  const view = new DataView(buffer.buffer);
  const encoder = new TextEncoder();
  view.setInt32(0, 1);
  view.setInt32(4, values.includes(null) ? 1 : 0);
  view.setInt32(8, TEXT_OID);
  view.setInt32(12, values.length);
  view.setInt32(16, 1);
  let offset = HEADER_BYTES;
  for (const value of values) {
    if (value === null) {
      view.setInt32(offset, -1);
      offset += LENGTH_BYTES;
      continue;
    }
    const { written } = encoder.encodeInto(value, buffer.subarray(offset + LENGTH_BYTES));
    view.setInt32(offset, written);
    offset += LENGTH_BYTES + written;
  }
  return buffer.slice(0, offset);
}
