// What a server does on SIGTERM (docs/operations.md, "Stopping a server"): a deployment replaces
// servers one by one, and a member must lose nothing to it.
//  1. GET /api/ready answers 503 at once, so the load balancer sends no new work here.
//  2. Every live socket is closed with 1012 (service restart): the browser comes back within about
//     a second, to another server, and fetches what it missed on opening (docs/decisions/0023-messages.md).
//  3. The server stops accepting connections and finishes the requests in flight (Fastify's close:
//     idle keep-alive connections are closed, a new request on a busy one is answered 503).
//  4. The database pool and the live bus are closed, then the process exits 0.
// Past the timeout (SHUTDOWN_TIMEOUT_SECONDS) it exits 1 all the same, whatever still hangs.
import type { FastifyInstance } from 'fastify';
import { LIVE_CLOSE } from '../../../shared/contracts/messages';

/**
 * Once shutting down, every answer closes its connection: a browser's keep-alive connection that
 * carried a request in flight would otherwise hold the server open for its idle timeout.
 */
export function closeConnectionsWhenShuttingDown(app: FastifyInstance & { shuttingDown: boolean }): void {
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (app.shuttingDown) reply.header('connection', 'close');
    done(null, payload);
  });
}

/** What shutting down needs of the app (structural: the app is built elsewhere). */
export interface StoppableApp {
  shuttingDown: boolean;
  websocketServer?: { clients: Set<{ close(code: number, reason: string): void }> };
  close(): Promise<unknown>;
  log: { info(object: object, message: string): void; error(object: object, message: string): void };
}

export interface ShutdownOptions {
  closeDatabase: () => Promise<void>;
  timeoutMs: number;
  /** process.exit in production; tests pass their own. */
  exit: (code: number) => void;
}

export async function shutDownGracefully(app: StoppableApp, signal: string, options: ShutdownOptions): Promise<void> {
  if (app.shuttingDown) return;
  app.shuttingDown = true;
  const startedAt = performance.now();
  // Once: what still finishes after the deadline has already ended the process.
  let exited = false;
  const exit = (code: number) => {
    if (exited) return;
    exited = true;
    options.exit(code);
  };
  app.log.info({ signal, timeoutMs: options.timeoutMs }, 'shutting down: finishing requests in flight');
  const deadline = setTimeout(() => {
    app.log.error({ timeoutMs: options.timeoutMs }, 'shutdown timed out: exiting with requests or connections still open');
    exit(1);
  }, options.timeoutMs);
  deadline.unref();
  try {
    for (const socket of app.websocketServer?.clients ?? []) socket.close(LIVE_CLOSE.serverRestart, 'server restarting');
    await app.close();
    await options.closeDatabase();
  } catch (error) {
    clearTimeout(deadline);
    app.log.error({ err: error }, 'shutdown failed');
    exit(1);
    return;
  }
  clearTimeout(deadline);
  app.log.info({ ms: Math.round(performance.now() - startedAt) }, 'shut down');
  exit(0);
}
