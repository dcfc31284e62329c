#!/usr/bin/env node
// Runs the compiled CLI from dist/ when it is current, else the TypeScript sources through tsx (so `anker` works
// straight after `npm install` and straight after editing src/). In a git checkout, dist/ counts as current only
// when its stamp (bin/build-dist.js) matches the fingerprint of src/ as it is now: a stale build never runs.
// An installed package has no .git: its dist/ was built by prepare/prepack and is used as it is.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const built = join(root, 'dist', 'cli', 'main.js');

async function distIsCurrent() {
  if (!existsSync(built)) return false;
  if (!existsSync(join(root, '.git')) || !existsSync(join(root, 'src'))) return true;
  const stamp = join(root, 'dist', '.source-hash');
  if (!existsSync(stamp)) return false;
  const { sourceHash } = await import('./source-hash.js');
  return readFileSync(stamp, 'utf8').trim() === sourceHash(root);
}

if (process.env.ANKER_FROM_SOURCE !== '1' && (await distIsCurrent())) {
  await import(pathToFileURL(built).href);
} else {
  const { register } = await import('tsx/esm/api');
  register();
  await import(pathToFileURL(join(root, 'src', 'cli', 'main.ts')).href);
}
