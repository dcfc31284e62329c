import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentWrite, TextLanguage } from '../src/spec/index.js';
import { splitSentences } from '../src/ingest/index.js';
import { groundingDevDocs, readSciFact, seededRandom } from './datasets.js';

/** A generated chunk with the language of the sentences it was drawn from. */
export interface SyntheticChunk {
  text: string;
  language: TextLanguage;
}

export interface SentencePools {
  english: string[];
  german: string[];
}

/** Sentences of SciFact abstracts (English) and of the grounding-dev documents (German, front matter removed). */
export async function loadSentencePools(): Promise<SentencePools> {
  const scifact = await readSciFact();
  const english = scifact.corpus.flatMap((entry) => splitSentences(entry.text)).filter(usable);
  const folder = groundingDevDocs();
  const german: string[] = [];
  for (const name of (await readdir(folder)).filter((file) => file.endsWith('.md')).sort()) {
    const text = (await readFile(join(folder, name), 'utf8')).replace(/^---[\s\S]*?\n---\n/, '');
    for (const paragraph of text.split(/\n\s*\n/)) german.push(...splitSentences(paragraph.replace(/^#+\s*/gm, '')).filter(usable));
  }
  return { english, german };
}

function usable(sentence: string): boolean {
  const length = sentence.trim().length;
  return length >= 30 && length <= 400;
}

/**
 * Realistic chunks: 500–1,000 characters of random sentences, 70 % from English abstracts and 30 % from the
 * German company documents, so both text-search configurations and vocabularies are exercised. Deterministic.
 */
export function syntheticChunks(pools: SentencePools, count: number, seed = 42): SyntheticChunk[] {
  const random = seededRandom(seed);
  const chunks: SyntheticChunk[] = [];
  for (let i = 0; i < count; i += 1) {
    const language: TextLanguage = random() < 0.7 ? 'english' : 'german';
    const pool = language === 'english' ? pools.english : pools.german;
    const target = 500 + Math.floor(random() * 500);
    let text = '';
    while (text.length < target) text += (text ? ' ' : '') + pool[Math.floor(random() * pool.length)]!.trim();
    chunks.push({ text: text.length > 1000 ? cutAtWord(text, 1000) : text, language });
  }
  return chunks;
}

function cutAtWord(text: string, limit: number): string {
  const cut = text.lastIndexOf(' ', limit);
  return text.slice(0, cut > 0 ? cut : limit);
}

/** A generated document: one language, `chunksPerDocument` chunks. */
export interface SyntheticDocument {
  source: string;
  language: TextLanguage;
  chunks: string[];
}

/** `chunkCount` chunks grouped into documents of one language each (70 % English, 30 % German). Deterministic. */
export function syntheticDocuments(pools: SentencePools, chunkCount: number, chunksPerDocument = 10, seed = 42): SyntheticDocument[] {
  const random = seededRandom(seed);
  const documents: SyntheticDocument[] = [];
  for (let made = 0; made < chunkCount; made += chunksPerDocument) {
    const language: TextLanguage = random() < 0.7 ? 'english' : 'german';
    const size = Math.min(chunksPerDocument, chunkCount - made);
    const chunks = syntheticChunks(
      language === 'english' ? { english: pools.english, german: pools.english } : { english: pools.german, german: pools.german },
      size,
      Math.floor(random() * 2 ** 31),
    ).map((chunk) => chunk.text);
    documents.push({ source: `synthetic/${String(documents.length).padStart(6, '0')}.txt`, language, chunks });
  }
  return documents;
}

/**
 * A synthetic document as `anker ingest` stores it (plain text, untitled metadata, a content hash), with its chunks'
 * embeddings and the lexical text `lexicalText` makes of each chunk.
 */
export function syntheticWrite(
  tenantId: string,
  document: SyntheticDocument,
  embeddings: DocumentWrite['embeddings'],
  lexicalText: (text: string, language: TextLanguage) => string,
): DocumentWrite {
  return {
    tenantId,
    source: document.source,
    format: 'text',
    metadata: { title: document.source, version: null, section: null, sourceUrl: null, documentDate: null, status: 'current' },
    language: document.language,
    contentHash: createHash('sha256').update(document.chunks.join('\n')).digest('hex'),
    chunks: document.chunks.map((text, ordinal) => ({ ordinal, sectionPath: '', page: null, text })),
    embeddings,
    lexicalTexts: document.chunks.map((text) => lexicalText(text, document.language)),
  };
}
