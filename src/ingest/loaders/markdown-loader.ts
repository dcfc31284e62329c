import { metadataFromFrontMatter, splitFrontMatter } from './front-matter.js';
import { markdownToBlocks } from './markdown-blocks.js';
import type { LoaderResult } from './block-builder.js';

/** Loads Markdown text: YAML front matter for metadata, headings for heading paths, page comments for pages. */
export function loadMarkdown(text: string, source: string): LoaderResult {
  const { data, body } = splitFrontMatter(text, source);
  const { metadata, languageHint } = metadataFromFrontMatter(data, source);
  const blocks = markdownToBlocks(body);
  return languageHint ? { metadata, blocks, languageHint } : { metadata, blocks };
}
