// Issue 31, "access everywhere": the reader session cookie of `docs serve` is `Secure` behind an https
// base URL, and DOCWRIGHT_COOKIE_SECURE turns that on (1) or off (0) whatever the base URL says.
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { tempDir, writeSite } from '../helpers/site.ts';
import { type DocsProcess, readerSecret, readerToken, runDocsProcess, servedUrl } from './docs-process.ts';

const running: DocsProcess[] = [];
const built: Record<'https' | 'http', string> = { https: '', http: '' };

beforeAll(async () => {
  const site = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Cookies',
        navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
      }),
      'index.mdx': '---\ntitle: Home\ndescription: Home\n---\n\nHome.\n',
    },
    'cookie-site',
  );
  for (const scheme of ['https', 'http'] as const) {
    const out = join(await tempDir(`cookie-${scheme}`), 'dist');
    const result = await runDocs(['build', site, '--out', out, '--base-url', `${scheme}://docs.example.com`]);
    expect(result.code, result.stderr).toBe(0);
    built[scheme] = out;
  }
});

afterAll(async () => {
  await Promise.all(running.map((docs) => docs.stop()));
});

/** `docs serve` of the build for `scheme`, with reader sign-in and `env` added. */
async function serve(scheme: 'https' | 'http', env: Record<string, string> = {}): Promise<string> {
  const docs = runDocsProcess(['serve', built[scheme], '--port', '0'], {
    DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(await tempDir('cookie-data'), 'data')),
    DOCWRIGHT_READER_AUTH_SECRET: readerSecret,
    DOCWRIGHT_READER_LOGIN_URL: 'https://login.example.com/sign-in',
    ...env,
  });
  running.push(docs);
  return servedUrl(docs);
}

/** The `Set-Cookie` headers of signing in and of signing out, over plain http. */
async function cookies(url: string, headers: Record<string, string> = {}) {
  const signIn = await fetch(`${url}/_docwright/auth/callback?token=${await readerToken([])}`, {
    headers,
    redirect: 'manual',
  });
  expect(signIn.status).toBe(303);
  const signOut = await fetch(`${url}/_docwright/auth/logout`, { headers, redirect: 'manual' });
  return { signIn: signIn.headers.get('set-cookie') ?? '', signOut: signOut.headers.get('set-cookie') ?? '' };
}

const secure = /;\s*Secure(;|$)/i;

describe('docs serve: the reader session cookie and Secure', () => {
  it('is Secure for a site built with an https base URL, though the request came over http', async () => {
    const { signIn, signOut } = await cookies(await serve('https'));
    expect(signIn).toMatch(/^dw_reader=/);
    expect(signIn).toMatch(secure);
    expect(signOut).toMatch(secure);
  });

  it('is not Secure for an http base URL over http, unless DOCWRIGHT_COOKIE_SECURE=1', async () => {
    const [plain, forced] = await Promise.all([
      serve('http'),
      serve('http', { DOCWRIGHT_COOKIE_SECURE: '1' }),
    ]);
    expect((await cookies(plain)).signIn).not.toMatch(secure);
    const { signIn, signOut } = await cookies(forced);
    expect(signIn).toMatch(secure);
    expect(signOut).toMatch(secure);
  });

  it('is never Secure with DOCWRIGHT_COOKIE_SECURE=0, whatever the base URL or X-Forwarded-Proto', async () => {
    const url = await serve('https', { DOCWRIGHT_COOKIE_SECURE: '0' });
    const { signIn } = await cookies(url, { 'x-forwarded-proto': 'https' });
    expect(signIn).toMatch(/^dw_reader=/);
    expect(signIn).not.toMatch(secure);
  });

  it('refuses to start with another value, in one line', async () => {
    const docs = runDocsProcess(['serve', built.http, '--port', '0'], {
      DOCWRIGHT_DATA_DIR: join(await tempDir('cookie-data'), 'data'),
      DOCWRIGHT_READER_AUTH_SECRET: readerSecret,
      DOCWRIGHT_COOKIE_SECURE: 'yes',
    });
    running.push(docs);
    expect(await docs.exited).not.toBe(0);
    expect(docs.output()).toContain('DOCWRIGHT_COOKIE_SECURE must be 1 or 0, got "yes"');
  });
});
