// `docs serve` itself (the real binary) with the sign-in modes of issue 37 set in its environment:
// a password site whose "sign out everywhere" holds across a restart (kept in the embedded store),
// and the located messages for settings it cannot use.
import { join } from 'node:path';
import { exportSPKI, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { seedEmbeddedStore } from '../helpers/embedded-store.ts';
import { tempDir, writeSite } from '../helpers/site.ts';
import { type DocsProcess, runDocsProcess, servedUrl } from '../security/docs-process.ts';

const running: DocsProcess[] = [];
let dist = '';

beforeAll(async () => {
  const site = await writeSite(
    {
      'docs.json': JSON.stringify({
        name: 'Password',
        navigation: { groups: [{ group: 'Docs', pages: ['index'] }] },
      }),
      'index.mdx': '---\ntitle: Home\ndescription: Home\n---\n\nHome body text.\n',
    },
    'password-site',
  );
  dist = join(await tempDir('password-dist'), 'dist');
  const result = await runDocs(['build', site, '--out', dist]);
  expect(result.code, result.stderr).toBe(0);
});

afterAll(async () => {
  await Promise.all(running.map((docs) => docs.stop()));
});

function serve(env: Record<string, string>): DocsProcess {
  const docs = runDocsProcess(['serve', dist, '--port', '0'], { DOCWRIGHT_COOKIE_SECURE: '0', ...env });
  running.push(docs);
  return docs;
}

describe('docs serve: reader sign-in modes from the environment', () => {
  it('serves a password site whose sign-out everywhere outlives a restart', async () => {
    const env = {
      DOCWRIGHT_DATA_DIR: seedEmbeddedStore(join(await tempDir('password-data'), 'data')),
      DOCWRIGHT_READER_PASSWORD: 'a shared password',
      DOCWRIGHT_READER_SESSION_SECRET: 'a session secret kept across restarts',
    };
    const first = serve(env);
    const url = await servedUrl(first);
    const home = await fetch(`${url}/`, { redirect: 'manual' });
    expect(home.status).toBe(302);
    expect(new URL(home.headers.get('location') ?? '', url).pathname).toBe('/_docwright/auth/password');
    const signIn = async (at: string) => {
      const response = await fetch(`${at}/_docwright/auth/password?redirect=/`, {
        method: 'POST',
        redirect: 'manual',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'password=a+shared+password',
      });
      expect(response.status).toBe(303);
      return (response.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    };
    const laptop = await signIn(url);
    const phone = await signIn(url);
    expect((await fetch(`${url}/`, { headers: { cookie: laptop }, redirect: 'manual' })).status).toBe(200);
    const out = await fetch(`${url}/_docwright/auth/logout-everywhere`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: phone },
    });
    expect(out.status).toBe(303);
    await first.stop();
    const second = serve(env);
    const again = await servedUrl(second);
    expect((await fetch(`${again}/`, { headers: { cookie: laptop }, redirect: 'manual' })).status).toBe(302);
    // The session secret held: a session begun after the sign-out opens the site.
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(
      (await fetch(`${again}/`, { headers: { cookie: await signIn(again) }, redirect: 'manual' })).status,
    ).toBe(200);
  });

  it('stops with a message naming the variable for a key it cannot verify tokens with, and for an OIDC issuer without a client', async () => {
    const { publicKey } = await generateKeyPair('ES256', { extractable: true });
    const wrongKey = serve({ DOCWRIGHT_READER_AUTH_PUBLIC_KEY: await exportSPKI(publicKey) });
    expect(await wrongKey.exited).not.toBe(0);
    expect(wrongKey.output()).toContain('DOCWRIGHT_READER_AUTH_PUBLIC_KEY');
    expect(wrongKey.output()).toContain('Ed25519');
    const noClient = serve({ DOCWRIGHT_READER_OIDC_ISSUER: 'https://login.example.com' });
    expect(await noClient.exited).not.toBe(0);
    expect(noClient.output()).toContain('DOCWRIGHT_READER_OIDC_CLIENT_ID');
  });
});
