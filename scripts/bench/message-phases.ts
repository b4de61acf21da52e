// Where a chat server's CPU goes per message, from the `.cpuprofile` Node writes when a server
// started with `--cpu-prof` exits: each sample of the main thread inside the measured window is
// put in one phase of docs/decisions/0023-messages.md by the nearest frame of its stack that
// names one (leaf first), so the database call made inside the hub's delivery counts as delivery
// and the one made by the route as the write. Replies of the database driver arrive on their own
// stack, which names no caller: they are their own phase. Sampling sees the main thread only;
// the process's total (/proc) also holds its other threads (libuv's pool, the compiler, GC helpers).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export const PHASES = ['write', 'rules', 'fan-out', 'delivery', 'db replies', 'GC', 'other'] as const;
export type MessagePhase = (typeof PHASES)[number];

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The phase one frame names, if any. */
function phaseOfFrame({ url, functionName }: ProfileNode['callFrame']): MessagePhase | 'db' | null {
  if (url.includes('/modules/messages/safety/')) return 'rules';
  if (url.includes('/adapters/live-bus/') || url.includes('/node_modules/ioredis/') || url.includes('/node_modules/redis-parser/'))
    return 'fan-out';
  if (url.includes('/modules/messages/live-hub') && functionName === 'publish') return 'fan-out';
  if (url.includes('/modules/messages/live-hub') || url.includes('/modules/messages/marks') || url.includes('/node_modules/ws/'))
    return 'delivery';
  if (url.includes('/node_modules/pg') || url.includes('/node_modules/drizzle-orm/')) return 'db';
  // The HTTP request around the route: only the write comes over HTTP while the benchmark measures.
  if (
    url.includes('/src/server/') ||
    /\/node_modules\/(fastify|@fastify|find-my-way|zod|better-auth)\//.test(url) ||
    url.startsWith('node:_http')
  )
    return 'write';
  return null;
}

/**
 * Milliseconds of main-thread CPU per phase between `fromUs` and `toUs` (the monotonic clock in
 * microseconds, which `process.hrtime` and the profile's timestamps share on one machine).
 */
export function phasesOfProfile(path: string, fromUs: number, toUs: number): Record<MessagePhase, number> {
  const profile = JSON.parse(readFileSync(path, 'utf8')) as Profile;
  const parentOf = new Map<number, ProfileNode>();
  const byId = new Map<number, ProfileNode>();
  for (const node of profile.nodes) {
    byId.set(node.id, node);
    for (const child of node.children ?? []) parentOf.set(child, node);
  }
  const phaseById = new Map<number, MessagePhase | null>();
  const phaseOf = (node: ProfileNode): MessagePhase | null => {
    const known = phaseById.get(node.id);
    if (known !== undefined) return known;
    const name = node.callFrame.functionName;
    let phase: MessagePhase | null = null;
    if (name === '(idle)') phase = null;
    else if (name === '(garbage collector)') phase = 'GC';
    else if (name === '(program)') phase = 'other';
    else {
      let sawDriver = false;
      for (let frame: ProfileNode | undefined = node; frame && !phase; frame = parentOf.get(frame.id)) {
        const named = phaseOfFrame(frame.callFrame);
        if (named === 'db') sawDriver = true;
        else if (named) phase = named;
      }
      phase ??= sawDriver ? 'db replies' : 'other';
    }
    phaseById.set(node.id, phase);
    return phase;
  };
  const totals = Object.fromEntries(PHASES.map((phase) => [phase, 0])) as Record<MessagePhase, number>;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < fromUs || at > toUs) return;
    const phase = phaseOf(byId.get(id)!);
    if (phase) totals[phase] += delta / 1000;
  });
  return totals;
}

/**
 * The main thread's profile among those Node wrote in `directory`: each thread writes its own
 * (`CPU.<date>.<time>.<pid>.<thread>.<n>.cpuprofile`), and tsx's module hooks run on a thread of
 * theirs; the main thread is thread 0.
 */
export function mainThreadProfileIn(directory: string): string {
  const name = readdirSync(directory).find((file) => /^CPU\.\d+\.\d+\.\d+\.0\.\d+\.cpuprofile$/.test(file));
  if (!name) throw new Error(`no main-thread profile in ${directory}`);
  return join(directory, name);
}
