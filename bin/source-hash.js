// The fingerprint of everything a build of dist/ is made from: every file under src/ the compiler reads (path and
// content; data files are read from src/ at run time, not compiled) and the TypeScript configs. bin/build-dist.js stores it beside the build; bin/anker.js runs dist/ only while it matches.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

export const STAMP = join('dist', '.source-hash');
const COMPILED = /\.(?:[cm]?[jt]s|json)$/;

export function sourceHash(root) {
  const hash = createHash('sha256');
  const add = (path) => {
    hash.update(relative(root, path).split('\\').join('/'));
    hash.update('\0');
    hash.update(readFileSync(path));
    hash.update('\0');
  };
  const walk = (folder) => {
    for (const entry of readdirSync(folder, { withFileTypes: true }).sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const path = join(folder, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && COMPILED.test(entry.name)) add(path);
    }
  };
  walk(join(root, 'src'));
  for (const name of ['tsconfig.json', 'tsconfig.build.json']) if (existsSync(join(root, name))) add(join(root, name));
  return hash.digest('hex');
}
