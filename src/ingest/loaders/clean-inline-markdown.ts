const inlineHtmlTag = /<\/?(?:a|b|i|u|em|strong|span|div|p|sup|sub|small|mark|kbd|code|img|font|center)(?:\s[^<>]*)?\/?>/gi;

export interface CleanInlineOptions {
  /** Link reference definitions of the document (normalised label → target): `[text][label]` reads as a link. */
  references?: ReadonlyMap<string, string>;
  /** A heading: its images (a badge, a logo) are decoration and dropped, not read as their alt text. */
  heading?: boolean;
}

/**
 * Removes inline Markdown markup (emphasis, code, links, images, inline HTML tags, heading anchors) but keeps link
 * targets and autolinks, which can be facts. Reference-style links and images (`[text][label]`, `![alt][label]`,
 * `[text][]`) read as inline ones when `references` defines their label.
 */
export function cleanInlineMarkdown(text: string, options: CleanInlineOptions = {}): string {
  const references = options.references ?? new Map<string, string>();
  const target = (label: string): string | undefined => references.get(label.trim().replace(/\s+/g, ' ').toLowerCase());
  const link = (label: string, href: string): string => (href === label || href.startsWith('#') ? label : `${label} (${href})`);
  const image = (alt: string): string => (options.heading ? '' : alt);
  // Backslash-escaped characters are parked in the private use area so no rule below treats them as markup.
  return text
    .replace(/\\([\\`*_{}[\]()#+.!<>-])/g, (_match, character: string) => String.fromCharCode(0xe000 + character.charCodeAt(0)))
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, (_match, alt: string) => image(alt))
    .replace(/!\[([^\]]*)\]\[([^\]]*)\]/g, (match, alt: string, label: string) => (target(label || alt) !== undefined ? image(alt) : match))
    .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_match, label: string, href: string) => link(label, href))
    .replace(/\[([^\]]*)\]\[([^\]]*)\]/g, (match, label: string, reference: string) => {
      const href = target(reference || label);
      if (href === undefined) return match;
      return label.trim() === '' ? '' : link(label, href);
    })
    .replace(/<((?:https?:\/\/|mailto:)[^>\s]+|[^>\s@]+@[^>\s]+)>/g, '$1')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(inlineHtmlTag, '')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])/g, '$1$2')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/\s*\{#[\w-]+\}\s*$/, '')
    .replace(/[\ue000-\ue0ff]/g, (character) => String.fromCharCode(character.charCodeAt(0) - 0xe000));
}
