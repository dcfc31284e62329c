/**
 * Splits a command line into the program and its arguments, honouring single and double quotes and backslash
 * escapes, without a shell (nothing is expanded): `node "my server.mjs" --port 1` → ['node', 'my server.mjs', '--port', '1'].
 */
export function splitCommand(commandLine: string): string[] {
  const words: string[] = [];
  let current = '';
  let quote: '"' | "'" | null = null;
  let started = false;
  for (let index = 0; index < commandLine.length; index++) {
    const char = commandLine[index]!;
    if (quote) {
      if (char === quote) quote = null;
      else if (char === '\\' && quote === '"' && index + 1 < commandLine.length) current += commandLine[++index];
      else current += char;
    } else if (char === '"' || char === "'") {
      quote = char;
      started = true;
    } else if (char === '\\' && index + 1 < commandLine.length) {
      current += commandLine[++index];
      started = true;
    } else if (/\s/.test(char)) {
      if (started) words.push(current);
      current = '';
      started = false;
    } else {
      current += char;
      started = true;
    }
  }
  if (quote) throw new TypeError(`Unclosed ${quote} in command: ${commandLine}`);
  if (started) words.push(current);
  return words;
}
