// A CPU profile of this process (node:inspector) around some work, summarised as the functions
// with the most self time and the share of each source area: a quick look at where a route's
// time goes, without leaving the benchmark. Sampling covers the main thread only (the server's).
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** Where a frame's code lives: the app's own files by folder, node_modules by package. */
function areaOf(url: string): string {
  if (!url) return '(native / idle / GC)';
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1]!;
  const inSource = url.match(/\/src\/(.+)\/[^/]+$/);
  if (inSource) return `src/${inSource[1]}`;
  if (url.startsWith('node:')) return 'node internals';
  return url.replace(/^.*\//, '');
}

export async function profileWhile(work: () => Promise<void>, top = 15): Promise<void> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  try {
    await work();
  } finally {
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: Profile };
    session.disconnect();
    summarise(profile, top);
  }
}

function summarise(profile: Profile, top: number) {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const selfByFunction = new Map<string, number>();
  const selfByArea = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    const frame = byId.get(id)!.callFrame;
    if (frame.functionName === '(idle)') return;
    total += delta;
    const name = `${frame.functionName || '(anonymous)'} ${areaOf(frame.url)}${frame.url ? `:${frame.lineNumber + 1}` : ''}`;
    selfByFunction.set(name, (selfByFunction.get(name) ?? 0) + delta);
    const area = areaOf(frame.url);
    selfByArea.set(area, (selfByArea.get(area) ?? 0) + delta);
  });
  const print = (title: string, entries: Map<string, number>) => {
    console.log(title);
    for (const [name, micros] of [...entries].sort((a, b) => b[1] - a[1]).slice(0, top)) {
      console.log(`  ${((100 * micros) / Math.max(1, total)).toFixed(1).padStart(5)}%  ${name}`);
    }
  };
  console.log(`\nCPU profile of the server's thread (${(total / 1000).toFixed(0)} ms busy, idle left out), self time:`);
  print(' by area', selfByArea);
  print(' by function', selfByFunction);
}
