import { parse, type HTMLElement } from 'node-html-parser';
import { collapseSpaces, type LoaderResult } from './block-builder.js';
import { htmlToBlocks } from './html-blocks.js';
import { normalizeDate, normalizeStatus, optionalString, type PartialMetadata } from './normalize-metadata.js';

const dateMetaNames = [
  'date', 'dc.date', 'dcterms.date', 'dc.date.issued', 'dcterms.issued', 'dcterms.modified', 'dcterms.created',
  'citation_date', 'last-modified', 'article:modified_time', 'article:published_time', 'og:updated_time',
];

/** Loads HTML: title from `<title>` or the first h1, dates and version from meta tags, canonical link as source URL. */
export function loadHtml(html: string, source: string): LoaderResult {
  // node-html-parser keeps a doctype or XML declaration as a text node.
  const root = parse(html.replace(/<!doctype[^>]*>|<\?xml[^>]*\?>/gi, ''), { comment: true });
  const blocks = htmlToBlocks(root);
  const metadata: PartialMetadata = { ...metadataFromHead(root, source) };
  const title = optionalString(collapseSpaces(root.querySelector('title')?.text ?? ''));
  const firstHeading = blocks.find((block) => block.isHeading && block.headingPath.length === 1);
  if (title !== null) metadata.title = title;
  else if (firstHeading) metadata.title = firstHeading.text;
  return { metadata, blocks };
}

function metadataFromHead(root: HTMLElement, source: string): PartialMetadata {
  const meta = new Map<string, string>();
  for (const element of root.querySelectorAll('meta')) {
    const key = (element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('http-equiv'))?.toLowerCase();
    const content = element.getAttribute('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const metadata: PartialMetadata = {};
  const date = dateMetaNames.map((name) => normalizeDate(meta.get(name))).find((value) => value !== null);
  if (date) metadata.documentDate = date;
  const version = optionalString(meta.get('version') ?? meta.get('document-version'));
  if (version !== null) metadata.version = version;
  const section = optionalString(meta.get('section') ?? meta.get('article:section'));
  if (section !== null) metadata.section = section;
  const url = optionalString(root.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? meta.get('og:url'));
  if (url !== null) metadata.sourceUrl = url;
  if (meta.has('status')) metadata.status = normalizeStatus(meta.get('status'), source);
  return metadata;
}
