#!/usr/bin/env node
// Enforces the dependency direction of DESIGN.md: a module may import only from its own layer or layers below.
// spec ← errors ← text ← {config, ingest, store, embed, retrieve, model, tools, prompt} ← {ground, agent, eval} ← app ← {server, cli}
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, dirname, resolve } from 'node:path';

const layers = {
  spec: 0,
  errors: 1,
  text: 2,
  config: 3, ingest: 3, store: 3, embed: 3, retrieve: 3, model: 3, tools: 3, prompt: 3,
  ground: 4, agent: 4, eval: 4,
  app: 5,
  server: 6, cli: 6,
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
