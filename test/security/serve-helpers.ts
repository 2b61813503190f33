// Shared by the security tests of `docs serve` (issue 21): a built site served by the real server
// on 127.0.0.1, readers signed in the way the identity provider hands them over, and `docs serve`
// itself as a child process.
import { type ChildProcess, spawn } from 'node:child_process';
import {
  callbackPath,
  createServerApp,
  listen,
  type ReaderAuthSettings,
  ReaderTokens,
  type RunningServer,
  type ServerAppOptions,
  SiteHost,
  sessionCookie,
  underBasePath,
} from '@docwright/server';
import { SignJWT } from 'jose';
import { docsBin, repoRoot } from '../helpers/cli.ts';

export { buildFixture } from '../../packages/server/test/fixture-site.ts';

export const readerSecret = 'a-reader-token-secret-of-the-identity-provider';
export const loginUrl = 'https://login.example.com/sign-in';

/**
 * Serves the built folder `dist` with the whole `docs serve` app (under the site's base path, if
 * it was built with one); reader sign-in when `auth` is given.
 */
export async function serveSite(
  dist: string,
  options: { auth?: ReaderAuthSettings; proxy?: ServerAppOptions['proxy'] } = {},
): Promise<RunningServer> {
  const readerAuth = options.auth && { settings: options.auth, tokens: new ReaderTokens(options.auth) };
  const site = await SiteHost.open(dist, readerAuth);
  const app = createServerApp({
    site,
    ...(readerAuth && { readerAuth }),
    ...(options.proxy && { proxy: options.proxy }),
  });
  // As `docs serve` does: a site built with --base-path answers under it too.
  return listen(
    underBasePath(app, () => site.site.manifest.basePath ?? ''),
    { port: 0, host: '127.0.0.1' },
  );
}

/** An HS256 token from the identity provider for a reader in `groups`. */
export function readerToken(groups: readonly string[]): Promise<string> {
  return new SignJWT({ groups: [...groups] })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('reader-1')
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(readerSecret));
}

/** Signs a reader in through the callback and returns their session cookie (`name=value`). */
export async function signIn(server: RunningServer, groups: readonly string[]): Promise<string> {
  const response = await fetch(`${server.url}${callbackPath}?token=${await readerToken(groups)}`, {
    redirect: 'manual',
  });
  const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
  if (response.status !== 303 || !cookie.startsWith(`${sessionCookie}=`))
    throw new Error(`sign-in failed: ${response.status}`);
  return cookie;
}

/** A GET that does not follow redirects, with a session cookie when given. */
export function get(
  server: RunningServer,
  path: string,
  cookie?: string,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    headers: { ...headers, ...(cookie && { cookie }) },
    redirect: 'manual',
  });
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
