import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import type { Logger } from 'pino';
import type { HttpApp } from './create-http-app.js';

/** A listening server and how to stop it. */
export interface RunningServer {
  /** `http://host:port` as bound (the real port when 0 was asked). */
  url: string;
  port: number;
  /**
   * Graceful stop: /readyz turns 503, the listener closes (no new connections), requests in flight finish, idle
   * keep-alive connections close, running ingest jobs finish; connections still open after `graceMs` are cut.
   */
  close(options?: { graceMs?: number }): Promise<void>;
}

export async function startHttpServer(http: HttpApp, options: { host: string; port: number; logger: Logger }): Promise<RunningServer> {
  // Jobs a previous process left running can no longer finish: say so before clients poll them.
  await http.jobs.recover();
  const server = await new Promise<Server>((resolve, reject) => {
    const created = serve({ fetch: http.app.fetch, hostname: options.host, port: options.port }, () => resolve(created as Server)) as Server;
    created.once('error', reject);
  });
  const address = server.address() as AddressInfo;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  const url = `http://${host}:${address.port}`;
  options.logger.info({ event: 'server-listening', url }, 'listening');
  let closing: Promise<void> | null = null;
  return {
    url,
    port: address.port,
    close({ graceMs = 10_000 } = {}) {
      closing ??= new Promise<void>((resolve) => {
        http.drain();
        const force = setTimeout(() => server.closeAllConnections(), graceMs);
        force.unref();
        server.close(() => {
          clearTimeout(force);
          // Ingest jobs run after their request answered 202; the store must outlive them.
          void http.jobs.idle().then(() => {
            options.logger.info({ event: 'server-closed' }, 'server closed');
            resolve();
          });
        });
        server.closeIdleConnections();
      });
      return closing;
    },
  };
}
