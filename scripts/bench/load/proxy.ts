// The one address of `npm run bench:load`'s two app servers: a reverse proxy (http-proxy-3) that
// passes HTTP requests and WebSocket upgrades round-robin to the servers that answered their last
// GET /api/ready with 200, as a load balancer's health check does (every 250 ms). When none is
// ready (a database restart) it still passes requests on to the servers it can reach, so members
// see the servers' own 503s; a request whose server cannot be reached (the killed one, before the
// check notices) is a 502.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { createProxyServer } from 'http-proxy-3';

const HEALTH_EVERY_MS = 250;

export interface Backend {
  origin: string;
  ready: boolean;
  /** Its last health check could not connect at all (a killed server): it gets nothing. */
  down: boolean;
}

export interface LoadBalancer {
  origin: string;
  /** Whether the health check last found the server at `index` ready (so it gets requests). */
  isReady(index: number): boolean;
  /** Replaces the server at `index` (a restarted server listens on a new port). */
  setBackend(index: number, origin: string | null): void;
  close(): Promise<void>;
}

export async function startProxy(port: number, origins: string[]): Promise<LoadBalancer> {
  const backends: (Backend | null)[] = origins.map((origin) => ({ origin, ready: false, down: false }));
  let turn = 0;
  const pick = (): string | null => {
    const live = backends.filter((backend): backend is Backend => backend !== null && !backend.down);
    const ready = live.filter((backend) => backend.ready);
    const choices = ready.length > 0 ? ready : live;
    if (choices.length === 0) return null;
    turn = (turn + 1) % choices.length;
    return choices[turn]!.origin;
  };
  const proxy = createProxyServer({ ws: true, xfwd: true, proxyTimeout: 30_000 });
  proxy.on('error', (_error, _request, response) => {
    // An HTTP answer (ServerResponse) or a socket (an upgrade): a 502 or a closed socket.
    if (response && 'writeHead' in response) {
      if (!response.headersSent) response.writeHead(502, { 'content-type': 'application/json' });
      response.end('{"code":"BAD_GATEWAY"}');
    } else (response as Duplex | undefined)?.destroy();
  });
  const server: Server = createServer((request, response) => {
    const target = pick();
    if (!target) {
      response.writeHead(502).end();
      return;
    }
    proxy.web(request, response, { target });
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const target = pick();
    if (!target) socket.destroy();
    else proxy.ws(request, socket, head, { target });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const check = setInterval(() => {
    for (const backend of backends) {
      if (!backend) continue;
      fetch(`${backend.origin}/api/ready`, { signal: AbortSignal.timeout(1_000) }).then(
        (answer) => {
          backend.ready = answer.ok;
          backend.down = false;
          void answer.body?.cancel();
        },
        (error: unknown) => {
          backend.ready = false;
          // A server too busy to answer within the second is slow, not gone: it keeps its turn.
          backend.down = !(error instanceof Error && error.name === 'TimeoutError');
        },
      );
    }
  }, HEALTH_EVERY_MS);
  return {
    origin: `http://127.0.0.1:${port}`,
    isReady: (index) => backends[index]?.ready ?? false,
    setBackend(index, origin) {
      backends[index] = origin ? { origin, ready: false, down: false } : null;
    },
    async close() {
      clearInterval(check);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      proxy.close();
    },
  };
}
