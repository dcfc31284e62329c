import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Embedder } from '../../spec/embedder.js';
import { createToolSelector } from './select-tools.js';

const tools = JSON.parse(readFileSync(new URL('../__fixtures__/ferry-tools.json', import.meta.url), 'utf8')).tools;

describe('createToolSelector', () => {
  it('offers every tool while there are few enough', async () => {
    const selection = await createToolSelector(tools).select('Wo liegt das Schiff MF-204 gerade?');
    expect(selection.selected).toBe(false);
    expect(selection.names).toHaveLength(12);
  });

  it('ranks the matching tools first when forced to select, with pinned tools always offered', async () => {
    const selector = createToolSelector(tools);
    const contract = await selector.select('Welche Stornofrist steht im Chartervertrag des Kunden?', { force: true, topK: 3, pinned: ['search_knowledge_base'] });
    expect(contract.selected).toBe(true);
    expect(contract.names[0]).toBe('search_knowledge_base');
    expect(contract.names).toContain('get_charter_details');
    expect(contract.names).toHaveLength(4);
    const warning = await selector.select('Quittiere bitte die Warnmeldung WM-0412', { force: true, topK: 1 });
    expect(warning.names).toEqual(['acknowledge_warning']);
  });

  it('selects once more than the threshold are registered and uses the embedder as a third list', async () => {
    const many = [...tools, ...Array.from({ length: 10 }, (_, index) => ({ name: `get_weather_${index}`, description: `Weather forecast for region ${index}.` }))];
    const embedder: Embedder = { id: 'fake', dimensions: 2, embed: async (texts) => texts.map((text) => (/rain|weather|regen/i.test(text) ? new Float32Array([1, 0]) : new Float32Array([0, 1]))) };
    const selection = await createToolSelector(many, { embedder }).select('Wird es morgen Regen geben?', { topK: 5 });
    expect(selection.selected).toBe(true);
    expect(selection.names).toHaveLength(5);
    expect(selection.names.every((name) => name.startsWith('get_weather_'))).toBe(true);
    expect(selection.scores[0]?.vectorRank).not.toBeNull();
  });
});
