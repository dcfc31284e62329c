import { z } from 'zod';
import { ToolExecutionError } from '../../src/errors/index.js';
import { defineTool, type AnyToolSpec } from '../../src/tools/index.js';
import type { FakeOperationsBackend } from './fake-backend.js';

const assetId = z.string().regex(/^AS-[0-9]{5}$/).describe('Anlagenkennung, z. B. AS-10042.');
const customerId = z.string().regex(/^CUST-[0-9]{5}$/).describe('Kundennummer, z. B. CUST-00117.');
const isObject = (output: unknown) => typeof output === 'object' && output !== null && !Array.isArray(output);

function notFound(tool: string, what: string): never {
  throw Object.assign(new ToolExecutionError(tool, 'PERMANENT', `${what} not found`), { statusCode: 404 });
}

/** Work-order, contract and alarm tools; `create_work_order` is irreversible, `acknowledge_alarm` reversible. */
export function operationsTools(backend: FakeOperationsBackend): AnyToolSpec[] {
  const assets = { values: () => backend.fixtures.assets };
  const customers = { values: () => backend.fixtures.customers };
  return [
    defineTool({
      name: 'create_work_order',
      description: {
        purpose: 'Legt einen Arbeitsauftrag in der Instandhaltung an und benachrichtigt sofort die Techniker. IRREVERSIBEL (nur stornierbar); braucht eine menschliche Freigabe.',
        useWhen: 'der Nutzer ausdrücklich einen Auftrag mit Anlage, Priorität und Beschreibung anlegen lässt.',
        doNotUseFor: 'Entwürfe, Beratungsfragen oder das Nachsehen bestehender Aufträge (list_work_orders, get_work_order).',
        examples: ['Lege für AS-10042 einen P2-Auftrag an: Lagertemperatur über Grenzwert, Prüfung bis 2026-12-03.'],
      },
      inputSchema: z.object({
        asset_id: assetId,
        priority: z.enum(['P1', 'P2', 'P3', 'P4']).describe('Priorität, P1 = sofort.'),
        description: z.string().min(10).max(500).describe('Problem und gewünschte Maßnahme, z. B. "Lager läuft heiß, bitte prüfen".'),
        due_date: z.iso.date().optional().describe('Gewünschtes Erledigungsdatum (JJJJ-MM-TT), z. B. 2026-12-03.'),
      }),
      sideEffect: 'irreversible',
      references: { asset_id: assets },
      checkOutput: isObject,
      async execute(args, context) {
        return backend.createWorkOrder(args, context.idempotencyKey, context.signal);
      },
    }),
    defineTool({
      name: 'get_work_order',
      description: {
        purpose: 'Liefert Status, Priorität, zuständige Person und Verlauf EINES Arbeitsauftrags.',
        useWhen: 'die Auftragsnummer (WO-…) bekannt ist.',
        doNotUseFor: 'Aufträge ohne bekannte Nummer (list_work_orders).',
        examples: ['Was ist der Stand von Arbeitsauftrag WO-004711?'],
      },
      inputSchema: z.object({ work_order_id: z.string().regex(/^WO-[0-9]{6}$/).describe('Auftragsnummer, z. B. WO-004711.') }),
      sideEffect: 'none',
      references: { work_order_id: { values: () => backend.fixtures.workOrders(), listTool: 'list_work_orders' } },
      checkOutput: isObject,
      async execute(args, context) {
        return (await backend.getWorkOrder(args.work_order_id, context.signal)) ?? notFound('get_work_order', args.work_order_id);
      },
    }),
    defineTool({
      name: 'list_work_orders',
      description: {
        purpose: 'Listet die Arbeitsaufträge einer Anlage, optional nach Status gefiltert.',
        useWhen: 'keine Auftragsnummer bekannt ist und nach den Aufträgen einer Anlage gefragt wird.',
        doNotUseFor: 'einen Auftrag mit bekannter Nummer (get_work_order) oder das Anlegen (create_work_order).',
        examples: ['Liste die offenen Arbeitsaufträge für Anlage AS-10042.'],
      },
      inputSchema: z.object({
        asset_id: assetId,
        status: z.enum(['open', 'in_progress', 'done', 'cancelled']).optional().describe('Statusfilter.'),
        limit: z.number().int().min(1).max(200).default(50).describe('Höchstzahl, z. B. 50.'),
      }),
      sideEffect: 'none',
      references: { asset_id: assets },
      checkOutput: (output) => Array.isArray(output),
      async execute(args, context) {
        return backend.listWorkOrders(args.asset_id, args.status, args.limit, context.signal);
      },
    }),
    defineTool({
      name: 'get_contract_status',
      description: {
        purpose: 'Liefert den Kurzstatus eines Kundenvertrags (aktiv, gekündigt, beendet) und das aktuelle Laufzeitende.',
        useWhen: 'gefragt wird, ob ein Vertrag aktiv oder gekündigt ist.',
        doNotUseFor: 'Vergütung, Fristen oder Vertragsnummer (get_contract_details).',
        examples: ['Ist der Vertrag von CUST-00117 aktiv oder gekündigt?'],
      },
      inputSchema: z.object({ customer_id: customerId }),
      sideEffect: 'none',
      references: { customer_id: customers },
      checkOutput: isObject,
      async execute(args, context) {
        const contract = (await backend.contract(args.customer_id, context.signal)) ?? notFound('get_contract_status', args.customer_id);
        return { customer_id: contract.customer_id, status: contract.status, term_end: contract.term_end };
      },
    }),
    defineTool({
      name: 'get_contract_details',
      description: {
        purpose: 'Liefert die Vertragsdaten eines Kunden: Plan, Vergütung, Mindestlaufzeit, Kündigungsfrist, Vertragsnummer.',
        useWhen: 'nach Konditionen, Fristen oder der Vertragsnummer gefragt wird.',
        doNotUseFor: 'die reine Frage, ob ein Vertrag aktiv ist (get_contract_status).',
        examples: ['Welche Kündigungsfrist hat CUST-00117?'],
      },
      inputSchema: z.object({ customer_id: customerId, include_documents: z.boolean().default(false).describe('Verweise auf Vertragsdokumente mitliefern.') }),
      sideEffect: 'none',
      references: { customer_id: customers },
      checkOutput: isObject,
      async execute(args, context) {
        const contract = (await backend.contract(args.customer_id, context.signal)) ?? notFound('get_contract_details', args.customer_id);
        return args.include_documents ? { ...contract, documents: [`vertraege/${contract.contract_number}.pdf`] } : contract;
      },
    }),
    defineTool({
      name: 'acknowledge_alarm',
      description: {
        purpose: 'Quittiert einen aktiven Alarm im Leitstand und stoppt dessen Eskalation; im Leitstand wieder aufhebbar.',
        useWhen: 'der Nutzer ausdrücklich einen Alarm mit Alarmnummer quittieren lässt.',
        doNotUseFor: 'Massenquittierungen ohne Alarmnummer oder Fragen zum Alarm.',
        examples: ['Quittiere bitte den Alarm ALM-20261128, Ursache ist bekannt.'],
      },
      inputSchema: z.object({
        alarm_id: z.string().regex(/^ALM-[0-9]{8}$/).describe('Alarmnummer, z. B. ALM-20261128.'),
        comment: z.string().max(300).optional().describe('Begründung, z. B. "Ursache bekannt".'),
      }),
      sideEffect: 'reversible',
      references: { alarm_id: { values: () => backend.fixtures.alarms() } },
      checkOutput: isObject,
      async execute(args, context) {
        return (await backend.acknowledgeAlarm(args.alarm_id, args.comment, context.idempotencyKey, context.signal)) ?? notFound('acknowledge_alarm', args.alarm_id);
      },
    }),
  ];
}
