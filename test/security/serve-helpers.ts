// Shared by the security tests of `docs serve` (issue 21): a built site served by the real server
// on 127.0.0.1, readers signed in the way the identity provider hands them over, and `docs serve`
// itself as a child process.
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
import { readerToken } from './docs-process.ts';

export { buildFixture } from '../../packages/server/test/fixture-site.ts';
export {
  type DocsProcess,
  loginUrl,
  readerSecret,
  readerToken,
  runDocsProcess,
  servedUrl,
  stackFrame,
} from './docs-process.ts';

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
