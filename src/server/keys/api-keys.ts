import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { SqlClient } from '../../spec/index.js';
import { UsageError } from '../../errors/index.js';

/** A stored API key, without its secret (which is never stored). */
export interface ApiKeyRecord {
  /** Public id (`key_…`), shown in lists and used to revoke. */
  id: string;
  tenantId: string;
  /** Free label given at creation, or null. */
  name: string | null;
  /** ISO timestamp. */
  createdAt: string;
  /** ISO timestamp, or null while the key is valid. */
  revokedAt: string | null;
}

/** What a presented key resolves to. */
export interface ApiKeyPrincipal {
  keyId: string;
  tenantId: string;
}

/** Keys of the service, stored as sha256 hashes in `api_keys` (migration in src/store/migrations/api-keys.ts). */
export interface ApiKeyStore {
  /** Creates a key for `tenantId`; `key` is the secret, returned only here. */
  create(tenantId: string, options?: { name?: string }): Promise<{ key: string; record: ApiKeyRecord }>;
  /** Keys of one tenant, or of all tenants; newest first. */
  list(tenantId?: string): Promise<ApiKeyRecord[]>;
  /** Revokes a key by id; false when no valid key has that id. */
  revoke(id: string): Promise<boolean>;
  /** The tenant of a presented key, or null when it is unknown or revoked. */
  verify(key: string): Promise<ApiKeyPrincipal | null>;
}

/** Same rule as `--tenant`: letters, digits, `_`, `-`, `.`; 1-64 characters. */
export const TENANT_PATTERN = /^[A-Za-z0-9_.-]{1,64}$/;

const KEY_PREFIX = 'ank_';

/** sha256 (hex) of a key: what is stored and looked up. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** Constant-time comparison of a presented secret with the configured one (e.g. the admin key). */
export function secretsEqual(presented: string, expected: string): boolean {
  return timingSafeEqual(Buffer.from(hashApiKey(presented), 'hex'), Buffer.from(hashApiKey(expected), 'hex'));
}

export function createApiKeyStore(sql: SqlClient, options: { random?: (bytes: number) => Buffer } = {}): ApiKeyStore {
  const random = options.random ?? randomBytes;
  return {
    async create(tenantId, createOptions = {}) {
      if (!TENANT_PATTERN.test(tenantId)) {
        throw new UsageError(`Invalid tenant "${tenantId}".`, 'A tenant id is 1-64 letters, digits, "_", "-" or ".".');
      }
      const id = `key_${random(6).toString('hex')}`;
      const key = `${KEY_PREFIX}${random(32).toString('base64url')}`;
      const record = await sql.transaction(async (tx) => {
        await tx.query('INSERT INTO tenants (tenant_id) VALUES ($1) ON CONFLICT (tenant_id) DO NOTHING', [tenantId]);
        const result = await tx.query(
          'INSERT INTO api_keys (tenant_id, id, key_hash, name) VALUES ($1, $2, $3, $4) RETURNING tenant_id, id, name, created_at, revoked_at',
          [tenantId, id, hashApiKey(key), createOptions.name ?? null],
        );
        return toRecord(result.rows[0]!);
      });
      return { key, record };
    },
    async list(tenantId) {
      const result = await sql.query(
        `SELECT tenant_id, id, name, created_at, revoked_at FROM api_keys
         WHERE ($1::text IS NULL OR tenant_id = $1) ORDER BY created_at DESC, id`,
        [tenantId ?? null],
      );
      return result.rows.map(toRecord);
    },
    async revoke(id) {
      const result = await sql.query('UPDATE api_keys SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL RETURNING id', [id]);
      return result.rows.length > 0;
    },
    async verify(key) {
      if (!key.startsWith(KEY_PREFIX) || key.length > 200) return null;
      const result = await sql.query<{ id: string; tenant_id: string }>(
        'SELECT id, tenant_id FROM api_keys WHERE key_hash = $1 AND revoked_at IS NULL',
        [hashApiKey(key)],
      );
      const row = result.rows[0];
      return row ? { keyId: row.id, tenantId: row.tenant_id } : null;
    },
  };
}

function toRecord(row: Record<string, unknown>): ApiKeyRecord {
  const iso = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string | Date).toISOString());
  return {
    id: String(row.id),
    tenantId: String(row.tenant_id),
    name: (row.name as string | null) ?? null,
    createdAt: iso(row.created_at)!,
    revokedAt: iso(row.revoked_at),
  };
}
