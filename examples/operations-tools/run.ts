// Runnable demo: `npx tsx examples/operations-tools/run.ts`. Shows validation, a parallel batch and an approval.
import { createToolRuntime } from '../../src/tools/index.js';
import { createOperationsToolset } from './index.js';

const { tools } = createOperationsToolset();
const runtime = createToolRuntime({ tools, language: 'de' });
const context = { runId: 'demo-run' };

const outcomes = await runtime.executeToolCalls(
  [
    { callId: 'c1', toolName: 'get_sensor_reading', arguments: { sensor_id: 'A_LINE1_042' } },
    { callId: 'c2', toolName: 'get_sensor_reading', arguments: { sensor_id: 'B_LINE3_999' } },
    { callId: 'c3', toolName: 'get_sensor_history', arguments: { sensor_id: 'B_LINE3_016', start_date: '2026-02-30', end_date: '2026-03-02' } },
    { callId: 'c4', toolName: 'create_work_order', arguments: { asset_id: 'AS-10042', priority: 'P2', description: 'Lagertemperatur über Grenzwert, bitte prüfen' } },
  ],
  context,
);
process.stdout.write(`${JSON.stringify(outcomes, null, 2)}\n`);

const [approval] = await runtime.listApprovals('default', 'pending');
if (approval) {
  await runtime.decideApproval(approval.id, { decision: 'approve', decidedBy: 'schichtleitung' });
  process.stdout.write(`${JSON.stringify(await runtime.resumeApproval(approval.id), null, 2)}\n`);
}
process.stdout.write(`${JSON.stringify(await runtime.toolStats(), null, 2)}\n`);
