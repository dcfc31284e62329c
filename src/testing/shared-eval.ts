import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { beforeAll, describe } from 'vitest';

/** Root of the read-only evaluation data: the `shared/eval` folder beside the repository checkout. */
export const SHARED_EVAL_DIR = resolve(import.meta.dirname, '..', '..', '..', 'shared', 'eval');

/** Absolute path below the evaluation data root, e.g. `sharedEvalPath('grounding-dev', 'tools.json')`. */
export function sharedEvalPath(...parts: string[]): string {
  return join(SHARED_EVAL_DIR, ...parts);
}

/** Why the eval-data tests are skipped, or null when every required path exists. CI must never see a reason. */
export function sharedEvalSkipReason(required: string[]): string | null {
  const missing = required.map((part) => sharedEvalPath(part)).filter((path) => !existsSync(path));
  if (missing.length === 0) return null;
  return `evaluation data not found (${missing.join(', ')}): check out the read-only shared/eval folder beside the repository`;
}

/**
 * Runs a suite that reads the evaluation data below `shared/eval` (`required` lists the paths it needs, relative to
 * that root). The suite is skipped loudly when the data is absent; under CI (CI=true) absent data is a failure,
 * never a skip. The suite body must only read the data inside hooks and tests, since a skipped suite is still collected.
 */
export function describeWithSharedEval(name: string, required: string[], suite: () => void): void {
  const reason = sharedEvalSkipReason(required);
  if (reason && !process.env.CI) {
    process.stderr.write(`\n!!! SKIPPING eval-data tests of "${name}": ${reason}\n\n`);
    describe.skip(`${name} (skipped: ${reason})`, suite);
    return;
  }
  describe(name, () => {
    beforeAll(() => {
      if (reason) throw new Error(reason);
    });
    suite();
  });
}
