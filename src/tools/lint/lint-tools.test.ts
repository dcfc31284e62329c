import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { Embedder } from '../../spec/embedder.js';
import { lintTools } from './lint-tools.js';

const toolsFile = JSON.parse(readFileSync(new URL('../__fixtures__/ferry-tools.json', import.meta.url), 'utf8'));

describe('lintTools', () => {
  it('flags names that are not verb_object, with a rename suggestion', async () => {
    const findings = await lintTools([{ name: 'sensorReading', description: 'Returns the reading. Use when asked. Not for history.' }]);
    expect(findings[0]).toMatchObject({ tool: 'sensorReading', rule: 'name-verb-object', suggestion: expect.stringContaining('get_sensor_reading') });
  });

  it('accepts a complete tool', async () => {
    const findings = await lintTools([
      {
        name: 'get_sensor_reading',
        description: { purpose: 'Returns the latest value of one sensor.', useWhen: 'the user asks for a current value', doNotUseFor: 'history (get_sensor_history)' },
        parameters: { type: 'object', properties: { sensor_id: { type: 'string', description: 'Sensor id, e.g. A_LINE1_042' } } },
      },
    ]);
    expect(findings).toEqual([]);
  });

  it('finds missing parts and parameter descriptions in a tools file', async () => {
    const findings = await lintTools(toolsFile.tools);
    const keys = findings.map((finding) => `${finding.tool}:${finding.rule}`);
    expect(keys).toContain('get_repair_order:description-missing-do-not-use');
    expect(keys).toContain('list_vessels:parameter-missing-description');
    expect(keys).toContain('search_documents:parameter-missing-example');
    expect(keys).not.toContain('get_vessel_position:parameter-missing-example');
    expect(findings.every((finding) => finding.suggestion.length > 10)).toBe(true);
  });

  it('flags the deliberate near-duplicates unless a description names the other tool', async () => {
    const similar = (await lintTools(toolsFile.tools)).filter((finding) => finding.rule === 'similar-tools');
    const pairs = similar.map((finding) => `${finding.tool}>${finding.message.match(/and "([^"]+)"/)?.[1]}`);
    expect(pairs).toEqual(expect.arrayContaining([
      'get_charter_status>get_charter_details',
      'get_charter_details>get_charter_status',
      'get_vessel_positions>get_vessel_position',
      'search_documents>search_knowledge_base',
      'get_repair_order>list_repair_orders',
    ]));
    // get_vessel_position already says "Nicht für … mehrere Schiffe (get_vessel_positions)".
    expect(pairs).not.toContain('get_vessel_position>get_vessel_positions');
    expect(pairs).not.toContain('list_vessels>list_repair_orders');
    expect(similar[0]?.suggestion).toMatch(/Not for/);
  });

  it('uses the embedder to measure description similarity when given', async () => {
    const embedder: Embedder = {
      id: 'fake',
      dimensions: 2,
      embed: async (texts) => texts.map((text) => (text.includes('weather') ? new Float32Array([1, 0]) : new Float32Array([0.99, 0.14]))),
    };
    const tools = [
      { name: 'get_weather', description: 'Returns the weather. Use when asked about weather. Not for climate.' },
      { name: 'fetch_forecast', description: 'Predicts tomorrow: sunshine, storms, umbrellas. Use when planning trips; never for history.' },
    ];
    const findings = await lintTools(tools, { embedder });
    expect(findings.filter((finding) => finding.rule === 'similar-tools')).toHaveLength(2);
    expect(await lintTools(tools)).toEqual([]);
  });
});
