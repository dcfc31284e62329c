export { createEmbedder, type CreateEmbedderOptions } from './create-embedder.js';
export { createBuiltinEmbedder, type BuiltinEmbedderOptions } from './builtin/builtin-embedder.js';
export {
  createOpenAICompatibleEmbedder,
  type OpenAICompatibleEmbedderOptions,
  type RemoteEmbedder,
} from './openai-compatible/openai-compatible-embedder.js';
export {
  createTransformersEmbedder,
  type TransformersEmbedderOptions,
  type TransformersModule,
} from './transformers/transformers-embedder.js';
export * from './text/index.js';
