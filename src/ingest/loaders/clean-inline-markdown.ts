const inlineHtmlTag = /<\/?(?:a|b|i|u|em|strong|span|div|p|sup|sub|small|mark|kbd|code|img|font|center)(?:\s[^<>]*)?\/?>/gi;

/**
 * Removes inline Markdown markup (emphasis, code, links, images, inline HTML tags, heading anchors) but keeps link
 * targets and autolinks, which can be facts.
 */
export function cleanInlineMarkdown(text: string): string {
  // Backslash-escaped characters are parked in the private use area so no rule below treats them as markup.
  return text
    .replace(/\\([\\`*_{}[\]()#+.!<>-])/g, (_match, character: string) => String.fromCharCode(0xe000 + character.charCodeAt(0)))
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_match, label: string, target: string) =>
      target === label || target.startsWith('#') ? label : `${label} (${target})`,
    )
    .replace(/<((?:https?:\/\/|mailto:)[^>\s]+|[^>\s@]+@[^>\s]+)>/g, '$1')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(inlineHtmlTag, '')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\w*])/g, '$1$2')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/\s*\{#[\w-]+\}\s*$/, '')
    .replace(/[\ue000-\ue0ff]/g, (character) => String.fromCharCode(character.charCodeAt(0) - 0xe000));
}
