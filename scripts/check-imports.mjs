#!/usr/bin/env node
// Enforces the dependency direction of DESIGN.md: a module may import only from its own layer or layers below.
// spec ← errors ← {config, ingest, store, embed, retrieve, model, tools, prompt} ← {ground, agent, eval} ← app ← {server, cli}
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, dirname, resolve } from 'node:path';

const layers = {
  spec: 0,
  errors: 1,
  config: 2, ingest: 2, store: 2, embed: 2, retrieve: 2, model: 2, tools: 2, prompt: 2,
  ground: 3, agent: 3, eval: 3,
  app: 4,
  server: 5, cli: 5,
};
const srcRoot = resolve('src');

function* walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* walk(path);
    else if (path.endsWith('.ts')) yield path;
  }
}

const problems = [];
for (const file of walk(srcRoot)) {
  if (file.endsWith('.test.ts')) continue;
  const module = relative(srcRoot, file).split('/')[0];
  if (module === 'testing' || module.endsWith('.ts')) continue;
  const own = layers[module];
  if (own === undefined) {
    problems.push(`${relative('.', file)}: folder src/${module} has no layer in scripts/check-imports.mjs`);
    continue;
  }
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:import|export)[^'"]*?from\s+['"](\.[^'"]+)['"]/g)) {
    const target = relative(srcRoot, resolve(dirname(file), match[1])).split('/')[0];
    if (target === 'testing') {
      problems.push(`${relative('.', file)}: production code imports src/testing`);
      continue;
    }
    const their = layers[target];
    if (their !== undefined && their > own) {
      problems.push(`${relative('.', file)}: src/${module} (layer ${own}) imports src/${target} (layer ${their})`);
    }
  }
  if (module !== 'config' && /process\.env/.test(text)) {
    problems.push(`${relative('.', file)}: only src/config reads process.env`);
  }
}
if (problems.length > 0) {
  console.error(`Import direction violations:\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('imports: ok');
