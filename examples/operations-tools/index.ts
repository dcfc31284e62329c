import type { AnyToolSpec } from '../../src/tools/index.js';
import { createFakeOperationsBackend, type FakeBackendOptions, type FakeOperationsBackend } from './fake-backend.js';
import { operationsTools } from './operations-tools.js';
import { sensorTools } from './sensor-tools.js';

export { createFakeOperationsBackend } from './fake-backend.js';
export type { FakeOperationsBackend, FakeBackendOptions, FakeBackendSnapshot } from './fake-backend.js';

/** The example operations toolset (sensors, work orders, contracts, alarms) over a fake backend. */
export function createOperationsToolset(options: FakeBackendOptions & { backend?: FakeOperationsBackend } = {}): {
  backend: FakeOperationsBackend;
  tools: AnyToolSpec[];
} {
  const backend = options.backend ?? createFakeOperationsBackend(options);
  return { backend, tools: [...sensorTools(backend), ...operationsTools(backend)] };
}
