export { chunkDocument, defaultChunkOptions, iterateChunks, splitSentences, type ChunkOptions } from './chunking/index.js';
export { detectLanguage } from './detect-language.js';
export {
  formatForPath,
  loadBuffer,
  loadFile,
  supportedExtensions,
  type DocumentFormat,
  type LoadBufferOptions,
  type LoadFileOptions,
} from './load-file.js';
export { normalizeDate } from './loaders/normalize-metadata.js';
export { ingestPaths, isCurrent, prepareDocument } from './ingest-documents.js';
export { emptyTally, summarize, type IngestTally } from './ingest-summary.js';
export { INGEST_PIPELINE_VERSION } from './pipeline-version.js';
export { countChunks, streamDocument, type StreamedFile } from './stream-document.js';
export { BATCH_CHUNKS, BATCH_FILES, embedBatch, toDocumentWrite, writeBatch } from './write-batch.js';
export type { PreparedFile, WriteOutcome } from './write-batch.js';
export type { ChunkProgress, IngestDeps, IngestProgress, IngestSummary } from './ingest-documents.js';
