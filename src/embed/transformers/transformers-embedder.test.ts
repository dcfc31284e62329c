import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfigError } from '../../errors/index.js';
import { createTransformersEmbedder, type TransformersModule } from './transformers-embedder.js';

const folders: string[] = [];

function modelFolder(files: Record<string, string>): string {
  const folder = mkdtempSync(join(tmpdir(), 'anker-model-'));
  folders.push(folder);
  for (const [name, content] of Object.entries(files)) {
    mkdirSync(join(folder, name, '..'), { recursive: true });
    writeFileSync(join(folder, name), content);
  }
  return folder;
}

const complete = {
  'config.json': '{"hidden_size": 4}',
  'tokenizer.json': '{}',
  'onnx/model.onnx': 'weights',
};

afterEach(() => {
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

async function configError(action: () => Promise<unknown> | unknown): Promise<ConfigError> {
  let caught: unknown;
  try {
    await action();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ConfigError);
  return caught as ConfigError;
}

describe('createTransformersEmbedder', () => {
  it('names a folder that does not exist', async () => {
    const error = await configError(() => createTransformersEmbedder({ folder: '/nonexistent/anker-model' }));
    expect(error.message).toMatch(/does not exist/);
    expect(error.hint).toMatch(/config\.json/);
  });

  it('names every missing file', async () => {
    const folder = modelFolder({ 'README.md': 'no model here' });
    const error = await configError(() => createTransformersEmbedder({ folder }));
    expect(error.message).toContain('config.json');
    expect(error.message).toContain('tokenizer.json');
    expect(error.message).toContain('onnx');
  });

  it('names only the ONNX weights when just they are missing, and an unreadable config.json', async () => {
    const noWeights = modelFolder({ 'config.json': '{}', 'tokenizer.json': '{}' });
    const missing = await configError(() => createTransformersEmbedder({ folder: noWeights }));
    expect(missing.message).not.toContain('config.json');
    expect(missing.message).toContain('onnx/*.onnx');
    const broken = modelFolder({ ...complete, 'config.json': '{oops' });
    expect((await configError(() => createTransformersEmbedder({ folder: broken }))).message).toMatch(
      /unreadable config\.json/,
    );
  });

  it('says to install @huggingface/transformers when the package cannot be imported', async () => {
    const folder = modelFolder(complete);
    const embedder = createTransformersEmbedder({
      folder,
      importModule: () => Promise.reject(new Error("Cannot find package '@huggingface/transformers'")),
    });
    expect(embedder.dimensions).toBe(4);
    expect(embedder.id).toMatch(/^transformers:anker-model-/);
    const error = await configError(() => embedder.embed(['x']));
    expect(error.message).toContain('@huggingface/transformers');
    expect(error.hint).toContain('npm install @huggingface/transformers');
    expect(error.hint).toContain('transformers:/path/to/model');
  });

  it('fails with a ConfigError through the real import (package absent, or present but the weights are fake)', async () => {
    const embedder = createTransformersEmbedder({ folder: modelFolder(complete) });
    const error = await configError(() => embedder.embed(['x']));
    expect(error.message).toMatch(/@huggingface\/transformers|Could not load the model/);
  });

  it('loads the pipeline from the local folder only, with prefixes per kind', async () => {
    const folder = modelFolder(complete);
    const seen: { model?: string; options?: Record<string, unknown>; inputs: string[][] } = { inputs: [] };
    const library: TransformersModule = {
      env: { allowRemoteModels: true, allowLocalModels: false, localModelPath: '/models/' },
      async pipeline(_task, model, options) {
        seen.model = model;
        seen.options = options;
        return async (texts) => {
          seen.inputs.push(texts);
          return {
            dims: [texts.length, 2],
            data: Float32Array.from(texts.flatMap((_text, row) => [row, 1])),
          };
        };
      },
    };
    const embedder = createTransformersEmbedder({
      folder,
      queryPrefix: 'query: ',
      importModule: async () => library,
    });
    const vectors = await embedder.embed(['a', 'b'], { kind: 'query' });
    expect(library.env.allowRemoteModels).toBe(false);
    expect(seen.options).toEqual({ local_files_only: true });
    expect(join(library.env.localModelPath, seen.model!)).toBe(folder);
    expect(seen.inputs).toEqual([['query: a', 'query: b']]);
    expect(vectors.map((vector) => Array.from(vector))).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });
});
