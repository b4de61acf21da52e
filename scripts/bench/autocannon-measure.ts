// One route under autocannon, as the in-process API benchmarks (bench-api.ts, bench-deck.ts)
// measure it: a warm-up, then the timed run from a worker thread (so the load does not share
// the server's event loop), with req/s, p50, p99, failures, the log bytes and (on Linux) the CPU
// time of the server's thread per request, which moves far less than req/s when other work
// shares the machine's cores.
import { readFileSync, type WriteStream } from 'node:fs';
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import Fastify, { type FastifyInstance } from 'fastify';

export interface Figures {
  route: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
  logBytesPerRequest: number | null;
  /** CPU time of the server's thread per request: steadier than req/s on a busy machine. */
  cpuMicrosPerRequest: number | null;
}

export interface LoadOptions {
  connections: number;
  durationSeconds: number;
  warmupSeconds: number;
  /** Requests a second over all connections (autocannon's `overallRate`); unset, as fast as answered. */
  overallRate?: number;
}

/**
 * CPU milliseconds the main thread (the server's event loop, and PGlite inside it; not the
 * load-sending worker) has used, from Linux's /proc; null elsewhere. Counted in ticks of 10 ms.
 */
export function serverThreadCpuMs(): number | null {
  try {
    const stat = readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    // After "pid (name) ", utime and stime are the 12th and 13th fields.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return null;
  }
}

export const portOf = (address: AddressInfo | string | null) => (typeof address === 'object' && address ? address.port : 0);

async function settledLog(log: WriteStream | null): Promise<number | null> {
  if (!log) return null;
  while (log.writableLength > 0) await new Promise((resolve) => setTimeout(resolve, 10));
  return log.bytesWritten;
}

export async function measure(
  route: string,
  url: string,
  headers: Record<string, string>,
  log: WriteStream | null,
  load: LoadOptions,
): Promise<Figures> {
  const { connections, durationSeconds, warmupSeconds } = load;
  const rate = load.overallRate ? { overallRate: load.overallRate } : {};
  if (warmupSeconds > 0) await autocannon({ url, connections, duration: warmupSeconds, headers, workers: 1, ...rate });
  const logBefore = await settledLog(log);
  const cpuBefore = serverThreadCpuMs();
  const result = await autocannon({ url, connections, duration: durationSeconds, headers, workers: 1, ...rate });
  const cpuAfter = serverThreadCpuMs();
  const logAfter = await settledLog(log);
  const requests = Math.max(1, result.requests.total);
  const failures = result.errors + result.timeouts + result.non2xx;
  return {
    route,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures,
    logBytesPerRequest: logBefore === null || logAfter === null ? null : (logAfter - logBefore) / requests,
    cpuMicrosPerRequest: cpuBefore === null || cpuAfter === null ? null : (1000 * (cpuAfter - cpuBefore)) / requests,
  };
}

/** The yardstick of docs/targets.md S5: a bare Fastify JSON route in the same process, no logger. */
export async function startBareRoute(): Promise<{ url: string; close: () => Promise<void> }> {
  const bare: FastifyInstance = Fastify({ logger: false });
  bare.get('/bare', async () => ({ hello: 'world' }));
  await bare.listen({ host: '127.0.0.1', port: 0 });
  return { url: `http://127.0.0.1:${portOf(bare.server.address())}/bare`, close: () => bare.close() };
}

export function printFigures(title: string, rows: Figures[]) {
  const bare = rows[0]!.requestsPerSecond;
  console.log(`\n${title}`);
  console.log('route                       req/s   p50 ms   p99 ms   vs bare   CPU µs/req   log B/req   failures');
  for (const row of rows) {
    console.log(
      [
        row.route.padEnd(24),
        row.requestsPerSecond.toFixed(0).padStart(8),
        row.p50.toFixed(0).padStart(8),
        row.p99.toFixed(0).padStart(8),
        `${((100 * row.requestsPerSecond) / bare).toFixed(1)}%`.padStart(9),
        (row.cpuMicrosPerRequest === null ? '-' : row.cpuMicrosPerRequest.toFixed(0)).padStart(12),
        (row.logBytesPerRequest === null ? '-' : row.logBytesPerRequest.toFixed(0)).padStart(11),
        String(row.failures).padStart(10),
      ].join(' '),
    );
  }
}
