// One agent job (docs/server.md, Admin API): a fresh working copy, the agent command with the prompt on stdin and a
// time limit, then, when files changed, a commit on a new branch, a push and a pull request.
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { osSandboxAvailability } from '../sandbox/bubblewrap.ts';
import { removeJobFolder, watchDiskUse } from '../sandbox/disk-use.ts';
import type { ServerSettings } from '../settings/settings.ts';
import type { JobWork } from '../store/jobs.ts';
import { agentEnv, agentGitDir, agentHome, sandboxedAgentCommand } from './agent-sandbox.ts';
import { type GitContext, GitError, git } from './git.ts';
import { nestedRepositories } from './nested-repositories.ts';
import { runProcess } from './process.ts';
import { openPullRequest, PullRequestError } from './pull-request.ts';
import { parseRepository } from './repository.ts';
import { childEnv, cloneAt } from './working-copy.ts';

interface JobOutcome {
  readonly status: 'completed' | 'failed';
  readonly prLink: string | null;
  readonly branch: string | null;
  readonly failure: string | null;
}

interface JobContext {
  readonly settings: ServerSettings;
  readonly log: (stream: 'runner' | 'stdout' | 'stderr', message: string) => void;
  readonly signal: AbortSignal;
  /** The environment children start from (secrets are removed from it). */
  readonly env?: NodeJS.ProcessEnv;
}

const failed = (failure: string): JobOutcome => ({ status: 'failed', prLink: null, branch: null, failure });

