import MiniSearch from 'minisearch';
import { create, insertMultiple, search, type AnyOrama, type AnySchema } from '@orama/orama';
import type { Embedder } from '../src/spec/index.js';
import type { CorpusEntry, Query } from './datasets.js';

/** A retrieval library a TypeScript user might pick instead of Anker, indexed over whole documents. */
export interface Competitor {
  name: string;
  /** How it is configured, for the report. */
  setup: string;
  index(corpus: readonly CorpusEntry[]): Promise<{ milliseconds: number }>;
  search(query: Query, limit: number): Promise<string[]>;
}

/** MiniSearch with its defaults: BM25+ over title and text, OR of the query terms, no stemming. */
export function miniSearchCompetitor(): Competitor {
  const engine = new MiniSearch<CorpusEntry>({ fields: ['title', 'text'], idField: 'id' });
  return {
    name: 'MiniSearch 7 (BM25+)',
    setup: 'fields title+text, defaults (OR, no stemming, no stopwords)',
    async index(corpus) {
      const started = performance.now();
      engine.addAll(corpus as CorpusEntry[]);
      return { milliseconds: performance.now() - started };
    },
    async search(query, limit) {
      return engine.search(query.text).slice(0, limit).map((result) => String(result.id));
    },
  };
}

/**
 * Orama 3 full-text (BM25) and, with vectors of the same builtin embedder Anker uses, its hybrid mode.
 * English gets Orama's bundled English stemmer; German has no bundled stemmer (it needs @orama/stemmers).
 */
export function oramaCompetitor(options: {
  language: 'english' | 'german';
  mode: 'fulltext' | 'hybrid';
  embedder: Embedder;
}): Competitor {
  const stemming = options.language === 'english';
  let db: AnyOrama | undefined;
  const schema: AnySchema = { id: 'string', title: 'string', text: 'string' };
  if (options.mode === 'hybrid') schema.embedding = `vector[${options.embedder.dimensions}]`;
  return {
    name: options.mode === 'hybrid' ? 'Orama 3 hybrid (builtin vectors)' : 'Orama 3 BM25',
    setup: `language ${options.language}, stemming ${stemming ? 'on (bundled English)' : 'off (no bundled German stemmer)'}${
      options.mode === 'hybrid' ? ', hybrid weights 0.5/0.5, vector similarity threshold 0' : ''
    }`,
    async index(corpus) {
      const started = performance.now();
      db = create({ schema, components: { tokenizer: { language: options.language, stemming } } });
      const vectors =
        options.mode === 'hybrid'
          ? await options.embedder.embed(corpus.map((entry) => `${entry.title}\n\n${entry.text}`), { kind: 'document' })
          : [];
      await insertMultiple(
        db,
        corpus.map((entry, index) => ({
          id: entry.id,
          title: entry.title,
          text: entry.text,
          ...(options.mode === 'hybrid' ? { embedding: Array.from(vectors[index]!) } : {}),
        })),
        500,
      );
      return { milliseconds: performance.now() - started };
    },
    async search(query, limit) {
      if (!db) throw new Error('Orama: index() first');
      if (options.mode === 'hybrid') {
        const [vector] = await options.embedder.embed([query.text], { kind: 'query' });
        const result = await search(db, {
          mode: 'hybrid',
          term: query.text,
          vector: { value: Array.from(vector!), property: 'embedding' },
          similarity: 0,
          limit,
        });
        return result.hits.map((hit) => String(hit.document.id));
      }
      const result = await search(db, { term: query.text, properties: ['title', 'text'], limit });
      return result.hits.map((hit) => String(hit.document.id));
    },
  };
}
