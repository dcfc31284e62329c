import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError } from '../../errors/index.js';

const FOLDER_HINT =
  'Give a local transformers.js model folder with config.json, tokenizer.json and onnx/model.onnx (for example one exported with optimum or cloned from a model hub on a machine with network): --embedder transformers:/path/to/model';

/** What a usable model folder holds; `dimensions` is the hidden size from config.json. */
export interface ModelFolder {
  folder: string;
  dimensions: number;
}

/** Checks that `folder` looks like a transformers.js model (config.json, tokenizer, ONNX weights) and reads its width. */
export function checkModelFolder(folder: string): ModelFolder {
  if (!existsSync(folder) || !statSync(folder).isDirectory()) {
    throw new ConfigError(`Model folder "${folder}" does not exist or is not a folder`, FOLDER_HINT);
  }
  const missing: string[] = [];
  if (!existsSync(join(folder, 'config.json'))) missing.push('config.json');
  if (!existsSync(join(folder, 'tokenizer.json'))) missing.push('tokenizer.json');
  if (!hasOnnx(folder) && !hasOnnx(join(folder, 'onnx'))) missing.push('onnx/*.onnx (model weights)');
  if (missing.length > 0) {
    throw new ConfigError(`Model folder "${folder}" lacks ${missing.join(', ')}`, FOLDER_HINT);
  }
  let config: { hidden_size?: unknown; d_model?: unknown; dim?: unknown };
  try {
    config = JSON.parse(readFileSync(join(folder, 'config.json'), 'utf8')) as typeof config;
  } catch (error) {
    throw new ConfigError(
      `Model folder "${folder}" has an unreadable config.json: ${(error as Error).message}`,
      FOLDER_HINT,
    );
  }
  const width = config.hidden_size ?? config.d_model ?? config.dim;
  return { folder, dimensions: typeof width === 'number' && width > 0 ? width : 0 };
}

function hasOnnx(folder: string): boolean {
  try {
    return readdirSync(folder).some((name) => name.endsWith('.onnx'));
  } catch {
    return false;
  }
}
