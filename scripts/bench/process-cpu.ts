// CPU time of other processes on this machine (the benchmark's server processes and the
// PostgreSQL backends serving them), read from Linux's /proc: user + system time of every thread.
// Elsewhere it answers null and the benchmark prints "n/a".
import { readFileSync } from 'node:fs';

/** Linux counts /proc times in USER_HZ ticks, 100 a second on every common build (`getconf CLK_TCK`). */
const TICKS_PER_SECOND = 100;

/** Milliseconds of CPU the process has used since it started, or null when it cannot be read. */
export function cpuMsOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces: count the fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return Number.isFinite(utime) && Number.isFinite(stime) ? ((utime + stime) * 1000) / TICKS_PER_SECOND : null;
  } catch {
    return null;
  }
}

/** CPU used by a set of processes between two snapshots; a process that appeared meanwhile counts from zero. */
export function cpuSnapshot(pids: number[]): Map<number, number> {
  const snapshot = new Map<number, number>();
  for (const pid of pids) {
    const ms = cpuMsOf(pid);
    if (ms !== null) snapshot.set(pid, ms);
  }
  return snapshot;
}

export function cpuUsedBetween(before: Map<number, number>, after: Map<number, number>): number | null {
  if (after.size === 0) return null;
  let used = 0;
  for (const [pid, ms] of after) used += ms - (before.get(pid) ?? 0);
  return used;
}
