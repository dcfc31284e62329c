import type { Command } from 'commander';
import { UsageError } from '../../errors/index.js';
import type { ApiKeyRecord, ApiKeyStore } from '../../server/index.js';
import type { CliContext } from '../context.js';

async function withKeys<T>(context: CliContext, fn: (keys: ApiKeyStore) => Promise<T>): Promise<T> {
  const { createApiKeyStore } = await import('../../server/keys/api-keys.js');
  const anker = await context.openAnker();
  try {
    return await fn(createApiKeyStore(anker.store.sql));
  } finally {
    await anker.close();
  }
}

function formatKey(record: ApiKeyRecord): string {
  return `${record.id}  ${record.tenantId}  ${record.revokedAt ? `revoked ${record.revokedAt}` : 'valid'}  created ${record.createdAt}${record.name ? `  ${record.name}` : ''}`;
}

/** `anker keys create|list|revoke`: API keys of `anker serve`, stored as sha256 hashes in the store. */
export function registerKeysCommand(program: Command, context: CliContext): void {
  const keys = program
    .command('keys')
    .description('API keys of the HTTP/MCP service, per tenant (stored hashed; a key is shown once)');

  keys
    .command('create')
    .description('Create a key for the tenant given with --tenant; prints the key once')
    .option('--name <label>', 'a label for the key')
    .action(async (options: { name?: string }) => {
      const tenant = context.options().tenant;
      if (!tenant) throw new UsageError('Give the tenant the key is for.', 'Example: anker keys create --tenant acme');
      const created = await withKeys(context, (store) => store.create(tenant, { name: options.name }));
      if (context.options().json) context.out(JSON.stringify(created));
      else {
        context.out(created.key);
        context.err(`Key ${created.record.id} for tenant ${tenant}. It is shown only now; store it safely.`);
      }
    });

  keys
    .command('list')
    .description('List keys (all tenants, or the one given with --tenant); never shows a secret')
    .action(async () => {
      const records = await withKeys(context, (store) => store.list(context.options().tenant));
      if (context.options().json) context.out(JSON.stringify({ keys: records }));
      else context.out(records.length === 0 ? 'No keys.' : records.map(formatKey).join('\n'));
    });

  keys
    .command('revoke')
    .description('Revoke a key by its id (key_…)')
    .argument('<id>', 'key id from `anker keys list`')
    .action(async (id: string) => {
      const revoked = await withKeys(context, (store) => store.revoke(id));
      if (!revoked) {
        context.err(`No valid key with id ${id}.`);
        context.exitCode = 1;
      }
      if (context.options().json) context.out(JSON.stringify({ id, revoked }));
      else if (revoked) context.out(`Revoked ${id}.`);
    });
}
