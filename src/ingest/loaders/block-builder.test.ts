import { describe, expect, it } from 'vitest';
import { BlockBuilder } from './block-builder.js';

/** What BlockBuilder.text made of a block before lines without a run of spaces were passed over. */
function replacedLineByLine(rawText: string): string {
  return rawText
    .split('\n')
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const BLOCKS = [
  'Die Wartung erfolgt quartalsweise.',
  'one space each',
  'two  spaces',
  'tab\there',
  'no-break\u00a0space',
  'mixed \t\u00a0 run',
  'trailing space ',
  'trailing tab\t',
  'trailing em space\u2003',
  ' leading space',
  '  leading run\n  indented line',
  'wide\u2003em space stays',
  'line one\n\n\n\nline two',
  'a \u2028 b',
  '',
  ' \t ',
  '| a  | b |\n|---|---|\n| 1\t| 2 |',
];

describe('BlockBuilder.text', () => {
  it('collapses runs of spaces, tabs and no-break spaces as a replace of every line did', () => {
    for (const raw of BLOCKS) {
      const builder = new BlockBuilder();
      builder.text(raw);
      const expected = replacedLineByLine(raw);
      expect(builder.blocks.map((block) => block.text)).toEqual(expected === '' ? [] : [expected]);
    }
  });
});
