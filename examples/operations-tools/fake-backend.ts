/**
 * An in-memory operations backend (sensors, work orders, contracts, alarms) that behaves like a real one:
 * deterministic readings, server-side idempotency keys for writes, realistic ids and a little latency.
 * Fixture ids match ../shared/eval/grounding-dev/tools.json.
 */

export interface SensorInfo {
  sensor_id: string;
  line_id: string;
  sensor_type: 'temperature' | 'pressure' | 'vibration' | 'flow' | 'energy';
  location: string;
  unit: string;
}

export interface WorkOrder {
  work_order_id: string;
  asset_id: string;
  priority: 'P1' | 'P2' | 'P3' | 'P4';
  status: 'open' | 'in_progress' | 'done' | 'cancelled';
  description: string;
  assignee: string;
  due_date: string | null;
  history: Array<{ at: string; event: string }>;
}

export interface Contract {
  customer_id: string;
  customer_name: string;
  status: 'active' | 'cancelled' | 'ended';
  term_end: string;
  plan: string;
  monthly_fee_eur: number;
  minimum_term_months: number;
  notice_period_days: number;
  contract_number: string;
}

const sensors: SensorInfo[] = [
  { sensor_id: 'A_LINE1_042', line_id: 'A_LINE1', sensor_type: 'temperature', location: 'Halle A, Linie 1, Lager Antrieb', unit: '°C' },
  { sensor_id: 'A_LINE1_043', line_id: 'A_LINE1', sensor_type: 'pressure', location: 'Halle A, Linie 1, Hydraulik', unit: 'bar' },
  { sensor_id: 'A_LINE2_007', line_id: 'A_LINE2', sensor_type: 'vibration', location: 'Halle A, Linie 2, Pumpe P7', unit: 'mm/s' },
  { sensor_id: 'B_LINE3_015', line_id: 'B_LINE3', sensor_type: 'temperature', location: 'Halle B, Linie 3, Ofen', unit: '°C' },
  { sensor_id: 'B_LINE3_016', line_id: 'B_LINE3', sensor_type: 'flow', location: 'Halle B, Linie 3, Kühlkreislauf', unit: 'l/min' },
  { sensor_id: 'C_LINE1_101', line_id: 'C_LINE1', sensor_type: 'energy', location: 'Halle C, Linie 1, Einspeisung', unit: 'kWh' },
];

const baseValues: Record<SensorInfo['sensor_type'], number> = { temperature: 61.5, pressure: 4.2, vibration: 2.8, flow: 118, energy: 5230 };

