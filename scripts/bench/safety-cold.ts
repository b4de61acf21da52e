// One cold start of the safety rules, for bench:safety (scripts/bench-safety.ts): in a fresh
// process, times loading the rules (the lists built, as the server does before it listens) and
// the first message after, and prints them as JSON. Argument: the message.
import { performance } from 'node:perf_hooks';

const message = process.argv[2] ?? '';
const cpu = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
const loadStart = [performance.now(), cpu()] as const;
const { safetyFlagsOf } = await import('../../src/server/modules/messages/safety/rules');
const firstStart = [performance.now(), cpu()] as const;
const flags = safetyFlagsOf(message);
const end = [performance.now(), cpu()] as const;
process.stdout.write(
  JSON.stringify({
    loadMs: firstStart[0] - loadStart[0],
    loadCpuMs: firstStart[1] - loadStart[1],
    firstMs: end[0] - firstStart[0],
    firstCpuMs: end[1] - firstStart[1],
    flags,
  }),
);
