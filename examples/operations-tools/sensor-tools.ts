import { z } from 'zod';
import { ToolExecutionError } from '../../src/errors/index.js';
import { defineTool, type AnyToolSpec } from '../../src/tools/index.js';
import type { FakeOperationsBackend } from './fake-backend.js';

const sensorId = z.string().regex(/^[A-Z]_LINE[1-9]_[0-9]{3}$/).describe('Sensorkennung <Halle>_LINE<Linie>_<dreistellige Nummer>, z. B. A_LINE1_042.').meta({ examples: ['A_LINE1_042'] });
const isoDate = (what: string) => z.iso.date().describe(`${what} (ISO 8601, JJJJ-MM-TT), einschließlich, z. B. 2026-11-01.`).meta({ examples: ['2026-11-01'] });
const intervals = { '1m': 1, '15m': 15, '1h': 60, '1d': 1440 } as const;
const readingOutput = z.object({ sensor_id: z.string(), value: z.number(), unit: z.string(), timestamp: z.string() });

/** Sensor tools: one current value, several current values, a history, the sensors of a line. */
export function sensorTools(backend: FakeOperationsBackend): AnyToolSpec[] {
  const sensorReference = { values: () => backend.fixtures.sensors, listTool: 'list_sensors' };
  return [
    defineTool({
      name: 'get_sensor_reading',
      description: {
        purpose: 'Liefert den aktuellen (zuletzt gemeldeten) Messwert EINES Sensors mit Zeitstempel und Einheit.',
        useWhen: "Fragen wie 'Wie hoch ist die Temperatur gerade?' zu genau einem Sensor.",
        doNotUseFor: 'Verläufe (get_sensor_history) oder mehrere Sensoren (get_sensor_readings).',
        examples: ['Wie ist der aktuelle Wert von Sensor A_LINE1_042?'],
      },
      inputSchema: z.object({ sensor_id: sensorId, unit_system: z.enum(['native', 'si']).default('native').describe('Einheitensystem der Antwort.') }),
      sideEffect: 'none',
      references: { sensor_id: sensorReference },
      checkOutput: (output) => readingOutput.safeParse(output).success,
      policy: { timeoutMs: 2_000 },
      async execute(args, context) {
        const reading = await backend.currentReading(args.sensor_id, context.signal);
        if (!reading) throw Object.assign(new ToolExecutionError('get_sensor_reading', 'PERMANENT', `Sensor ${args.sensor_id} not found`), { statusCode: 404 });
        return reading;
      },
    }),
    defineTool({
      name: 'get_sensor_readings',
      description: {
        purpose: 'Liefert die aktuellen Messwerte MEHRERER Sensoren (höchstens 20) in einem Aufruf.',
        useWhen: 'mehrere Sensoren gleichzeitig abgefragt werden.',
        doNotUseFor: 'einen einzelnen Sensor (get_sensor_reading) oder Verläufe (get_sensor_history).',
        examples: ['Aktuelle Werte von A_LINE1_042, A_LINE1_043 und A_LINE2_007?'],
      },
      inputSchema: z.object({ sensor_ids: z.array(sensorId).min(1).max(20).describe('Liste von Sensorkennungen, z. B. ["A_LINE1_042","A_LINE2_007"].') }),
      sideEffect: 'none',
      references: { sensor_ids: sensorReference },
      checkOutput: (output) => z.array(readingOutput).safeParse(output).success,
      policy: { timeoutMs: 3_000 },
      async execute(args, context) {
        const readings = await Promise.all(args.sensor_ids.map((id) => backend.currentReading(id, context.signal)));
        return readings.filter((reading) => reading !== null);
      },
    }),
    defineTool({
      name: 'get_sensor_history',
      description: {
        purpose: 'Liefert den Verlauf (Zeitreihe) der Messwerte eines Sensors für einen Zeitraum, verdichtet, mit Minimum, Maximum und Mittelwert.',
        useWhen: 'Trends, Durchschnitte, Minima/Maxima in der Vergangenheit gefragt sind.',
        doNotUseFor: 'den aktuellen Wert (get_sensor_reading).',
        examples: ['Temperaturverlauf von B_LINE3_015 vom 1. bis 7. November 2026 in Stundenwerten'],
      },
      inputSchema: z.object({
        sensor_id: sensorId,
        start_date: isoDate('Erster Tag des Zeitraums'),
        end_date: isoDate('Letzter Tag des Zeitraums'),
        interval: z.enum(['1m', '15m', '1h', '1d']).default('15m').describe('Verdichtungsintervall.'),
        max_points: z.number().int().min(1).max(10_000).default(1000).describe('Höchstzahl zurückgegebener Datenpunkte, z. B. 1000.'),
      }),
      sideEffect: 'none',
      references: { sensor_id: sensorReference },
      validate: (args) =>
        args.start_date > args.end_date
          ? [{ parameter: 'end_date', message: `Das Enddatum ${args.end_date} liegt vor dem Startdatum ${args.start_date}.`, hint: 'Start- und Enddatum tauschen oder beim Nutzer nachfragen.' }]
          : [],
      checkOutput: (output) => typeof output === 'object' && output !== null && Array.isArray((output as { points?: unknown }).points),
      policy: { timeoutMs: 5_000 },
      async execute(args, context) {
        return backend.history(args.sensor_id, args.start_date, args.end_date, intervals[args.interval], args.max_points, context.signal);
      },
    }),
    defineTool({
      name: 'list_sensors',
      description: {
        purpose: 'Listet die Sensoren einer Produktionslinie mit Kennung, Typ und Einbauort, optional nach Sensortyp gefiltert.',
        useWhen: 'eine Sensorkennung unbekannt ist oder nach den Sensoren einer Linie gefragt wird.',
        doNotUseFor: 'Messwerte (get_sensor_reading, get_sensor_readings).',
        examples: ['Welche Vibrationssensoren gibt es auf Linie A_LINE2?'],
      },
      inputSchema: z.object({
        line_id: z.string().regex(/^[A-Z]_LINE[1-9]$/).describe('Linienkennung, z. B. A_LINE1.'),
        sensor_type: z.enum(['temperature', 'pressure', 'vibration', 'flow', 'energy']).optional().describe('Sensortyp als Filter.'),
        limit: z.number().int().min(1).max(500).default(100).describe('Höchstzahl der Einträge, z. B. 100.'),
      }),
      sideEffect: 'none',
      references: { line_id: { values: () => backend.fixtures.lines } },
      checkOutput: (output) => Array.isArray(output),
      async execute(args, context) {
        return backend.listSensors(args.line_id, args.sensor_type, args.limit, context.signal);
      },
    }),
  ];
}
