export { chunkBlocks, chunkDocument, defaultChunkOptions, iterateChunks, type ChunkOptions } from './chunk-document.js';
export { splitSentences } from './split-sentences.js';
