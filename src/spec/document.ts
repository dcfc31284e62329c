/** Lifecycle of a stored document version. Only `current` documents are searched by default. */
export type DocumentStatus = 'current' | 'superseded' | 'archived';

/** Text-search configuration a document is indexed with (PostgreSQL regconfig names). */
export type TextLanguage = 'german' | 'english' | 'simple';

/** Citation metadata read from front matter or the file format. Every field is optional in the source. */
export interface DocumentMetadata {
  /** Human title; falls back to the first heading, then the file name. */
  title: string;
  /** Version label as written in the source (`"3.0"`), or null. */
  version: string | null;
  /** Section or department the document belongs to (front matter `section`), or null. */
  section: string | null;
  /** Where a reader finds the original, or null. */
  sourceUrl: string | null;
  /** Date the document itself carries (ISO `YYYY-MM-DD`), or null. Distinct from the indexed date. */
  documentDate: string | null;
  /** Status declared by the source; `current` when the source says nothing. */
  status: DocumentStatus;
}

/** A loaded file, before chunking: text blocks with the structure needed for citations. */
export interface LoadedDocument {
  /** Stable identity of the document inside a tenant: the path relative to the ingested folder. */
  source: string;
  /** Loader that produced it. */
  format: 'markdown' | 'text' | 'html' | 'pdf' | 'docx';
  metadata: DocumentMetadata;
  /** Detected language, which selects the text-search configuration. */
  language: TextLanguage;
  /** Content blocks in reading order. */
  blocks: DocumentBlock[];
  /** sha256 (hex) of the raw file bytes: the unchanged-file check. */
  contentHash: string;
}

/** One structural unit of text: a paragraph, list or table under a heading on a page. */
export interface DocumentBlock {
  /** Headings above this block, outermost first (`['Preisliste 2026', '2. Pläne']`); a heading block ends with its own text. */
  headingPath: string[];
  /** 1-based page number, or null for formats without pages. */
  page: number | null;
  /** Plain text of the block. */
  text: string;
  /** True when the block is itself a heading line (kept so chunks can start with it). */
  isHeading?: boolean;
}

/** A chunk ready to be embedded and stored. */
export interface ChunkDraft {
  /** 0-based position within the document. */
  ordinal: number;
  /** Heading path of the chunk's first block, joined by ' > ' for display. */
  sectionPath: string;
  /** Page of the chunk's first block, or null. */
  page: number | null;
  /** Chunk text as stored and shown (includes the heading context line). */
  text: string;
}
