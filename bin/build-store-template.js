#!/usr/bin/env node
// Makes dist/store-template-<versions>.tar.gz from the freshly compiled dist/ (see src/store/store-template.ts):
// new embedded stores are unpacked from it instead of running PGlite's initdb. Run by bin/build-dist.js.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const { buildStoreTemplate } = await import(pathToFileURL(join(root, 'dist', 'store', 'store-template.js')).href);
const path = await buildStoreTemplate(root);
process.stdout.write(`store template: ${path}\n`);