function hashString(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Settings of the fake backend. */
export interface FakeBackendOptions {
  /** Epoch ms (default: the fixtures' reference date 2026-11-29T10:00Z). */
  clock?: () => number;
  /** Simulated latency per request in ms (default 0). */
  latencyMs?: number;
  /** State to start from (from `snapshot()`), so the backend outlives a process, e.g. between CLI calls. */
  snapshot?: FakeBackendSnapshot;
}

type Alarm = { alarm_id: string; acknowledged: boolean; comment: string | null };

/** The backend's mutable state as plain JSON: work orders, alarms, idempotency keys and counters. */
export interface FakeBackendSnapshot {
  workOrders: WorkOrder[];
  alarms: Alarm[];
  keyResults: Array<[string, unknown]>;
  effects: Array<[string, number]>;
  deduplicated: number;
  nextWorkOrder: number;
}

/** The fake backend's state and operations; `effects` counts applied writes per idempotency key. */
export function createFakeOperationsBackend(options: FakeBackendOptions = {}) {
  const clock = options.clock ?? (() => Date.parse('2026-11-29T10:00:00Z'));
  const workOrders = new Map<string, WorkOrder>([
    ['WO-004711', { work_order_id: 'WO-004711', asset_id: 'AS-10042', priority: 'P2', status: 'in_progress', description: 'Lagertemperatur Antrieb prüfen', assignee: 'J. Berger', due_date: '2026-12-01', history: [{ at: '2026-11-25T08:12:00Z', event: 'created' }, { at: '2026-11-26T07:30:00Z', event: 'in_progress' }] }],
    ['WO-004712', { work_order_id: 'WO-004712', asset_id: 'AS-10042', priority: 'P3', status: 'open', description: 'Filter Hydraulik tauschen', assignee: 'unassigned', due_date: null, history: [{ at: '2026-11-27T14:02:00Z', event: 'created' }] }],
    ['WO-004730', { work_order_id: 'WO-004730', asset_id: 'AS-30115', priority: 'P4', status: 'done', description: 'Sichtprüfung Einspeisung', assignee: 'M. Yilmaz', due_date: '2026-11-20', history: [{ at: '2026-11-18T09:00:00Z', event: 'created' }, { at: '2026-11-20T15:45:00Z', event: 'done' }] }],
  ]);
  const contracts = new Map<string, Contract>([
    ['CUST-00117', { customer_id: 'CUST-00117', customer_name: 'Alpha Maschinenbau GmbH', status: 'active', term_end: '2027-06-30', plan: 'Enterprise', monthly_fee_eur: 4900, minimum_term_months: 24, notice_period_days: 90, contract_number: 'V-2025-0117' }],
    ['CUST-00231', { customer_id: 'CUST-00231', customer_name: 'Beta Logistics Corp.', status: 'cancelled', term_end: '2026-12-31', plan: 'Business', monthly_fee_eur: 1290, minimum_term_months: 12, notice_period_days: 30, contract_number: 'V-2024-0231' }],
  ]);
  const alarms = new Map<string, Alarm>([
    ['ALM-20261128', { alarm_id: 'ALM-20261128', acknowledged: false, comment: null }],
    ['ALM-20261129', { alarm_id: 'ALM-20261129', acknowledged: false, comment: null }],
  ]);
  const keyResults = new Map<string, unknown>();
  /** Writes actually applied, per idempotency key (or per request without one). */
  const effects = new Map<string, number>();
  /** Writes that arrived again with a known key and were answered from the first result. */
  const counters = { deduplicated: 0 };
  let nextWorkOrder = 4731;
  if (options.snapshot) {
    const saved = options.snapshot;
    workOrders.clear();
    for (const order of saved.workOrders) workOrders.set(order.work_order_id, order);
    alarms.clear();
    for (const alarm of saved.alarms) alarms.set(alarm.alarm_id, alarm);
    for (const [key, result] of saved.keyResults) keyResults.set(key, result);
    for (const [key, count] of saved.effects) effects.set(key, count);
    counters.deduplicated = saved.deduplicated;
    nextWorkOrder = saved.nextWorkOrder;
  }

  const wait = (signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      if (!options.latencyMs) return resolve();
      const timer = setTimeout(resolve, options.latencyMs);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(signal.reason);
      }, { once: true });
    });

  function reading(sensor: SensorInfo, at: number) {
    const minute = Math.floor(at / 60_000);
    const wave = Math.sin((minute + (hashString(sensor.sensor_id) % 360)) / 90);
    const value = Math.round((baseValues[sensor.sensor_type] * (1 + 0.05 * wave)) * 100) / 100;
    return { sensor_id: sensor.sensor_id, value, unit: sensor.unit, timestamp: new Date(minute * 60_000).toISOString() };
  }

  // A write with a key is applied once; repeats return the first result, like Stripe-style APIs.
  function once<T>(key: string | null, apply: () => T): T {
    if (key && keyResults.has(key)) {
      counters.deduplicated += 1;
      return keyResults.get(key) as T;
    }
    const result = apply();
    const effectKey = key ?? `anonymous-${effects.size}`;
    effects.set(effectKey, (effects.get(effectKey) ?? 0) + 1);
    if (key) keyResults.set(key, result);
    return result;
  }

  return {
    effects,
    counters,
    /** The mutable state as JSON, to restore with the `snapshot` option. */
    snapshot(): FakeBackendSnapshot {
      return structuredClone({ workOrders: [...workOrders.values()], alarms: [...alarms.values()], keyResults: [...keyResults], effects: [...effects], deduplicated: counters.deduplicated, nextWorkOrder });
    },
    fixtures: {
      sensors: sensors.map((sensor) => sensor.sensor_id),
      lines: [...new Set(sensors.map((sensor) => sensor.line_id))],
      assets: ['AS-10042', 'AS-10043', 'AS-20007', 'AS-30115'],
      workOrders: () => [...workOrders.keys()],
      customers: [...contracts.keys()],
      alarms: () => [...alarms.keys()],
    },
    async currentReading(sensorId: string, signal?: AbortSignal) {
      await wait(signal);
      const sensor = sensors.find((item) => item.sensor_id === sensorId);
      return sensor ? reading(sensor, clock()) : null;
    },
    async history(sensorId: string, startDate: string, endDate: string, intervalMinutes: number, maxPoints: number, signal?: AbortSignal) {
      await wait(signal);
      const sensor = sensors.find((item) => item.sensor_id === sensorId);
      if (!sensor) return null;
      const start = Date.parse(`${startDate}T00:00:00Z`);
      const end = Math.min(Date.parse(`${endDate}T23:59:59Z`), clock());
      const points = [];
      for (let at = start; at <= end && points.length < maxPoints; at += intervalMinutes * 60_000) points.push(reading(sensor, at));
      const values = points.map((point) => point.value);
      const truncated = points.length === maxPoints && start + maxPoints * intervalMinutes * 60_000 <= end;
      return {
        sensor_id: sensorId, unit: sensor.unit, points, truncated,
        summary: values.length === 0 ? null : { min: Math.min(...values), max: Math.max(...values), mean: Math.round((values.reduce((sum, value) => sum + value, 0) / values.length) * 100) / 100 },
      };
    },
    async listSensors(lineId: string, sensorType: string | undefined, limit: number, signal?: AbortSignal) {
      await wait(signal);
      return sensors.filter((sensor) => sensor.line_id === lineId && (!sensorType || sensor.sensor_type === sensorType)).slice(0, limit);
    },
    async getWorkOrder(id: string, signal?: AbortSignal) {
      await wait(signal);
      return workOrders.get(id) ?? null;
    },
    async listWorkOrders(assetId: string, status: string | undefined, limit: number, signal?: AbortSignal) {
      await wait(signal);
      return [...workOrders.values()].filter((order) => order.asset_id === assetId && (!status || order.status === status)).slice(0, limit);
    },
    async createWorkOrder(input: { asset_id: string; priority: WorkOrder['priority']; description: string; due_date?: string }, key: string | null, signal?: AbortSignal) {
      await wait(signal);
      return once(key, () => {
        const id = `WO-${String(nextWorkOrder++).padStart(6, '0')}`;
        const order: WorkOrder = { work_order_id: id, ...input, due_date: input.due_date ?? null, status: 'open', assignee: 'dispatch', history: [{ at: new Date(clock()).toISOString(), event: 'created' }] };
        workOrders.set(id, order);
        return { work_order_id: id, status: order.status, notified: ['instandhaltung@helix.example'] };
      });
    },
    async contract(customerId: string, signal?: AbortSignal) {
      await wait(signal);
      return contracts.get(customerId) ?? null;
    },
    async acknowledgeAlarm(alarmId: string, comment: string | undefined, key: string | null, signal?: AbortSignal) {
      await wait(signal);
      return once(key, () => {
        const alarm = alarms.get(alarmId);
        if (!alarm) return null;
        alarm.acknowledged = true;
        alarm.comment = comment ?? null;
        return { alarm_id: alarmId, acknowledged: true, escalation_stopped: true, at: new Date(clock()).toISOString() };
      });
    },
  };
}

/** The fake backend's type. */
export type FakeOperationsBackend = ReturnType<typeof createFakeOperationsBackend>;
