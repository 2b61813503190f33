// Limits the kernel enforces on a sandboxed command and everything it starts (setrlimit, through
// util-linux's `prlimit`): private writable memory (RLIMIT_DATA counts the JavaScript heap,
// Buffers and native allocations alike, where Node's heap flag bounds only the heap), CPU time,
// the size of any one file it writes, and no core dumps.

export interface ResourceLimits {
  readonly memoryMb: number;
  readonly cpuSeconds: number;
  /** The largest file the command may write; the job's total is watched by `watchDiskUse`. */
  readonly fileSizeMb: number;
}

export const prlimitPath = '/usr/bin/prlimit';

const mb = 1024 * 1024;

/** `prlimit`'s arguments before the command it runs. */
export function resourceLimitArgs(limits: ResourceLimits): string[] {
  return [
    `--data=${Math.round(limits.memoryMb * mb)}`,
    `--cpu=${Math.ceil(limits.cpuSeconds)}`,
    `--fsize=${Math.round(limits.fileSizeMb * mb)}`,
    '--core=0',
    '--',
  ];
}
