export { createAnker } from './create-anker.js';
export type { Anker, CreateAnkerOptions } from './create-anker.js';
export { createLogger } from './create-logger.js';
export { askDepsFor } from './ask-deps.js';
export { createAnkerToolRuntime, chaosFromConfig, type AnkerToolRuntimeOptions } from './create-tool-runtime.js';
export { ingestBytes, type ByteFile, type IngestBytesDeps, type IngestBytesSummary } from './ingest-bytes.js';
export { toSearchJson, type SearchJsonHit } from './search-json.js';
