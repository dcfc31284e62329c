/**
 * Command-line options a question names (`-9`, `-x`, `--best`, `--files-with-matches`): what a man page or README
 * documents option by option. A single dash with one letter or one digit, or two dashes with a word; never a hyphen
 * inside a word (`E-Mail`), a negative quantity (`-20 °C`, `-5 %`) or a dash between spaces.
 */
const OPTION = /(?<![\p{L}\p{N}-])(--[A-Za-z][A-Za-z0-9-]*[A-Za-z0-9]|-[A-Za-z](?![\p{L}\p{N}-])|-\d(?![\p{L}\p{N}.,-]))(?!\s*(?:°|%|‰|€|\$|grad\b|degrees?\b))/gu;

/** The options of a text, as written, each once. */
export function commandOptions(text: string): string[] {
  return [...new Set([...text.matchAll(OPTION)].map((match) => match[1]!))];
}

/** Whether a text names the option as one (`-9` in `-1 or --fast … -9 or --best`, not in `-90` or `file-9`). */
export function namesOption(text: string, option: string): boolean {
  const escaped = option.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}\\-])${escaped}(?![\\p{L}\\p{N}-])`, 'u').test(text);
}

/** The text with its command-line options blanked out (their digits are no numbers, their letters no words). */
export function withoutCommandOptions(text: string): string {
  return text.replace(OPTION, (match) => ' '.repeat(match.length));
}
