import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Command } from 'commander';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { createCliContext } from '../src/cli/context.js';
import { findEvalData, registerEvalCommand } from '../src/cli/commands/eval.js';
import { UsageError } from '../src/errors/index.js';
import { describeWithSharedEval, sharedEvalPath } from '../src/testing/shared-eval.js';

const data = sharedEvalPath('grounding-dev');
const work = mkdtempSync(join(tmpdir(), 'anker-eval-cli-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** Runs `anker <args>` in-process with only the eval command registered; returns stdout and the exit code. */
async function runEval(args: string[]): Promise<{ stdout: string; code: number }> {
  const program = new Command('anker')
    .option('--db <x>')
    .option('--tenant <x>')
    .option('--model <x>')
    .option('--embedder <x>')
    .option('--json')
    .option('--log-level <level>')
    .exitOverride();
  const context = createCliContext(program);
  registerEvalCommand(program, context);
  let stdout = '';
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    stdout += String(chunk);
    return true;
  });
  await program.parseAsync(['--log-level', 'silent', ...args], { from: 'user' });
  return { stdout, code: context.exitCode };
}

describe('anker eval (CLI)', () => {
  it('rejects an unknown suite, a bad language and a bad limit as usage errors', async () => {
    await expect(runEval(['eval', 'nonsense'])).rejects.toThrow(UsageError);
    await expect(runEval(['eval', 'xquad', '--lang', 'fr'])).rejects.toThrow(/--lang/);
    await expect(runEval(['eval', 'grounding', '--limit', '0'])).rejects.toThrow(/--limit/);
  });

  it('names --data when the data folder does not exist', async () => {
    await expect(runEval(['eval', 'grounding', '--data', join(work, 'missing')])).rejects.toThrow(/not found/);
  });

  it('finds shared/eval/<set> from the repository', () => {
    expect(findEvalData('grounding-dev', [import.meta.dirname])).toBe(existsSync(data) ? data : null);
    expect(findEvalData('no-such-set', [import.meta.dirname])).toBeNull();
  });
});

describeWithSharedEval('anker eval (CLI) on the grounding-dev data', ['grounding-dev/questions.jsonl', 'grounding-dev/tools.json'], () => {
  it(
    'runs chosen grounding questions, prints one JSON report and writes it to --out',
    async () => {
      const out = join(work, 'report.json');
      const { stdout, code } = await runEval(['--json', 'eval', 'grounding', '--data', data, '--ids', 'dev-q060,dev-q063,dev-q065', '--out', out]);
      const report = JSON.parse(stdout);
      expect(report.suite).toBe('grounding');
      expect(report.overall.questions).toBe(3);
      expect(report.overall.noRetrievalAccuracy).toEqual({ count: 2, total: 2, rate: 1 });
      expect(report.overall.negativeRejection.total).toBe(1);
      expect(Object.keys(report.byKind).sort()).toEqual(['arithmetic_no_tool', 'smalltalk_no_tool', 'unanswerable_absent_entity']);
      // Targets on answerable questions cannot be met without any: the run fails, so CI can gate on it.
      expect(report.pass).toBe(false);
      expect(code).toBe(1);
      expect(JSON.parse(readFileSync(out, 'utf8'))).toEqual(report);
    },
    120_000,
  );

  it('runs the tools suite', async () => {
    const { stdout } = await runEval(['--json', 'eval', 'tools', '--data', data]);
    expect(JSON.parse(stdout).suite).toBe('tools');
  });
});
