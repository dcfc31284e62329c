/**
 * Tag-like sequences that could close or fake the context block or a chat turn:
 * `<kontext>`, `</kontext>`, `<system>`, `<|im_start|>`, `[INST]`, … in any case and spacing.
 */
const tagPattern = /<\s*\/?\s*[|!]?\s*[A-Za-z_][\w:.-]*(?:\s[^<>]*)?\s*\|?\s*\/?\s*>/g;
const chatMarkerPattern = /<\|[^|<>]{0,40}\|>|\[\/?(?:INST|SYS|SYSTEM)\]|<<\/?SYS>>/gi;

/**
 * Makes document text safe to embed in the `<kontext>` block: every tag-like sequence has its angle brackets
 * replaced by look-alike guillemets, so no document can close the block or open a fake turn.
 * The words stay readable; only their power as markup is removed.
 */
export function neutralizeDocumentText(text: string): string {
  return text
    .replace(chatMarkerPattern, (marker) => marker.replace(/</g, '‹').replace(/>/g, '›').replace(/\[/g, '⟦').replace(/\]/g, '⟧'))
    .replace(tagPattern, (tag) => tag.replace(/</g, '‹').replace(/>/g, '›'));
}
