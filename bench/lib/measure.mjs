// Shared measuring helpers: timed child processes (wall time, peak RSS) and summary statistics.
import { spawn } from 'node:child_process';

/**
 * Runs `node ...args` under GNU time and resolves with the wall time (measured here, process
 * start to exit), the peak RSS of the largest process of the tree (GNU time's %M: a child such as
 * Pagefind's binary is counted on its own, not added to Node's) and the command's stdout.
 */
export function timeNode(args, { cwd, env } = {}) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%M', process.execPath, ...args], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c) => (stdout += c));
    child.stderr.on('data', (c) => (stderr += c));
    child.on('error', reject);
    child.on('close', (code) => {
      const seconds = (performance.now() - started) / 1000;
      if (code !== 0)
        return reject(new Error(`node ${args.join(' ')} failed (${code}):\n${stdout}\n${stderr}`));
      const kb = Number(stderr.trim().split('\n').pop());
      resolve({ seconds, rssMb: Number.isFinite(kb) ? kb / 1024 : Number.NaN, stdout, stderr });
    });
  });
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
