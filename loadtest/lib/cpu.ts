import { readdirSync, readFileSync } from 'node:fs';

/** Linux clock ticks per second for /proc/<pid>/stat times (USER_HZ, 100 on every mainstream kernel). */
const TICKS_PER_SECOND = 100;

/** CPU seconds used so far by each process of interest, from /proc (empty where there is none). */
function cpuByProcess(): Map<number, { name: string; seconds: number }> {
  const out = new Map<number, { name: string; seconds: number }>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return out;
  }
  for (const pid of pids) {
    try {
      out.set(Number(pid), processCpu(Number(pid)));
    } catch {
      // the process ended while we looked
    }
  }
  return out;
}

/** One process's name and the CPU seconds it has used so far (throws once it is gone). */
export function processCpu(pid: number): { name: string; seconds: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const close = stat.lastIndexOf(')');
  const name = stat.slice(stat.indexOf('(') + 1, close);
  const fields = stat.slice(close + 2).split(' ');
  // fields[11], [12]: utime, stime (the 14th and 15th of the whole line).
  return { name, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND };
}

/** Busy CPU seconds of all cores since boot: everything but idle and iowait (/proc/stat). */
function machineBusySeconds(): number {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0]!;
    const ticks = line.trim().split(/\s+/).slice(1).map(Number);
    const total = ticks.reduce((a, b) => a + b, 0);
    return (total - ticks[3]! - ticks[4]!) / TICKS_PER_SECOND;
  } catch {
    return 0;
  }
}

/**
 * Where the CPU went during a measurement: the server under test, Postgres, NATS and the load
 * generator (this process), in CPU seconds, and the whole machine's busy CPU seconds. On a 2-core box they all compete for the same cores.
 */
export function cpuMeter(serverPid: number | undefined) {
  const before = cpuByProcess();
  const busyBefore = machineBusySeconds();
  return () => {
    const after = cpuByProcess();
    const used = { machine: machineBusySeconds() - busyBefore, server: 0, postgres: 0, nats: 0, client: 0 };
    for (const [pid, { name, seconds }] of after) {
      const delta = seconds - (before.get(pid)?.seconds ?? 0);
      if (pid === serverPid) used.server += delta;
      else if (pid === process.pid) used.client += delta;
      else if (name === 'postgres' || name === 'postmaster') used.postgres += delta;
      else if (name === 'nats-server') used.nats += delta;
    }
    return used;
  };
}
