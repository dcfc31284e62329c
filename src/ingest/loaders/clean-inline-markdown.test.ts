import { describe, expect, it } from 'vitest';
import { cleanInlineMarkdown } from './clean-inline-markdown.js';

describe('cleanInlineMarkdown', () => {
  it.each([
    ['**fett** und __auch__', 'fett und auch'],
    ['*kursiv* aber 2 * 3 * 4 bleibt', 'kursiv aber 2 * 3 * 4 bleibt'],
    ['`code` bleibt Text', 'code bleibt Text'],
    ['[Preisliste](https://x.example/p) lesen', 'Preisliste (https://x.example/p) lesen'],
    ['[https://x.example](https://x.example)', 'https://x.example'],
    ['[Abschnitt](#abschnitt)', 'Abschnitt'],
    ['![Logo](logo.png) Text', 'Logo Text'],
    ['Mail an <support@helixcloud.example> oder <https://status.example>', 'Mail an support@helixcloud.example oder https://status.example'],
    ['Zeile<br>weiter <sup>1</sup> <span class="x">Text</span>', 'Zeile weiter 1 Text'],
    ['Überschrift {#anker}', 'Überschrift'],
    ['admin_test_07 und snake_case bleiben', 'admin_test_07 und snake_case bleiben'],
    ['Preis \\*netto\\*', 'Preis *netto*'],
  ])('%j → %j', (input, output) => {
    expect(cleanInlineMarkdown(input)).toBe(output);
  });
});
