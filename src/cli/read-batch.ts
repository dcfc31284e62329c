import { readFile } from 'node:fs/promises';
import { UsageError } from '../errors/index.js';

/** Reads a JSONL batch file; each line must be an object. Blank lines are skipped. Errors name the line. */
export async function readJsonLines(path: string): Promise<Record<string, unknown>[]> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch {
    throw new UsageError(`Cannot read the batch file ${path}.`, 'Give a path to a .jsonl file with one JSON object per line.');
  }
  const rows: Record<string, unknown>[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.trim() === '') return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      throw new UsageError(`Line ${index + 1} of ${path} is not valid JSON.`, 'Each line must be one JSON object, e.g. {"id":"q1","question":"…"}.');
    }
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      throw new UsageError(`Line ${index + 1} of ${path} is not a JSON object.`);
    }
    rows.push(value as Record<string, unknown>);
  });
  return rows;
}