/** Runs the job to its end; never throws: every problem is a `failed` outcome with a reason. */
export async function runAgentJob(work: JobWork, context: JobContext): Promise<JobOutcome> {
  const { settings, signal } = context;
  const { job } = work;
  const target = parseRepository(job.source.repository, settings.git);
  if ('error' in target) return failed(target.error);
  const command = settings.agent.command;
  if (command === null) return failed('the server has no agent command (DOCWRIGHT_AGENT_COMMAND is not set)');
  const sandbox = await osSandboxAvailability();
  if (!sandbox.available && !settings.trustedRepositories)
    return failed(`agent jobs run in an OS sandbox, which this server cannot start: ${sandbox.reason}`);
  const secret = settings.git.token;
  const redact = (text: string) => (secret ? text.split(secret).join('***') : text);
  const log = (stream: 'runner' | 'stdout' | 'stderr', message: string) =>
    context.log(stream, redact(message));
  const stopped = new AbortController();
  const gitContext: GitContext = {
    credential:
      target.kind === 'https' && secret !== null ? { url: job.source.repository, token: secret } : null,
    signal: stopped.signal,
    log: (line) => log('runner', `git: ${line}`),
    baseEnv: childEnv(context.env),
    fileSizeMb: settings.build.diskMb,
  };

  await mkdir(settings.workDir, { recursive: true });
  const workDir = await mkdtemp(join(settings.workDir, `${job.id}-`));
  const stop = () => stopped.abort();
  signal.addEventListener('abort', stop, { once: true });
  if (signal.aborted) stop();
  const disk = watchDiskUse(workDir, settings.build.diskMb, stop);
  try {
    log('runner', `cloning ${job.source.repository}${job.source.ref ? ` at ${job.source.ref}` : ''}`);
    const gitDir = join(workDir, 'git');
    const copy = await cloneAt(
      job.source.repository,
      job.source.ref,
      join(workDir, 'repo'),
      gitContext,
      gitDir,
    );
    // From here on git reads only the folder the agent cannot write: whatever the agent puts in
    // the working copy (a `.git` file, hooks, config) is never run.
    const repoGit: GitContext = {
      ...gitContext,
      baseEnv: { ...gitContext.baseEnv, GIT_DIR: gitDir, GIT_WORK_TREE: copy.dir },
    };
    log(
      'runner',
      `running the agent (model ${job.model}, time limit ${settings.agent.timeoutSeconds} s${sandbox.available ? ', in the OS sandbox' : ', without the OS sandbox (DOCWRIGHT_TRUSTED_REPOSITORIES)'})`,
    );
    const [file, ...args] = sandbox.available
      ? await sandboxedAgentCommand(
          settings,
          { jobDir: workDir, worktree: copy.dir, gitDir },
          command as [string, ...string[]],
          (context.env ?? process.env).PATH,
        )
      : (command as [string, ...string[]]);
    // The git folder as the sandbox shows it; git commands the agent runs find it there.
    if (sandbox.available) await writeFile(join(copy.dir, '.git'), `gitdir: ${agentGitDir}\n`);
    else await mkdir(join(workDir, 'home'));
    const run = await runProcess(file, args, {
      cwd: copy.dir,
      env: agentEnv(
        settings,
        context.env ?? process.env,
        job,
        sandbox.available ? agentHome : join(workDir, 'home'),
      ),
      input: work.prompt,
      timeoutMs: settings.agent.timeoutSeconds * 1000,
      signal: stopped.signal,
      dieWithParent: true,
      onLine: (stream, line) => log(stream, line),
    });
    const overDisk = disk.exceeded();
    if (overDisk !== undefined)
      return failed(
        `the job used ${Math.round(overDisk / 1024 / 1024)} MB of disk, more than DOCWRIGHT_BUILD_DISK (${settings.build.diskMb} MB)`,
      );
    if (run.aborted) return failed('the server stopped while the job was running');
    if (run.spawnError !== null) return failed(`the agent command could not start (${run.spawnError})`);
    if (run.timedOut) return failed(`the agent did not finish within ${settings.agent.timeoutSeconds} s`);
    if (run.code !== 0) return failed(`the agent exited with code ${run.code ?? 'null (killed)'}`);
    const nested = await nestedRepositories(copy.dir);
    if (nested.length > 0)
      return failed(
        `the agent left git repositories inside the working copy (${nested.slice(0, 3).join(', ')}), which the runner's git would run the config of; nothing was committed`,
      );

    const changes = (
      await git(
        copy.dir,
        ['status', '--porcelain', '--untracked-files=all', '--ignore-submodules=all'],
        repoGit,
      )
    ).trim();
    const head = (await git(copy.dir, ['rev-parse', 'HEAD'], repoGit)).trim();
    if (changes === '' && head === copy.commit) {
      log('runner', 'the agent changed no files');
      return { status: 'completed', prLink: null, branch: null, failure: null };
    }
    const branch = `docwright/${job.id}`;
    await git(copy.dir, ['checkout', '--quiet', '-b', branch], repoGit);
    if (changes !== '') {
      await git(copy.dir, ['add', '--all'], repoGit);
      await git(copy.dir, ['commit', '--quiet', '--no-verify', '-m', commitMessage(work)], repoGit);
    }
    log('runner', `pushing branch ${branch}`);
    await git(
      copy.dir,
      ['push', '--quiet', '--no-verify', 'origin', `refs/heads/${branch}:refs/heads/${branch}`],
      repoGit,
    );
    if (target.kind === 'file')
      return { status: 'completed', prLink: `${job.source.repository}#${branch}`, branch, failure: null };
    log('runner', `opening a pull request into ${copy.branch}`);
    const prLink = await openPullRequest({
      apiUrl: settings.git.apiUrl,
      token: secret,
      owner: target.owner,
      name: target.name,
      head: branch,
      base: copy.branch,
      title: pullRequestTitle(work.prompt),
      body: `Opened by Docwright agent job \`${job.id}\` (model \`${job.model}\`).\n\nPrompt:\n\n${quote(work.prompt)}`,
      signal,
    });
    log('runner', `pull request: ${prLink}`);
    return { status: 'completed', prLink, branch, failure: null };
  } catch (error) {
    if (error instanceof GitError || error instanceof PullRequestError) return failed(redact(error.message));
    return failed('unexpected error while running the job');
  } finally {
    disk.stop();
    signal.removeEventListener('abort', stop);
    await removeJobFolder(workDir);
  }
}

function commitMessage(work: JobWork): string {
  return `${pullRequestTitle(work.prompt)}\n\nDocwright agent job ${work.job.id} (model ${work.job.model}).`;
}

/** The prompt's first line, shortened: a readable title for the commit and the pull request. */
function pullRequestTitle(prompt: string): string {
  const first = prompt.trim().split(/\r?\n/)[0] ?? '';
  const clipped = first.length > 72 ? `${first.slice(0, 69)}...` : first;
  return `Docs: ${clipped}`;
}

function quote(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
}
