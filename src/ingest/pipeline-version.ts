/**
 * The version of what an ingest stores for the same bytes, recorded with every document version it writes
 * (`StoredDocument.pipelineVersion`). Bump it whenever a change to the loaders (src/ingest/loaders), the chunking
 * (src/ingest/chunking), the lexical text (src/retrieve/lexical-text.ts and the text layer it calls) or the
 * embedder changes what is stored for the same file. An ingest skips an unchanged file only when its stored version
 * was written by this version (or a later one); one written by an older version, or of unknown version (0: stores
 * from before the version was recorded), is read again and its chunks are replaced in place, so an upgrade brings its
 * fixes to files that did not change.
 */
export const INGEST_PIPELINE_VERSION = 3;
