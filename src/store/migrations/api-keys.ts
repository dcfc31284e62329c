import type { Migration } from '../../spec/index.js';

/**
 * API keys of the HTTP and MCP service. Only the sha256 of a key is stored; the key itself is shown once when it is
 * created. `tenant_id` leads the primary key like every table; the hash is unique across tenants because a request
 * names its key, not its tenant. A revoked key keeps its row (who had access when) with `revoked_at` set.
 */
export const apiKeysMigration: Migration = {
  version: 2,
  name: 'api keys per tenant',
  async up(sql) {
    await sql.query(`CREATE TABLE api_keys (
      tenant_id text NOT NULL REFERENCES tenants (tenant_id),
      id text NOT NULL,
      key_hash text NOT NULL,
      name text,
      created_at timestamptz NOT NULL DEFAULT now(),
      revoked_at timestamptz,
      PRIMARY KEY (tenant_id, id)
    )`);
    await sql.query('CREATE UNIQUE INDEX api_keys_hash ON api_keys (key_hash)');
    await sql.query('CREATE UNIQUE INDEX api_keys_id ON api_keys (id)');
  },
};
