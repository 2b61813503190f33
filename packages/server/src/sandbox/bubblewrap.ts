// The operating system's sandbox for what `docs serve` runs on a repository's behalf: bubblewrap
// (Debian's `bubblewrap`, what Flatpak runs untrusted apps in) puts the command in new user, mount,
// pid, ipc, uts, cgroup and (unless asked) network namespaces, on an empty root where only the
// paths named here are mounted, read-only unless writable, with a fresh /proc and a minimal /dev.
// The kernel enforces it, so symbolic links, `process.binding` and native code cannot step out.
import { execFile, spawn } from 'node:child_process';
import { existsSync, lstatSync, readlinkSync, realpathSync } from 'node:fs';
import { prlimitPath, type ResourceLimits, resourceLimitArgs } from './resource-limits.ts';

const bubblewrapPath = '/usr/bin/bwrap';

export interface SandboxPlan {
  /** Files and folders the command may read, each at its own path. */
  readonly readOnly: readonly string[];
  /** Folders mounted after the read-only paths: `source` appears at `target`, writable or not. */
  readonly mounts?: readonly { source: string; target: string; writable: boolean }[];
  /** The host's network (an agent calls its model's API); otherwise none, not even loopback's services. */
  readonly network: boolean;
  /** DNS, TLS roots and the users file from /etc (programs that use the network need them). */
  readonly systemConfig: boolean;
  readonly cwd: string;
  readonly limits: ResourceLimits;
  /**
   * The file descriptor, open in the spawned bubblewrap, from which it reads a seccomp filter to
   * apply to the command (see single-process-filter.ts).
   */
  readonly seccompFd?: number;
}

/** The system's programs and libraries: `/usr`, and the top-level links or folders into it. */
const systemFolders = ['/usr', '/bin', '/sbin', '/lib', '/lib32', '/lib64', '/libx32'];

/** What a program that talks to the network reads in /etc; nothing secret (no shadow, no ssh keys). */
const systemConfigFiles = [
  '/etc/alternatives',
  '/etc/ca-certificates',
  '/etc/ca-certificates.conf',
  '/etc/gai.conf',
  '/etc/group',
  '/etc/host.conf',
  '/etc/hosts',
  '/etc/ld.so.cache',
  '/etc/localtime',
  '/etc/mime.types',
  '/etc/nsswitch.conf',
  '/etc/passwd',
  '/etc/resolv.conf',
  '/etc/ssl',
];

/** The command line that runs `command` inside the sandbox `plan` describes. */
export function sandboxedCommand(
  plan: SandboxPlan,
  command: readonly [string, ...string[]],
): [string, ...string[]] {
  const args: string[] = [
    '--unshare-all',
    '--unshare-user',
    ...(plan.network ? ['--share-net'] : []),
    '--disable-userns',
    // Run as root, bwrap would keep root's capabilities inside: file permissions would not apply.
    '--cap-drop',
    'ALL',
    '--die-with-parent',
    '--new-session',
    ...(plan.seccompFd === undefined ? [] : ['--seccomp', String(plan.seccompFd)]),
    '--proc',
    '/proc',
    '--dev',
    '/dev',
  ];
  for (const folder of systemFolders) args.push(...systemMount(folder));
  if (plan.systemConfig)
    for (const file of systemConfigFiles) if (existsSync(file)) args.push('--ro-bind', file, file);
  for (const bind of bindsParentFirst(plan))
    args.push(bind.writable ? '--bind' : '--ro-bind', realpathSync(bind.source), bind.target);
  // The empty root and /dev are memory-backed file systems that no limit counts: read-only.
  args.push('--remount-ro', '/', '--remount-ro', '/dev', '--chdir', plan.cwd, '--', ...command);
  return [prlimitPath, ...resourceLimitArgs(plan.limits), bubblewrapPath, ...args];
}

/** A top-level system folder as the host has it: a link into `/usr` stays a link, a folder is mounted. */
function systemMount(folder: string): string[] {
  try {
    const stat = lstatSync(folder);
    if (stat.isSymbolicLink()) return ['--symlink', readlinkSync(folder), folder];
    if (stat.isDirectory()) return ['--ro-bind', folder, folder];
  } catch {}
  return [];
}

/**
 * The plan's read-only paths and mounts in the order bubblewrap must mount them: a later mount hides
 * what an earlier one put beneath its target, so a folder comes before what lies inside it (a script
 * under /tmp stays visible when the job's own /tmp is mounted).
 */
