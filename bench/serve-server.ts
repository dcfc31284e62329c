// The server the serve benchmark loads: `anker serve` as serve.ts builds it, with the store thread chosen by the
// benchmark (`main` = PGlite on the event loop, as before; `worker` = the default of `anker serve`), no rate
// limit, and a key for tenant `bench` printed with the URL: {"url","key"} on stdout. SIGTERM stops it gracefully.
// A third argument `nocache` turns the search cache off (every search runs against the store).
import { createAnker } from '../src/app/create-anker.js';
import { resolveServerConfig } from '../src/config/index.js';
import { createApiKeyStore, createHttpApp, startHttpServer } from '../src/server/index.js';

const [db, thread, cache] = process.argv.slice(2);
if (!db || (thread !== 'main' && thread !== 'worker')) {
  process.stderr.write('usage: serve-server.ts <store folder> main|worker\n');
  process.exit(2);
}
const anker = await createAnker({ config: { db, tenant: 'bench', logLevel: 'warn' }, storeThread: thread });
const { key } = await createApiKeyStore(anker.store.sql).create('bench', { name: 'bench' });
const config = resolveServerConfig({
  host: '127.0.0.1',
  port: 0,
  rateLimitPerMinute: 1_000_000_000,
  maxUploadFiles: 10_000,
  maxUploadBytes: 512 * 1024 * 1024,
  requestTimeoutMs: 300_000,
  logLevel: 'warn',
});
const running = await startHttpServer(createHttpApp({ anker, config, searchCache: cache === 'nocache' ? false : undefined }), { host: config.host, port: 0, logger: anker.logger });
process.stdout.write(`${JSON.stringify({ url: running.url, key })}\n`);
process.once('SIGTERM', () => {
  void running
    .close({ graceMs: 2_000 })
    .then(() => anker.close())
    .then(() => process.exit(0));
});
