import type { ChildProcess } from 'node:child_process';
import { spawnAnker } from '../src/testing/run-cli.js';

/** One `anker serve` child process on a free loopback port. */
export interface ServeProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stderr so far (pino lines, messages). */
  stderr(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
}

/** Starts `anker serve --port 0` with the given global arguments and waits for the URL it listens on. */
export async function startServe(globalArgs: string[], env: Record<string, string> = {}): Promise<ServeProcess> {
  const child = spawnAnker([...globalArgs, '--json', 'serve', '--port', '0'], { env });
  let stderr = '';
  child.stderr!.on('data', (data) => (stderr += data));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = await new Promise<string>((resolve, reject) => {
    let stdout = '';
    child.stdout!.on('data', (data) => {
      stdout += data;
      const line = stdout.split('\n').find((text) => text.startsWith('{'));
      if (line) resolve((JSON.parse(line) as { url: string }).url);
    });
    void exited.then((code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
  });
  return { url, child, stderr: () => stderr, exited };
}