function bindsParentFirst(plan: SandboxPlan): { source: string; target: string; writable: boolean }[] {
  const binds = [
    ...plan.readOnly.map((path) => ({ source: path, target: withoutSlash(path), writable: false })),
    ...(plan.mounts ?? []).map((mount) => ({ ...mount, target: withoutSlash(mount.target) })),
  ];
  const depth = (target: string) => target.split('/').filter(Boolean).length;
  return binds.sort((a, b) => depth(a.target) - depth(b.target)); // stable: equal depths keep the plan's order
}

function withoutSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

type SandboxAvailability =
  | { readonly available: true }
  | { readonly available: false; readonly reason: string };

let probed: { readonly at: number; readonly answer: Promise<SandboxAvailability> } | undefined;
const retryAfterMs = 60_000;

/**
 * Whether this machine can start the sandbox (bubblewrap installed, user namespaces allowed),
 * found by starting one that runs `true`. A yes is kept for the process; a no is asked again a
 * minute later (bubblewrap being upgraded, namespaces briefly exhausted).
 */
export async function osSandboxAvailability(): Promise<SandboxAvailability> {
  if (probed === undefined || (Date.now() - probed.at > retryAfterMs && !(await probed.answer).available))
    probed = { at: Date.now(), answer: probe() };
  return probed.answer;
}

const enableHint =
  'install bubblewrap (Debian and Ubuntu: apt-get install bubblewrap) and allow unprivileged user namespaces ' +
  '(sysctl kernel.unprivileged_userns_clone=1; Ubuntu 24.04: kernel.apparmor_restrict_unprivileged_userns=0; ' +
  'in Docker: --security-opt seccomp=unconfined --security-opt apparmor=unconfined --security-opt systempaths=unconfined), ' +
  'or set DOCWRIGHT_TRUSTED_REPOSITORIES=1 if every repository this server builds is trusted';

async function probe(): Promise<SandboxAvailability> {
  if (process.platform !== 'linux')
    return { available: false, reason: `the OS sandbox needs Linux (this is ${process.platform})` };
  if (!existsSync(bubblewrapPath))
    return { available: false, reason: `${bubblewrapPath} is missing: ${enableHint}` };
  if (!existsSync(prlimitPath))
    return {
      available: false,
      reason: `${prlimitPath} is missing: install util-linux's prlimit (Debian: util-linux; Alpine: util-linux-misc), or set DOCWRIGHT_TRUSTED_REPOSITORIES=1 if every repository this server builds is trusted`,
    };
  const version = await bubblewrapVersion();
  if (version !== undefined && olderThan(version, [0, 8, 0]))
    return {
      available: false,
      reason: `bubblewrap ${version.join('.')} is too old (the sandbox needs 0.8.0 or later, for --disable-userns): upgrade it, or set DOCWRIGHT_TRUSTED_REPOSITORIES=1 if every repository this server builds is trusted`,
    };
  const [program, ...args] = sandboxedCommand(
    {
      readOnly: [],
      network: false,
      systemConfig: false,
      cwd: '/',
      limits: { memoryMb: 256, cpuSeconds: 10, fileSizeMb: 1 },
    },
    ['true'],
  );
  return new Promise((resolve) => {
    let stderr = '';
    const child = spawn(program, args, {
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { PATH: '/usr/bin:/bin' },
    });
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
    });
    child.once('error', (error) =>
      resolve({ available: false, reason: `the sandbox could not start (${error.message}): ${enableHint}` }),
    );
    child.once('close', (code) =>
      resolve(
        code === 0
          ? { available: true }
          : {
              available: false,
              reason: `the sandbox could not start (${stderr.trim().split('\n').at(-1) || `exit ${code}`}): ${enableHint}`,
            },
      ),
    );
  });
}

function bubblewrapVersion(): Promise<number[] | undefined> {
  return new Promise((resolve) => {
    execFile(bubblewrapPath, ['--version'], { timeout: 10_000 }, (error, stdout) => {
      const match = /(\d+)\.(\d+)\.(\d+)/.exec(String(stdout));
      resolve(error || !match ? undefined : match.slice(1).map(Number));
    });
  });
}

function olderThan(version: readonly number[], than: readonly number[]): boolean {
  for (let i = 0; i < than.length; i++) {
    const a = version[i] ?? 0;
    const b = than[i] ?? 0;
    if (a !== b) return a < b;
  }
  return false;
}
