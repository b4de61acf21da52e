// What GET /metrics reports (docs/operations.md, "Metrics"): every metric by name, and each value
// moving after the action it counts, read as Prometheus reads them.
import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { createSandboxAdapter } from '../../adapters/payments/sandbox';
import type { SahelHeartsApp } from '../../app';
import { DEVELOPMENT_SANDBOX_WEBHOOK_SECRET } from '../../config/payments';
import { payInSandbox, signedInMember, signUp } from '../../test/accounts';
import { buildTestApp, useTestApp } from '../../test/app';
import { signedInDiscoveryMember } from '../../test/discovery-members';
import { testDatabases } from '../../test/databases';
import { SITE_ORIGIN } from '../../test/site';

const TOKEN = 'metrics-token-for-tests-0123456789abcdef';
const FAILING_JOB = 'metrics-test-always-fails';

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

/** The samples of Prometheus's text format: `name{label="value",...} number`. */
function samplesOf(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [, name, labelText = '', value] = /^([a-zA-Z_:][a-zA-Z0-9_:]*)(?:\{(.*)\})? (\S+)$/.exec(line) ?? [];
      const labels = Object.fromEntries([...labelText.matchAll(/([a-zA-Z_]\w*)="((?:[^"\\]|\\.)*)"/g)].map(([, key, text]) => [key, text]));
      return { name: name!, labels, value: Number(value) };
    });
}

async function scrape(app: SahelHeartsApp): Promise<Sample[]> {
  const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode).toBe(200);
  return samplesOf(response.body);
}

/** The value of the one sample of `name` with these labels (among others); undefined when there is none. */
async function valueOf(app: SahelHeartsApp, name: string, labels: Record<string, string> = {}): Promise<number | undefined> {
  const matching = (await scrape(app)).filter(
    (sample) => sample.name === name && Object.entries(labels).every(([key, value]) => sample.labels[key] === value),
  );
  if (matching.length > 1) throw new Error(`${matching.length} samples of ${name} match ${JSON.stringify(labels)}`);
  return matching[0]?.value;
}

