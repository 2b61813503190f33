// The git CLI, run with argument lists (no shell), no prompts, and the token in the environment
// (never in argv or a URL, so it shows in no process list or log).
import { runProcess } from './process.ts';

export class GitError extends Error {
  override name = 'GitError';
}

export interface GitContext {
  /** For `https://` remotes: sent as the HTTP Authorization header. */
  readonly token: string | null;
  readonly signal?: AbortSignal;
  readonly log: (line: string) => void;
  /** The environment git starts from (the server's, without its secrets). */
  readonly baseEnv: NodeJS.ProcessEnv;
}

const gitTimeoutMs = 5 * 60_000;

function gitEnv(context: GitContext): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...context.baseEnv,
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: 'true',
    GIT_ALLOW_PROTOCOL: 'https:file',
    GIT_AUTHOR_NAME: 'Docwright',
    GIT_AUTHOR_EMAIL: 'docwright@localhost',
    GIT_COMMITTER_NAME: 'Docwright',
    GIT_COMMITTER_EMAIL: 'docwright@localhost',
  };
  if (context.token !== null) {
    const basic = Buffer.from(`x-access-token:${context.token}`).toString('base64');
    Object.assign(env, {
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'http.extraHeader',
      GIT_CONFIG_VALUE_0: `Authorization: Basic ${basic}`,
    });
  }
  return env;
}

/** Runs `git args...` in `cwd`; resolves to its standard output, throws a GitError on failure. */
export async function git(cwd: string, args: readonly string[], context: GitContext): Promise<string> {
  const stderr: string[] = [];
  const result = await runProcess('git', args, {
    cwd,
    env: gitEnv(context),
    timeoutMs: gitTimeoutMs,
    ...(context.signal && { signal: context.signal }),
    onLine: (stream, line) => {
      if (stream === 'stderr') {
        stderr.push(line);
        context.log(line);
      }
    },
  });
  if (result.code === 0) return result.stdout;
  const reason = result.timedOut
    ? 'timed out'
    : result.aborted
      ? 'was stopped'
      : (stderr.filter((l) => l.trim() !== '').at(-1) ?? `exited with ${result.code}`);
  throw new GitError(`git ${args[0]} failed: ${reason}`);
}
