// @vitest-environment node
// E-mails and text messages are counted where they leave (counted-sends.ts): a send that throws
// counts as failed and still throws, so the caller answers as it did without the count.
import { Counter, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { countedSends } from './counted-sends';

const sendsIn = (registry: Registry) =>
  new Counter({ name: 'sends_total', help: 'sends', labelNames: ['outcome'] as const, registers: [registry] });

async function countsOf(registry: Registry) {
  const { values } = await registry.getSingleMetric('sends_total')!.get();
  return Object.fromEntries(values.map(({ labels, value }) => [labels.outcome, value]));
}

describe('a counted sender', () => {
  it('counts a send that went out as sent, and one that threw as failed, throwing it on', async () => {
    const registry = new Registry();
    const sends = sendsIn(registry);
    const delivered: string[] = [];
    const working = countedSends<string>({ send: async (message) => void delivered.push(message) }, sends);
    const broken = countedSends<string>({ send: () => Promise.reject(new Error('the SMS service is down')) }, sends);
    await working.send('your code is 123456');
    await expect(broken.send('your code is 654321')).rejects.toThrow('the SMS service is down');
    expect(delivered).toEqual(['your code is 123456']);
    expect(await countsOf(registry)).toEqual({ sent: 1, failed: 1 });
  });
});
