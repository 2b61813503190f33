// Where an agent command runs: in the OS sandbox, with the working copy's files writable at
// /job/repo, its git folder read-only at /job/git (the agent changes files; the runner commits
// them with a git folder the agent could not touch), a home and /tmp of its own inside the job,
// the host's network (it calls its model's API), and an environment of named variables only.
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { isAbsolute, join } from 'node:path';
import { type SandboxPlan, sandboxedCommand } from '../sandbox/bubblewrap.ts';
import type { ServerSettings } from '../settings/settings.ts';
import { findProgram } from './process.ts';

interface AgentPaths {
  readonly jobDir: string;
  readonly worktree: string;
  readonly gitDir: string;
}

const agentWorktree = '/job/repo';
export const agentGitDir = '/job/git';
export const agentHome = '/job/home';

/** Variables every agent gets from the server's environment, when set: none of them secret. */
const ordinaryNames = ['PATH', 'LANG', 'LC_ALL', 'LC_CTYPE', 'TERM', 'TZ'];

/** The agent's environment: ordinary variables, the operator's `DOCWRIGHT_AGENT_ENV` names, the job's own. */
export function agentEnv(
  settings: ServerSettings,
  env: NodeJS.ProcessEnv,
  job: { readonly model: string; readonly id: string },
  home: string,
): NodeJS.ProcessEnv {
  const chosen: NodeJS.ProcessEnv = {};
  for (const name of [...ordinaryNames, ...settings.agent.env])
    if (env[name] !== undefined) chosen[name] = env[name];
  return { ...chosen, HOME: home, TMPDIR: '/tmp', DOCWRIGHT_MODEL: job.model, DOCWRIGHT_JOB_ID: job.id };
}

/** The command line that runs `command` for a job in the sandbox, once its folders exist. */
export async function sandboxedAgentCommand(
  settings: ServerSettings,
  paths: AgentPaths,
  command: readonly [string, ...string[]],
  searchPath: string | undefined,
): Promise<[string, ...string[]]> {
  const home = join(paths.jobDir, 'home');
  const tmp = join(paths.jobDir, 'tmp');
  await mkdir(home, { recursive: true });
  await mkdir(tmp, { recursive: true });
  const [program, ...args] = command;
  const found = findProgram(program, searchPath);
  const plan: SandboxPlan = {
    // The program and the files its command line names (a script, a config file), and what the
    // operator adds; the system's programs and libraries are always there.
    readOnly: [
      ...(found ? [found] : []),
      ...args.filter((arg) => isAbsolute(arg) && existsSync(arg)),
      ...settings.agent.readPaths.filter((path) => existsSync(path)),
    ],
    mounts: [
      { source: paths.worktree, target: agentWorktree, writable: true },
      { source: paths.gitDir, target: agentGitDir, writable: false },
      { source: home, target: agentHome, writable: true },
      { source: tmp, target: '/tmp', writable: true },
    ],
    network: true,
    systemConfig: true,
    cwd: agentWorktree,
    limits: {
      memoryMb: settings.agent.memoryMb,
      cpuSeconds: settings.agent.timeoutSeconds,
      fileSizeMb: settings.build.diskMb,
    },
  };
  return sandboxedCommand(plan, [found ?? program, ...args]);
}
