// Shared measuring helpers: timed child processes (wall time, peak RSS) and summary statistics.
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

/**
 * Runs `node ...args` under GNU time and resolves with the wall time (measured here, process
 * start to exit), the peak RSS of the largest process of the tree (GNU time's %M: a child such as
 * Pagefind's binary is counted on its own, not added to Node's), the peak of the whole tree's
 * summed RSS (`treeRssMb`, sampled from /proc every 50 ms, so a shorter peak can be missed) and
 * the command's stdout.
 */
export function timeNode(args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%M', process.execPath, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const tree = sampleTreeRss(child.pid);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      const treeRssMb = tree.stop();
      if (code !== 0)
        return reject(new Error(`node ${args.join(' ')} failed (${code}):\n${stdout}\n${stderr}`));
      const kb = Number(stderr.trim().split('\n').pop());
      resolve({ seconds, rssMb: Number.isFinite(kb) ? kb / 1024 : Number.NaN, treeRssMb, stdout, stderr });
    });
  });
}

/**
 * Samples, every `everyMs`, the summed resident set of process `pid` and all its descendants
 * (Linux /proc; elsewhere it reports NaN). `stop()` returns the largest sum seen, in MB.
 */
export function sampleTreeRss(pid, everyMs = 50) {
  let peakKb = 0;
  const sample = () => {
    let sum = 0;
    for (const id of descendants(pid)) sum += residentKb(id);
    peakKb = Math.max(peakKb, sum);
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      return peakKb > 0 ? peakKb / 1024 : Number.NaN;
    },
  };
}

/**
 * Samples, every `everyMs`, the CPU time (user + system, all threads) of every descendant of
 * `pid` (Linux /proc). `stop()` returns the CPU seconds they spent since the call, each process
 * counted up to its last sample (a process that lives less than `everyMs` may be missed), whether
 * or not its parent reaps it: a sandboxed build's processes are not reaped by this one.
 */
export function sampleTreeCpu(pid, everyMs = 50) {
  const ticksPerSecond = 100;
  const baseline = new Map();
  const last = new Map();
  const read = () => {
    const seen = new Map();
    for (const id of descendants(pid).slice(1)) {
      const ticks = cpuTicks(id);
      if (ticks !== undefined) seen.set(id, ticks);
    }
    return seen;
  };
  for (const [id, ticks] of read()) baseline.set(id, ticks);
  const sample = () => {
    for (const [id, ticks] of read()) last.set(id, ticks);
  };
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      let ticks = 0;
      for (const [id, value] of last) ticks += value - (baseline.get(id) ?? 0);
      return ticks / ticksPerSecond;
    },
  };
}

/** utime + stime of a process (all its threads), in clock ticks; undefined once it is gone. */
function cpuTicks(pid) {
  try {
    // The name in parentheses may hold spaces: fields 14 and 15 counted from its closing one.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

function descendants(pid) {
  const all = [pid];
  for (let i = 0; i < all.length; i++) {
    try {
      for (const task of readdirTasks(all[i]))
        for (const child of readFileSync(`/proc/${all[i]}/task/${task}/children`, 'utf8').split(' '))
          if (child.trim()) all.push(Number(child));
    } catch {
      // The process ended between two reads.
    }
  }
  return all;
}

function readdirTasks(pid) {
  try {
    return readdirSync(`/proc/${pid}/task`);
  } catch {
    return [];
  }
}

function residentKb(pid) {
  try {
    const match = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return match ? Number(match[1]) : 0;
  } catch {
    return 0;
  }
}

export function median(xs) {
  const sorted = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** median, min and max of a list of numbers. */
export function summarize(xs) {
  if (xs.length === 0) return undefined;
  return { median: median(xs), min: Math.min(...xs), max: Math.max(...xs), n: xs.length };
}

export const fixed = (x, digits = 2) => (x === undefined || Number.isNaN(x) ? '—' : x.toFixed(digits));
