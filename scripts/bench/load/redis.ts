// Redis for `npm run bench:load` (docs/benchmarks.md, T10): its own on a free port, nothing saved
// to disk, when `redis-server` is installed; stop() kills it.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { Redis } from 'ioredis';
import { freePort } from '../../../src/server/test/server-process';

export interface RedisServer {
  url: string;
  stop(): void;
}

/** Redis on a free port with nothing saved to disk, or null when redis-server is not installed. */
export async function startRedis(): Promise<RedisServer | null> {
  const binary = ['/usr/bin/redis-server', '/usr/local/bin/redis-server'].find((path) => existsSync(path));
  if (!binary) return null;
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const url = `redis://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => {});
    const ok = await probe.connect().then(
      () => probe.ping().then(() => true),
      () => false,
    );
    probe.disconnect();
    if (ok) return { url, stop: () => void child.kill('SIGKILL') };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server did not answer on ${url}`);
}
