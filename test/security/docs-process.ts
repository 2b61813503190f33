// The real `docs` binary as a child process, and readers' tokens from the identity provider: what the
// tests of `docs serve` as a process need. Kept apart from serve-helpers.ts, whose in-process server
// imports the whole workspace (server, site builder, theme, MDX) into the test's worker.
import { type ChildProcess, spawn } from 'node:child_process';
import { SignJWT } from 'jose';
import { docsBin, repoRoot } from '../helpers/cli.ts';

export const readerSecret = 'a-reader-token-secret-of-the-identity-provider';
export const loginUrl = 'https://login.example.com/sign-in';

/** An HS256 token from the identity provider for a reader in `groups`. */
export function readerToken(groups: readonly string[]): Promise<string> {
  return new SignJWT({ groups: [...groups] })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('reader-1')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(readerSecret));
}

export interface DocsProcess {
  readonly child: ChildProcess;
  output(): string;
  /** Resolves with the exit code once the process ends. */
  readonly exited: Promise<number | null>;
  stop(): Promise<number | null>;
}

/** Runs the real `docs` binary with `env` added, under `umask` (octal text) when given. */
export function runDocsProcess(
  args: readonly string[],
  env: Record<string, string>,
  umask?: string,
): DocsProcess {
  const [file, argv] =
    umask === undefined
      ? [process.execPath, [docsBin, ...args]]
      : ['/bin/sh', ['-c', `umask ${umask} && exec "$0" "$@"`, process.execPath, docsBin, ...args]];
  const child = spawn(file, argv, { cwd: repoRoot, env: { ...process.env, CI: '1', ...env } });
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => output,
    exited,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/**
 * Waits until `docs serve` (or the command whose `banner` is given) prints its address; rejects
 * with its output if it exits first.
 */
export async function servedUrl(
  docs: DocsProcess,
  timeoutMs = 90_000,
  banner = /Docwright server: (http:\/\/\S+?)\/? /,
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = banner.exec(docs.output());
    if (match?.[1]) return match[1];
    if (docs.child.exitCode !== null) throw new Error(`the server exited:\n${docs.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the server did not start:\n${docs.output()}`);
}

/** Lines that look like a JavaScript stack frame. */
export const stackFrame = /^\s+at .+\(?.+:\d+:\d+\)?$/m;
