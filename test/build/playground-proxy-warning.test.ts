// Issue 24, item 9: `docs build` warns that a static host has no playground proxy while the proxy
// is on by default; issue 33: writing `api.playground.proxy` either way is the author's choice
// (`true` means the site runs under `docs serve`) and silences it. `docs dev` runs the proxy.
import { describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { startDevServer } from '../helpers/dev-server.ts';
import { writeSite } from '../helpers/site.ts';

const openapi = JSON.stringify({
  openapi: '3.1.0',
  info: { title: 'Proxy', version: '1' },
  servers: [{ url: 'https://api.example.com' }],
  paths: { '/ping': { get: { summary: 'Ping', responses: { '200': { description: 'OK' } } } } },
});

const site = (api: unknown) =>
  writeSite({
    'docs.json': `{\n  "name": "Proxy",\n  "api": ${JSON.stringify(api)},\n  "navigation": { "groups": [{ "group": "API", "openapi": "openapi.json" }] }\n}\n`,
    'openapi.json': openapi,
  });

async function build(dir: string): Promise<string> {
  const result = await runDocs(['build', dir, '--out', `${dir}/dist`]);
  expect(result.code, result.stderr).toBe(0);
  return result.stdout + result.stderr;
}

describe('a static build whose playground sends through the proxy', () => {
  it('warns for the default (proxy is true unless docs.json says otherwise), and says how to fix it', async () => {
    const output = await build(await site({}));
    expect(output).toContain('build/playground-proxy-static');
    expect(output).toContain('true by default');
    expect(output).toContain('docs.json (api.playground.proxy)');
    expect(output).toContain('CORS');
    expect(output).toContain('docs serve');
    expect(output).toContain('"proxy": false');
    expect(output).toContain('either way');
  });

  it('stays quiet with an explicit proxy: true, the choice of an author who serves with docs serve', async () => {
    expect(await build(await site({ playground: { proxy: true } }))).not.toContain('playground-proxy-static');
  });

  it('stays quiet with proxy: false, or with no interactive playground', async () => {
    expect(await build(await site({ playground: { proxy: false } }))).not.toContain(
      'playground-proxy-static',
    );
    expect(await build(await site({ playground: { display: 'simple' } }))).not.toContain(
      'playground-proxy-static',
    );
  });

  it('stays quiet under docs dev, which runs the proxy', async () => {
    const dev = await startDevServer(await site({ playground: { proxy: true } }));
    try {
      const page = await fetch(`${dev.url}/api-reference/ping`);
      expect(page.status).toBeLessThan(500);
      expect(dev.output()).not.toContain('playground-proxy-static');
    } finally {
      await dev.stop();
    }
  });
});
