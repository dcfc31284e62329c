import { basename, dirname, resolve } from 'node:path';
import type { Embedder } from '../../spec/index.js';
import { ConfigError, ProviderError } from '../../errors/index.js';
import { checkModelFolder } from './check-model-folder.js';

/** The part of `@huggingface/transformers` this embedder uses. */
export interface TransformersModule {
  env: { allowRemoteModels: boolean; allowLocalModels: boolean; localModelPath: string };
  pipeline(
    task: 'feature-extraction',
    model: string,
    options?: Record<string, unknown>,
  ): Promise<
    (
      texts: string[],
      options: { pooling: 'mean' | 'cls'; normalize: boolean },
    ) => Promise<{ dims: number[]; data: ArrayLike<number> }>
  >;
}

/** Options of the local transformers.js embedder. */
export interface TransformersEmbedderOptions {
  /** Local model folder (config.json, tokenizer.json, onnx/model.onnx). Nothing is downloaded. */
  folder: string;
  /** Pooling of token vectors. Default `mean`. */
  pooling?: 'mean' | 'cls';
  /** Prepended to queries, e.g. `query: ` for E5 models. Default none. */
  queryPrefix?: string;
  /** Prepended to documents, e.g. `passage: ` for E5 models. Default none. */
  documentPrefix?: string;
  /** Texts per forward pass. Default 16. */
  batchSize?: number;
  /** Loads the library; injectable for tests. Default `import('@huggingface/transformers')`. */
  importModule?: () => Promise<TransformersModule>;
}

const PACKAGE = '@huggingface/transformers';

/**
 * Embeds with a transformers.js model from a local folder. The folder is checked at once (ConfigError naming
 * what is missing); the optional package `@huggingface/transformers` is loaded on the first `embed` call
 * (ConfigError saying to install it when absent). Id: `transformers:<folder name>`.
 */
export function createTransformersEmbedder(options: TransformersEmbedderOptions): Embedder {
  const folder = resolve(options.folder);
  const { dimensions: configured } = checkModelFolder(folder);
  const importModule = options.importModule ?? (() => import(PACKAGE) as Promise<TransformersModule>);
  const { pooling = 'mean', queryPrefix = '', documentPrefix = '', batchSize = 16 } = options;
  let dimensions = configured;
  let extractor: ReturnType<TransformersModule['pipeline']> | undefined;

  const load = async () => {
    let library: TransformersModule;
    try {
      library = await importModule();
    } catch (error) {
      throw new ConfigError(
        `The transformers embedder needs the package ${PACKAGE}, which could not be loaded: ${(error as Error).message}`,
        `Run \`npm install ${PACKAGE}\` and give a local model folder: --embedder transformers:/path/to/model`,
      );
    }
    library.env.allowRemoteModels = false;
    library.env.allowLocalModels = true;
    library.env.localModelPath = dirname(folder) + '/';
    return library.pipeline('feature-extraction', basename(folder), { local_files_only: true });
  };

  return {
    id: `transformers:${basename(folder)}`,
    get dimensions() {
      return dimensions;
    },
    async embed(texts, embedOptions) {
      embedOptions?.signal?.throwIfAborted();
      extractor ??= load();
      let run: Awaited<ReturnType<TransformersModule['pipeline']>>;
      try {
        run = await extractor;
      } catch (error) {
        extractor = undefined;
        if (error instanceof ConfigError) throw error;
        throw new ConfigError(
          `Could not load the model in "${folder}": ${(error as Error).message}`,
          'Check that the folder holds a transformers.js (ONNX) export of the model.',
        );
      }
      const prefix = embedOptions?.kind === 'query' ? queryPrefix : documentPrefix;
      const vectors: Float32Array[] = [];
      for (let start = 0; start < texts.length; start += batchSize) {
        embedOptions?.signal?.throwIfAborted();
        const batch = texts.slice(start, start + batchSize).map((text) => prefix + text);
        const output = await run(batch, { pooling, normalize: true }).catch((error: unknown) => {
          throw new ProviderError('transformers', `Local model failed: ${(error as Error).message}`, {
            cause: error,
            isRetryable: false,
          });
        });
        const width = output.dims[output.dims.length - 1] ?? 0;
        dimensions ||= width;
        for (let row = 0; row < batch.length; row++) {
          vectors.push(
            Float32Array.from(
              Array.prototype.slice.call(output.data, row * width, (row + 1) * width) as number[],
            ),
          );
        }
      }
      return vectors;
    },
  };
}