describe.each(testDatabases())('the metrics on $name', (testDatabase) => {
  const testAppRef = useTestApp(testDatabase, { METRICS_TOKEN: TOKEN });
  const app = () => testAppRef.current.app;
  const db = () => testAppRef.current.database.db;

  it('names every metric, the pool only where there is one, and the process', async () => {
    const names = new Set((await scrape(app())).map((sample) => sample.name));
    for (const name of [
      'sahel_live_sockets',
      'sahel_live_bus_lag_seconds_count',
      'sahel_job_queue_jobs',
      'sahel_job_attempts_total',
      'sahel_payment_webhooks_total',
      'sahel_email_sends_total',
      'sahel_sms_sends_total',
      'process_cpu_user_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ]) {
      expect(names, name).toContain(name);
    }
    const pool = ['sahel_db_pool_connections', 'sahel_db_pool_idle_connections', 'sahel_db_pool_waiting_queries'];
    for (const name of pool) expect(names.has(name), name).toBe(testDatabase.name === 'postgres');
    if (testDatabase.name === 'postgres') expect(await valueOf(app(), 'sahel_db_pool_max_connections')).toBe(10);
    // Every queue the modules registered, by state.
    expect(await valueOf(app(), 'sahel_job_queue_jobs', { queue: 'away-emails', state: 'queued' })).toBe(0);
  });

  it('times each request under its route template, never the address asked for', async () => {
    const health = { method: 'GET', route: '/api/health', status_code: '200' };
    const before = (await valueOf(app(), 'sahel_http_request_duration_seconds_count', health)) ?? 0;
    expect((await app().inject({ method: 'GET', url: '/api/health?probe=1' })).statusCode).toBe(200);
    expect(await valueOf(app(), 'sahel_http_request_duration_seconds_count', health)).toBe(before + 1);

    const member = await signedInMember(app(), db(), 'timed@example.org');
    const photo = await app().inject({ method: 'GET', url: '/api/photos/4242/small', headers: { cookie: member } });
    const unknown = await app().inject({ method: 'GET', url: '/no/such/page-31337' });
    expect(unknown.statusCode).toBe(404);
    const samples = await scrape(app());
    const routes = new Set(samples.filter((sample) => sample.name.startsWith('sahel_http_')).map((sample) => sample.labels.route));
    expect(routes).toContain('unmatched');
    expect(
      samples.find((sample) => sample.labels.route === '/api/photos/:id/:size' && sample.labels.status_code === String(photo.statusCode)),
    ).toBeDefined();
    // Names and labels only: a value (a byte count, a sum of seconds) can hold any run of digits.
    expect(JSON.stringify(samples.map(({ name, labels }) => ({ name, labels })))).not.toMatch(/31337|4242|probe/);
  });

  it('counts an e-mail sent', async () => {
    const sent = { outcome: 'sent' };
    const failed = { outcome: 'failed' };
    const [sentBefore, failedBefore] = [
      await valueOf(app(), 'sahel_email_sends_total', sent),
      await valueOf(app(), 'sahel_email_sends_total', failed),
    ];
    expect((await signUp(app(), { email: 'counted@example.org' })).statusCode).toBe(200);
    await app().backgroundTasks.settled();
    expect(await valueOf(app(), 'sahel_email_sends_total', sent)).toBe(sentBefore! + 1);
    expect(await valueOf(app(), 'sahel_email_sends_total', failed)).toBe(failedBefore);
  });

  it('counts payment webhooks applied, repeated and forged', async () => {
    const outcome = async (name: string) => (await valueOf(app(), 'sahel_payment_webhooks_total', { provider: 'sandbox', outcome: name }))!;
    const appliedBefore = await outcome('applied');
    const member = await signedInMember(app(), db(), 'payer@example.org');
    await payInSandbox(app(), member);
    // The sandbox delivers a completed checkout and a paid invoice, as a provider would.
    expect(await outcome('applied')).toBe(appliedBefore + 2);
    const before = { ignored: await outcome('ignored'), duplicate: await outcome('duplicate'), rejected: await outcome('rejected') };

    const sandbox = createSandboxAdapter({
      db: db(),
      secret: DEVELOPMENT_SANDBOX_WEBHOOK_SECRET,
      publicOrigin: 'http://x',
      deliver: async () => {},
    });
    const declined = { userId: 'nobody', plan: 'basic' as const };
    const event = sandbox.sign({ id: 'evt_declined', type: 'checkout.session.declined', created: Date.now(), data: declined });
    const deliver = (headers: Record<string, string>) =>
      app().inject({ method: 'POST', url: '/api/payments/webhooks/sandbox', headers, payload: event.body });
    expect((await deliver(event.headers)).statusCode).toBe(200);
    expect((await deliver(event.headers)).statusCode).toBe(200);
    expect(
      (await deliver({ ...event.headers, 'sandbox-signature': `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}` })).statusCode,
    ).toBe(400);
    expect({ ignored: await outcome('ignored'), duplicate: await outcome('duplicate'), rejected: await outcome('rejected') }).toEqual({
      ignored: before.ignored + 1,
      duplicate: before.duplicate + 1,
      rejected: before.rejected + 1,
    });
    expect(await outcome('applied')).toBe(appliedBefore + 2);
  });

  it('counts the live sockets open as they open and close, and times the signals of the live bus', async () => {
    const member = await signedInDiscoveryMember(app(), db(), { email: 'live@example.org' });
    expect(await valueOf(app(), 'sahel_live_sockets')).toBe(0);
    const socket: WebSocket = await app().injectWS('/api/live', { headers: { cookie: member.cookie, origin: SITE_ORIGIN } });
    expect(await valueOf(app(), 'sahel_live_sockets')).toBe(1);
    const closed = new Promise((resolve) => socket.once('close', resolve));
    socket.terminate();
    await closed;
    await expect.poll(() => valueOf(app(), 'sahel_live_sockets')).toBe(0);

    const heardBefore = (await valueOf(app(), 'sahel_live_bus_lag_seconds_count'))!;
    await app().live.publish({ to: ['nobody'], event: { type: 'member-changed' } });
    await expect.poll(() => valueOf(app(), 'sahel_live_bus_lag_seconds_count')).toBe(heardBefore + 1);
  });
});

describe.each(testDatabases())('the job metrics on $name', (testDatabase) => {
  it('count a job that failed, by its queue', async () => {
    const database = await testDatabase.open();
    const app = await buildTestApp(
      database,
      { METRICS_TOKEN: TOKEN },
      {
        beforeReady: (built) =>
          built.jobs.register({
            name: FAILING_JOB,
            scope: 'cluster',
            everySeconds: 3600,
            retryLimit: 0,
            handler: () => Promise.reject(new Error('this job always fails')),
          }),
      },
    );
    try {
      const queue = { queue: FAILING_JOB };
      expect(await valueOf(app, 'sahel_job_attempts_total', { ...queue, outcome: 'failed' })).toBe(0);
      expect(await valueOf(app, 'sahel_job_queue_jobs', { ...queue, state: 'failed' })).toBe(0);
      await app.jobs.runNow(FAILING_JOB);
      expect(await valueOf(app, 'sahel_job_attempts_total', { ...queue, outcome: 'failed' })).toBe(1);
      expect(await valueOf(app, 'sahel_job_attempts_total', { ...queue, outcome: 'succeeded' })).toBe(0);
      expect(await valueOf(app, 'sahel_job_queue_jobs', { ...queue, state: 'failed' })).toBe(1);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
