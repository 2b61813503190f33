// The git CLI, run with argument lists (no shell) and no prompts. The token reaches git through a
// credential helper scoped to the one repository it is for (never in argv, a URL or a header that
// git would send to every host it talks to, redirects included), so it shows in no process list
// or log and no other remote is ever offered it.
import { existsSync } from 'node:fs';
import { prlimitPath } from '../sandbox/resource-limits.ts';
import { runProcess } from './process.ts';

export class GitError extends Error {
  override name = 'GitError';
}

export interface GitContext {
  /** For an `https://` repository: the token, offered only to that repository's URL. */
  readonly credential: { readonly url: string; readonly token: string } | null;
  readonly signal?: AbortSignal;
  readonly log: (line: string) => void;
  /** The environment git starts from (the server's, without its secrets). */
  readonly baseEnv: NodeJS.ProcessEnv;
  /** The largest file git may write (a clone of a hostile repository), enforced by the kernel. */
  readonly fileSizeMb?: number;
}

const gitTimeoutMs = 5 * 60_000;

/** The helper's reply to `get`: the token as the password (x-access-token is GitHub's user name for tokens). */
const credentialHelper =
  '!f() { test "$1" = get && printf \'username=x-access-token\\npassword=%s\\n\' "$DOCWRIGHT_GIT_CREDENTIAL"; }; f';

export function gitEnv(context: GitContext): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...context.baseEnv,
    GIT_TERMINAL_PROMPT: '0',
    GIT_ASKPASS: 'true',
    GIT_ALLOW_PROTOCOL: 'https:file',
    // A repository's .lfsconfig would otherwise make the host's git-lfs fetch from where it says.
    GIT_LFS_SKIP_SMUDGE: '1',
    GIT_AUTHOR_NAME: 'Docwright',
    GIT_AUTHOR_EMAIL: 'docwright@localhost',
    GIT_COMMITTER_NAME: 'Docwright',
    GIT_COMMITTER_EMAIL: 'docwright@localhost',
  };
  if (context.credential !== null) {
    Object.assign(env, {
      DOCWRIGHT_GIT_CREDENTIAL: context.credential.token,
      GIT_CONFIG_COUNT: '3',
      // An empty helper first: helpers of the user's own git config are not asked.
      GIT_CONFIG_KEY_0: 'credential.helper',
      GIT_CONFIG_VALUE_0: '',
      GIT_CONFIG_KEY_1: 'credential.useHttpPath',
      GIT_CONFIG_VALUE_1: 'true',
      GIT_CONFIG_KEY_2: `credential.${context.credential.url}.helper`,
      GIT_CONFIG_VALUE_2: credentialHelper,
    });
  }
  return env;
}

/** Runs `git args...` in `cwd`; resolves to its standard output, throws a GitError on failure. */
export async function git(cwd: string, args: readonly string[], context: GitContext): Promise<string> {
  const stderr: string[] = [];
  const [file, ...argv] =
    context.fileSizeMb === undefined || !existsSync(prlimitPath)
      ? ['git', ...args]
      : [prlimitPath, `--fsize=${Math.round(context.fileSizeMb * 1024 * 1024)}`, '--', 'git', ...args];
  const result = await runProcess(file as string, argv, {
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
