import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';

export const ANKER_BIN = join(import.meta.dirname, '..', '..', 'bin', 'anker.js');

export interface CliRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs the real `anker` binary in a child process (a clean env: no provider keys, CI-like). */
export function runAnker(args: string[], options: { env?: Record<string, string>; cwd?: string; input?: string } = {}): Promise<CliRun> {
  return new Promise((resolve, reject) => {
    const child = spawnAnker(args, options);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (data) => (stdout += data));
    child.stderr!.on('data', (data) => (stderr += data));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (options.input !== undefined) child.stdin!.end(options.input);
    else child.stdin!.end();
  });
}

export function spawnAnker(args: string[], options: { env?: Record<string, string>; cwd?: string } = {}): ChildProcess {
  const env: Record<string, string> = { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '/tmp', CI: 'true', ...options.env };
  return spawn(process.execPath, [ANKER_BIN, ...args], { env, cwd: options.cwd, stdio: ['pipe', 'pipe', 'pipe'] });
}
