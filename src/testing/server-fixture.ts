import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAnker, type Anker } from '../app/index.js';
import { resolveServerConfig, type ServerConfig, type ServerConfigInput } from '../config/index.js';
import { createApiKeyStore, type ApiKeyStore } from '../server/keys/api-keys.js';

/** Small own documents, one knowledge base per tenant: what one tenant has, the other must never see. */
export const ACME_DOCS: Record<string, string> = {
  'preisliste.md': [
    '---',
    'title: Preisliste 2026',
    'version: "3.0"',
    'document_date: 2026-10-01',
    '---',
    '# Preisliste 2026',
    '',
    '## Tarif Business',
    '',
    'Der Tarif Business kostet 49 Euro pro Monat und Nutzer. Die Kündigungsfrist beträgt drei Monate zum Quartalsende.',
    '',
    '## Tarif Basic',
    '',
    'Der Tarif Basic kostet 12 Euro pro Monat. Er enthält 10 GB Speicher.',
  ].join('\n'),
};

export const GLOBEX_DOCS: Record<string, string> = {
  'urlaub.md': [
    '---',
    'title: Urlaubsregelung',
    'document_date: 2026-09-15',
    '---',
    '# Urlaubsregelung',
    '',
    'Jede Mitarbeiterin und jeder Mitarbeiter hat Anspruch auf 30 Tage Urlaub im Kalenderjahr. Resturlaub verfällt am 31. März des Folgejahres.',
  ].join('\n'),
};

export interface ServerFixture {
  anker: Anker;
  keys: ApiKeyStore;
  /** Keys of the two tenants `acme` and `globex`. */
  acmeKey: string;
  globexKey: string;
  /** A key of acme that was revoked. */
  revokedKey: string;
  /** Id of acme's document and of globex's document. */
  acmeDocumentId: string;
  globexDocumentId: string;
  config(overrides?: ServerConfigInput): ServerConfig;
  close(): Promise<void>;
}

export const ADMIN_KEY = 'admin-key-for-tests-0123456789';

async function writeDocs(folder: string, docs: Record<string, string>): Promise<void> {
  for (const [name, text] of Object.entries(docs)) await writeFile(join(folder, name), text);
}

/** One in-memory store with two tenants, their documents and keys; open it once per test file (PGlite takes seconds). */
export async function openServerFixture(): Promise<ServerFixture> {
  const folder = await mkdtemp(join(tmpdir(), 'anker-server-'));
  const acmeFolder = join(folder, 'acme');
  const globexFolder = join(folder, 'globex');
  await mkdir(acmeFolder, { recursive: true });
  await mkdir(globexFolder, { recursive: true });
  await writeDocs(acmeFolder, ACME_DOCS);
  await writeDocs(globexFolder, GLOBEX_DOCS);
  const anker = await createAnker({ config: { db: 'memory://', tenant: 'acme', model: 'offline', embedder: 'builtin', logLevel: 'silent', grounding: 'rules' } });
  await anker.forTenant('acme').ingest([acmeFolder]);
  await anker.forTenant('globex').ingest([globexFolder]);
  const keys = createApiKeyStore(anker.store.sql);
  const acme = await keys.create('acme', { name: 'test' });
  const globex = await keys.create('globex');
  const revoked = await keys.create('acme', { name: 'revoked' });
  await keys.revoke(revoked.record.id);
  const [acmeDocument] = await anker.store.listDocuments('acme');
  const [globexDocument] = await anker.store.listDocuments('globex');
  await rm(folder, { recursive: true, force: true });
  return {
    anker,
    keys,
    acmeKey: acme.key,
    globexKey: globex.key,
    revokedKey: revoked.key,
    acmeDocumentId: acmeDocument!.id,
    globexDocumentId: globexDocument!.id,
    config: (overrides = {}) => resolveServerConfig({ adminKey: ADMIN_KEY, logLevel: 'silent', ...overrides }, {}),
    close: () => anker.close(),
  };
}
