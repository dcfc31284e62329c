import { describe, expect, it } from 'vitest';
import { ConfigError } from '../../errors/index.js';
import { createBuiltinEmbedder } from './builtin-embedder.js';

const embedder = createBuiltinEmbedder();

function cosine(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += a[i]! * b[i]!;
  return sum;
}

async function similarity(left: string, right: string): Promise<number> {
  const [a, b] = await embedder.embed([left, right]);
  return cosine(a!, b!);
}

describe('createBuiltinEmbedder', () => {
  it('has a versioned id and the requested dimensions', () => {
    expect(embedder.id).toBe('builtin:v1-384');
    expect(embedder.dimensions).toBe(384);
    const wide = createBuiltinEmbedder({ dimensions: 768 });
    expect(wide.id).toBe('builtin:v1-768');
    expect(wide.dimensions).toBe(768);
  });

  it('rejects impossible dimensions with a ConfigError', () => {
    expect(() => createBuiltinEmbedder({ dimensions: 0 })).toThrow(ConfigError);
    expect(() => createBuiltinEmbedder({ dimensions: 12.5 })).toThrow(ConfigError);
    expect(() => createBuiltinEmbedder({ dimensions: 100_000 })).toThrow(/32 to 4096/);
  });

  it('is deterministic across calls and instances, and independent of batch composition', async () => {
    const text = 'Die Kündigungsfrist beträgt 3 Monate zum Quartalsende.';
    const [first] = await embedder.embed([text]);
    const [, second] = await createBuiltinEmbedder().embed(['anderer Text', text]);
    expect(Array.from(second!)).toEqual(Array.from(first!));
  });

  it('returns L2-normalised Float32Arrays, also for empty and stopword-only text', async () => {
    const vectors = await embedder.embed(['Preisliste 2026 für HelixCloud', '', 'und die der']);
    for (const vector of vectors) {
      expect(vector).toBeInstanceOf(Float32Array);
      expect(vector.length).toBe(384);
      expect(Math.sqrt(cosine(vector, vector))).toBeCloseTo(1, 5);
    }
  });

  it('keeps the feature cache bounded without changing results', async () => {
    const tiny = createBuiltinEmbedder({ cacheSize: 2 });
    const text = 'Vertragsauflösung Kündigung Frist Preis Wartung';
    const [a] = await tiny.embed([text]);
    const [b] = await embedder.embed([text]);
    expect(Array.from(a!)).toEqual(Array.from(b!));
  });

  it('stops when the signal is already aborted', async () => {
    await expect(embedder.embed(['x'], { signal: AbortSignal.abort(new Error('stop')) })).rejects.toThrow(
      'stop',
    );
  });

  it.each([
    ['Kündigungsfrist', 'Frist für die Kündigung', 'Preis für die Wartung'],
    ['Vertragsauflösung', 'Auflösung des Vertrags', 'Anmeldung zum Newsletter'],
    ['Rufbereitschaftspauschale', 'Pauschale für die Bereitschaft', 'Urlaubsantrag einreichen'],
    ['Verfügbarkeitsgarantie', 'Garantie der Verfügbarkeit', 'Reisekosten erstatten'],
    ['Preise', 'Preis', 'Urlaub'],
    ['Verträge', 'Vertrag', 'Sensor'],
    ['Kündigungen', 'Kündigung', 'Rechnung'],
    [
      'Wie lang ist die Kündigungsfrist im Enterprise-Vertrag?',
      'Die Frist für eine Kündigung des Enterprise-Vertrags beträgt drei Monate zum Quartalsende.',
      'Reisekosten werden innerhalb von 30 Tagen nach Einreichung der Belege erstattet.',
    ],
    [
      'How do I cancel my subscription?',
      'To cancel a subscription, open the billing page and choose cancel.',
      'The sensor measures temperature every five minutes.',
    ],
    ['service level agreements', 'the service level agreement', 'travel expense policy'],
    ['get_sensor_reading', 'latest reading of a sensor', 'list_work_orders'],
    ['Sensordaten', 'Daten des Sensors', 'Wartungsfenster'],
    [
      'What is the price of the premium plan?',
      'The premium plan costs 49 euros per month; prices exclude VAT.',
      'Employees may work from home two days a week.',
    ],
  ])('puts "%s" nearer to "%s" than to "%s"', async (anchor, paraphrase, unrelated) => {
    const near = await similarity(anchor, paraphrase);
    const far = await similarity(anchor, unrelated);
    expect(near).toBeGreaterThan(0.3);
    expect(near - far).toBeGreaterThan(0.25);
  });
});
