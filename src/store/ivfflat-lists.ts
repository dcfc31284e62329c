import type { SqlClient } from '../spec/index.js';

/** The centers of an IVFFlat index, in the order pgvector keeps its lists (the order it breaks distance ties in). */
export interface IvfflatCenters {
  dimensions: number;
  /** Center of list i at [i·dimensions, (i+1)·dimensions). */
  centers: Float32Array;
  lists: number;
}

const PAGE_BYTES = 8192;
const PAGE_HEADER_BYTES = 24;
const IVFFLAT_MAGIC = 0x14ff1a7;
const INVALID_BLOCK = 0xffffffff;
/** pgvector's IvfflatListData: startPage, insertPage (uint32 each), then the center as a `vector` datum. */
const LIST_CENTER_OFFSET = 8;
/** A `vector` datum: 4-byte varlena header, int16 dimensions, int16 unused, then the floats. */
const VECTOR_HEADER_BYTES = 8;

/**
 * The list centers of the IVFFlat index `indexName`, read from its meta page and list pages (pgvector 0.8's page
 * layout, little-endian as PGlite's WebAssembly build writes it). The pages are read from the relation's file, so
 * the caller runs CHECKPOINT first: until then the pages of a fresh build may sit only in shared buffers. Centers do
 * not change until the index is built again (a new file). Null when the file does not hold what is expected (another
 * pgvector layout, a page not yet written): the caller then keeps to pgvector.
 */
export async function readIvfflatCenters(sql: SqlClient, indexName: string): Promise<IvfflatCenters | null> {
  const page = async (block: number): Promise<DataView | null> => {
    const result = await sql.query<{ page: Uint8Array | null }>(
      'SELECT pg_read_binary_file(pg_relation_filepath($1::regclass), $2::bigint, $3::bigint, true) AS page',
      [indexName, block * PAGE_BYTES, PAGE_BYTES],
    );
    const bytes = result.rows[0]?.page;
    return bytes && bytes.length === PAGE_BYTES ? new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength) : null;
  };
  const meta = await page(0);
  if (!meta || meta.getUint32(PAGE_HEADER_BYTES, true) !== IVFFLAT_MAGIC) return null;
  const dimensions = meta.getUint16(PAGE_HEADER_BYTES + 8, true);
  const lists = meta.getUint16(PAGE_HEADER_BYTES + 10, true);
  const centers = new Float32Array(lists * dimensions);
  let found = 0;
  // List pages start at block 1 and are chained through the next-block number in each page's special space.
  for (let block = 1, visited = 0; block !== INVALID_BLOCK && found < lists; visited += 1) {
    const view = await page(block);
    if (!view || visited > lists) return null;
    for (const offset of lineItems(view)) {
      const center = offset + LIST_CENTER_OFFSET;
      if (view.getUint16(center + 4, true) !== dimensions || found >= lists) return null;
      for (let index = 0; index < dimensions; index += 1) {
        centers[found * dimensions + index] = view.getFloat32(center + VECTOR_HEADER_BYTES + 4 * index, true);
      }
      found += 1;
    }
    block = view.getUint32(view.getUint16(16, true), true);
  }
  return found === lists ? { dimensions, centers, lists } : null;
}

/** Offsets of a page's used line items (pd_lower at byte 12; each item id: offset 15 bits, flags 2, length 15). */
function lineItems(view: DataView): number[] {
  const lower = view.getUint16(12, true);
  const offsets: number[] = [];
  for (let at = PAGE_HEADER_BYTES; at < lower; at += 4) {
    const item = view.getUint32(at, true);
    if (((item >>> 15) & 3) === 1) offsets.push(item & 0x7fff);
  }
  return offsets;
}
