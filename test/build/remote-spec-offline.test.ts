// A remote spec that cannot be fetched and was never cached (no network, as in CI) is a located
// warning naming the URL and where docs.json names it; the rest of the site builds, the pages bound
// to the spec without its reference. `--strict` makes it an error.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { writeSite } from '../helpers/site.ts';

/** A port on 127.0.0.1 that nothing listens on: it was free a moment ago and is closed again. */
async function refusedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('a remote spec that cannot be fetched', () => {
  let site: string;
  let url: string;
  beforeAll(async () => {
    url = `http://127.0.0.1:${await refusedPort()}/openapi.json`;
    const docsJson = {
      name: 'Offline',
      api: { openapi: url },
      navigation: {
        groups: [
          { group: 'Guides', pages: ['index', 'things'] },
          { group: 'API', pages: ['GET /things'] },
        ],
      },
    };
    site = await writeSite({
      'docs.json': `${JSON.stringify(docsJson, null, 2)}\n`,
      'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\nWelcome home.\n',
      'things.mdx':
        '---\ntitle: Things\ndescription: Listing things.\nopenapi: GET /things\n---\nThe things, described by hand.\n',
    });
  });

  it('is a warning located where docs.json names the URL, and the site builds', async () => {
    const result = await runDocs(['build', site, '--out', join(site, 'out')]);
    expect(result.code, result.stderr).toBe(0);
    // `"openapi": "<url>"` is on line 4 of the pretty-printed docs.json, its key at column 5.
    expect(result.stderr).toMatch(/^warning spec\/remote-unavailable {2}docs\.json:4:5 \(api\.openapi\)$/m);
    expect(result.stderr).toContain(
      `Fetching ${url} failed: connection refused (ECONNREFUSED); no copy of it is cached.`,
    );
    expect(result.stderr).not.toMatch(/^error /m);
    // The navigation's endpoint entry is left out, not an error; the bound page is built without the reference.
    expect(result.stderr).not.toContain('nav/endpoint');
    expect(result.stderr).toMatch(/^warning page\/openapi-not-found {2}things\.mdx/m);
    const things = await readFile(join(site, 'out/things/index.html'), 'utf8');
    expect(things).toContain('The things, described by hand.');
    expect(await readFile(join(site, 'out/index.html'), 'utf8')).toContain('Welcome home.');
  }, 60_000);

  it('is an error with --strict', async () => {
    const result = await runDocs(['build', site, '--out', join(site, 'out-strict'), '--strict']);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/^error spec\/remote-unavailable {2}docs\.json:4:5 \(api\.openapi\)$/m);
  }, 60_000);
});
