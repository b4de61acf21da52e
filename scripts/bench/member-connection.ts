// One member's browser for the benchmarks: its requests go over one kept-alive connection, as a
// browser's do, rather than through fetch's shared pool, which opens connections as requests pile
// up and closes them when they idle for 4 s, so that the server would pay for accepting and
// setting up new connections in the middle of a measured run, which no browser costs it.
import { Agent, request } from 'node:http';

export class MemberConnection {
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 1, keepAliveMsecs: 60_000 });

  /** POSTs `body` as JSON; resolves with the status once the answer is read whole. */
  postJson(url: string, headers: Record<string, string>, body: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const sending = request(
        url,
        {
          method: 'POST',
          agent: this.agent,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          response.on('data', () => {});
          response.on('end', () => resolve(response.statusCode ?? 0));
          response.on('error', reject);
        },
      );
      sending.on('error', reject);
      sending.end(body);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
