import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { numbersIn } from '../metrics/index.js';

/** Expected behaviour of a grounding-dev question. */
export type ExpectedBehavior = 'answer' | 'not_found' | 'answer_with_caveat' | 'no_retrieval_needed';

/** One line of grounding-dev `questions.jsonl`. */
export interface GroundingCase {
  id: string;
  question: string;
  lang: 'de' | 'en';
  kind: string;
  expected_behavior: ExpectedBehavior;
  expected_doc_ids: string[];
  expected_facts: string[];
  forbidden_facts: string[];
  notes?: string;
}

/** A grounding eval set: its questions, the document files and every number the documents contain. */
export interface GroundingSet {
  folder: string;
  cases: GroundingCase[];
  documents: string[];
  documentNumbers: Set<string>;
}

/** Reads a grounding eval set folder (`docs/`, `questions.jsonl`; see grounding-dev/README.md). */
export async function loadGroundingSet(folder: string): Promise<GroundingSet> {
  const lines = (await readFile(join(folder, 'questions.jsonl'), 'utf8')).split('\n').filter((line) => line.trim() !== '');
  const cases = lines.map((line) => JSON.parse(line) as GroundingCase);
  const docsFolder = join(folder, 'docs');
  const names = (await readdir(docsFolder)).filter((name) => !name.startsWith('.')).sort();
  const documents = names.map((name) => join(docsFolder, name));
  const documentNumbers = new Set<string>();
  for (const path of documents) for (const number of numbersIn(await readFile(path, 'utf8'))) documentNumbers.add(number);
  return { folder, cases, documents, documentNumbers };
}

/** An evenly spread subset of at most `limit` cases, keeping every kind represented while there is room. */
export function sampleCases(cases: readonly GroundingCase[], limit: number): GroundingCase[] {
  if (limit >= cases.length) return [...cases];
  const byKind = new Map<string, GroundingCase[]>();
  for (const item of cases) byKind.set(item.kind, [...(byKind.get(item.kind) ?? []), item]);
  const picked = new Set<GroundingCase>();
  for (let round = 0; picked.size < limit; round += 1) {
    for (const group of byKind.values()) {
      if (picked.size >= limit) break;
      if (round < group.length) picked.add(group[round]!);
    }
  }
  return cases.filter((item) => picked.has(item));
}
