import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError } from '../errors/index.js';
import { loadConfigFile } from './config-file.js';
import { resolveConfig } from './resolve-config.js';
import { resolveServerConfig } from './resolve-server-config.js';

const work = mkdtempSync(join(tmpdir(), 'anker-config-file-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function folderWith(name: string, content: unknown): string {
  const folder = join(work, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, 'anker.config.json'), typeof content === 'string' ? content : JSON.stringify(content));
  return folder;
}

const FILE = {
  db: './kb',
  tenant: 'acme',
  maxFileMb: 2,
  foundThreshold: 0.8,
  cachedChunks: 50_000,
  serve: { port: 9100, maxBodyKb: 64, corsOrigins: ['https://app.example'], tools: 'tools/tools.json', executor: './tools/x.mjs', mcpServer: 'node server.js', evalResults: 'results' },
};

describe('loadConfigFile', () => {
  it('finds anker.config.json in the working directory and resolves its paths against its own folder', () => {
    const folder = folderWith('found', FILE);
    const file = loadConfigFile({ env: {}, cwd: folder });
    expect(file.path).toBe(join(folder, 'anker.config.json'));
    expect(file.anker).toEqual({ db: join(folder, 'kb'), tenant: 'acme', maxFileBytes: 2 * 1024 * 1024, foundThreshold: 0.8, cachedChunks: 50_000 });
    expect(file.server).toEqual({ port: 9100, maxBodyBytes: 64 * 1024, corsOrigins: ['https://app.example'] });
    expect(file.serve).toEqual({ tools: join(folder, 'tools/tools.json'), executor: join(folder, 'tools/x.mjs'), mcpServer: 'node server.js', evalResults: join(folder, 'results') });
  });

  it('keeps database URLs as they are', () => {
    const folder = folderWith('url', { db: 'postgres://anker@db/anker' });
    expect(loadConfigFile({ env: {}, cwd: folder }).anker.db).toBe('postgres://anker@db/anker');
  });

  it('prefers the named file (--config) over ANKER_CONFIG over the working directory', () => {
    const cwd = folderWith('cwd', { tenant: 'from-cwd' });
    const viaEnv = folderWith('env', { tenant: 'from-env' });
    const viaFlag = folderWith('flag', { tenant: 'from-flag' });
    const env = { ANKER_CONFIG: join(viaEnv, 'anker.config.json') };
    expect(loadConfigFile({ env: {}, cwd }).anker.tenant).toBe('from-cwd');
    expect(loadConfigFile({ env, cwd }).anker.tenant).toBe('from-env');
    expect(loadConfigFile({ env, cwd, path: join(viaFlag, 'anker.config.json') }).anker.tenant).toBe('from-flag');
  });

  it('is empty without a file, and an explicitly named file must exist', () => {
    const empty = join(work, 'empty');
    mkdirSync(empty, { recursive: true });
    expect(loadConfigFile({ env: {}, cwd: empty })).toEqual({ path: null, folder: empty, anker: {}, server: {}, serve: {} });
    expect(() => loadConfigFile({ env: { ANKER_CONFIG: 'missing.json' }, cwd: empty })).toThrow(/missing\.json does not exist/);
    expect(() => loadConfigFile({ env: {}, cwd: empty, path: 'missing.json' })).toThrow(ConfigError);
  });

  it.each([
    ['an unknown key', { prot: 1 }, /prot/],
    ['an unknown serve key', { serve: { adminkey: 'x' } }, /adminkey/],
    ['a wrong type', { serve: { port: '80' } }, /serve\.port/],
    ['a threshold out of range', { foundThreshold: 2 }, /foundThreshold/],
    ['a short admin key', { serve: { adminKey: 'short' } }, /serve\.adminKey/],
    ['no JSON', '{ db: ', /Cannot read the configuration file/],
  ])('refuses %s, naming the file and the key', (_name, content, pattern) => {
    const folder = folderWith(`bad-${_name.replace(/\W/g, '-')}`, content);
    expect(() => loadConfigFile({ env: {}, cwd: folder })).toThrow(pattern);
    expect(() => loadConfigFile({ env: {}, cwd: folder })).toThrow(/anker\.config\.json/);
  });
});

describe('precedence: options > env > file > defaults', () => {
  const folder = folderWith('precedence', FILE);
  const file = loadConfigFile({ env: {}, cwd: folder });

  it('for the instance settings', () => {
    expect(resolveConfig({}, {}, file.anker)).toMatchObject({ db: join(folder, 'kb'), tenant: 'acme', foundThreshold: 0.8, maxFileBytes: 2 * 1024 * 1024, model: 'offline' });
    expect(resolveConfig({}, { ANKER_TENANT: 'env', ANKER_MAX_FILE_MB: '3' }, file.anker)).toMatchObject({ tenant: 'env', maxFileBytes: 3 * 1024 * 1024, foundThreshold: 0.8 });
    expect(resolveConfig({ tenant: 'flag' }, { ANKER_TENANT: 'env' }, file.anker).tenant).toBe('flag');
    expect(resolveConfig({}, {}, {}).tenant).toBe('default');
  });

  it('for the server settings', () => {
    expect(resolveServerConfig({}, {}, file.server)).toMatchObject({ port: 9100, maxBodyBytes: 64 * 1024, corsOrigins: ['https://app.example'], host: '127.0.0.1' });
    expect(resolveServerConfig({}, { ANKER_PORT: '9200', ANKER_CORS_ORIGINS: 'https://env.example' }, file.server)).toMatchObject({ port: 9200, corsOrigins: ['https://env.example'] });
    expect(resolveServerConfig({ port: 0 }, { ANKER_PORT: '9200' }, file.server).port).toBe(0);
  });

  it('validates a file value like any other, naming the option and the env var', () => {
    expect(() => resolveConfig({}, {}, { lowThreshold: 0.9, foundThreshold: 0.8 })).toThrow(/ANKER_LOW_THRESHOLD/);
  });
});
