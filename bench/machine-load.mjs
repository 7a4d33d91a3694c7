// How much CPU other work on the machine took while the bench ran (its own processes, their children,
// PostgreSQL and Redis excepted). On 2 cores a parallel build or test run skews every figure, so the
// report says when that happened. Linux only (/proc); elsewhere it reports nothing.
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;
const SHARED_SERVERS = new Set(['postgres', 'redis-server']);

function processes() {
  const table = new Map();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      table.set(Number(entry), { command, parent: Number(fields[1]), ticks: Number(fields[11]) + Number(fields[12]) });
    } catch {
      // The process ended meanwhile.
    }
  }
  return table;
}

function isOurs(table, pid) {
  for (let current = pid, depth = 0; current > 1 && depth < 50; depth += 1) {
    if (current === process.pid) return true;
    const entry = table.get(current);
    if (!entry) return false;
    current = entry.parent;
  }
  return false;
}

/** Starts sampling once a second; stop() answers the other work's average share in cores. */
export function watchOtherLoad() {
  if (!existsSync('/proc/stat')) return { stop: () => null };
  let previous = processes();
  let otherTicks = 0;
  const started = Date.now();
  const sample = () => {
    const current = processes();
    for (const [pid, entry] of current) {
      const before = previous.get(pid)?.ticks ?? entry.ticks;
      if (!isOurs(current, pid) && !SHARED_SERVERS.has(entry.command)) otherTicks += Math.max(0, entry.ticks - before);
    }
    previous = current;
  };
  const timer = setInterval(sample, 1_000);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      sample();
      return otherTicks / TICKS_PER_SECOND / ((Date.now() - started) / 1_000);
    },
  };
}

/** CPU time (user + system) one process has used so far, in ms; null where /proc is missing. */
export function cpuMillisOf(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
  } catch {
    return null;
  }
}
