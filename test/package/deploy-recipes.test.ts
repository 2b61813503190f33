// The deploy recipes docs/deploy.md points to (examples/netlify, examples/vercel,
// examples/cloudflare-pages): each one's build command runs as its host runs it, with the
// variables the host sets, on the starter site in docs/, and the folder it publishes holds the
// site with the right absolute base URL. What the host does itself (Vercel's cleanUrls, headers)
// is checked against what the build wrote.

import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot, runDocs } from '../helpers/cli.ts';

const engines = (
  JSON.parse(readFileSync(join(repoRoot, 'packages/docwright/package.template.json'), 'utf8')) as {
    engines: { node: string };
  }
).engines.node;
const deployDoc = readFileSync(join(repoRoot, 'docs/deploy.md'), 'utf8');
const read = (path: string) => readFileSync(join(repoRoot, path), 'utf8');

/**
 * The tables and string values of a TOML file (all the recipes use): `[a.b]` then `key = "value"`.
 * Anything else fails the test, so a recipe cannot hold what this reader skips.
 */
function readToml(text: string): Record<string, Record<string, string>> {
  const tables: Record<string, Record<string, string>> = { '': {} };
  let table = '';
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.replace(/^\s*#.*$/, '').trim();
    if (line === '') continue;
    const header = /^\[([\w.]+)\]$/.exec(line);
    const pair = /^(\w+)\s*=\s*"([^"]*)"$/.exec(line);
    if (header) {
      table = header[1] ?? '';
      tables[table] ??= {};
    } else if (pair) {
      const values = tables[table] ?? {};
      values[pair[1] ?? ''] = pair[2] ?? '';
    } else throw new Error(`line ${index + 1}: not a table or a string value: ${raw}`);
  }
  return tables;
}

/**
 * Whether the host's Node (a major such as `22` or `22.x`: the host installs the newest of it)
 * is one the package's engines admit whole: `^22.0.0` among its ranges.
 */
function enginesAdmitMajor(version: string): boolean {
  const major = /^v?(\d+)(?:\.x)?$/.exec(version.trim())?.[1];
  return major !== undefined && engines.split('||').some((range) => range.trim() === `^${major}.0.0`);
}

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});

/**
 * Runs a recipe's build command (`npx docs …`, run here by the workspace CLI) in a repository
 * holding the starter site in docs/, with `env` as the host sets it; resolves to the repository.
 */
async function buildAsHost(command: string, env: Record<string, string>): Promise<string> {
  expect(command).toMatch(/^npx docs build /);
  const project = await mkdtemp(join(tmpdir(), 'docwright-recipe-'));
  folders.push(project);
  await cp(join(repoRoot, 'templates/starter'), join(project, 'docs'), { recursive: true });
  // Variables a CI runner or another host may have set must not choose the base URL here.
  const unset = {
    DOCWRIGHT_BASE_URL: '',
    NETLIFY: '',
    URL: '',
    VERCEL: '',
    VERCEL_PROJECT_PRODUCTION_URL: '',
  };
  const result = await runDocs(command.split(/\s+/).slice(2), { cwd: project, env: { ...unset, ...env } });
  expect(result.code, result.stderr).toBe(0);
  return project;
}

/** The published folder holds the site, its sitemap and llms.txt naming `base`. */
async function expectSite(publish: string, base: string): Promise<void> {
  expect(existsSync(join(publish, 'index.html'))).toBe(true);
  const sitemap = await readFile(join(publish, 'sitemap.xml'), 'utf8');
  expect(sitemap).toContain(`<loc>${base}/</loc>`);
  expect(sitemap).toContain(`<loc>${base}/quickstart</loc>`);
  const llms = await readFile(join(publish, 'llms.txt'), 'utf8');
  expect(llms).toContain(`](${base}/quickstart.md)`);
  const locs = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1] ?? '');
  expect(locs.filter((loc) => !loc.startsWith(`${base}/`))).toEqual([]);
}

/** The build's `_headers` Link value, which hosts that read `_headers` send on every path. */
async function linkHeader(publish: string): Promise<string> {
  const headers = await readFile(join(publish, '_headers'), 'utf8');
  expect(headers.split('\n')[0]).toBe('/*');
  return /^\s+Link: (.*)$/m.exec(headers)?.[1] ?? '';
}

describe('examples/netlify/netlify.toml', () => {
  const config = readToml(read('examples/netlify/netlify.toml'));

  it('pins a Node version the package admits', () => {
    expect(enginesAdmitMajor(config['build.environment']?.NODE_VERSION ?? '')).toBe(true);
  });

  it("builds into its publish folder with Netlify's URL as the base URL, and writes the _headers Netlify reads", async () => {
    const command = config.build?.command ?? '';
    const project = await buildAsHost(command, { NETLIFY: 'true', URL: 'https://example.netlify.app' });
    const publish = join(project, config.build?.publish ?? '');
    await expectSite(publish, 'https://example.netlify.app');
    expect(await linkHeader(publish)).toContain('</llms.txt>; rel="llms-txt"');
  }, 120_000);
});

describe('examples/vercel/vercel.json', () => {
  const config = JSON.parse(read('examples/vercel/vercel.json')) as {
    framework: null;
    buildCommand: string;
    outputDirectory: string;
    cleanUrls: boolean;
    trailingSlash: boolean;
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };

  it('builds with no framework preset, and docs/deploy.md gives a Node version the package admits', () => {
    expect(config.framework).toBeNull();
    const section = deployDoc.slice(deployDoc.indexOf('## Vercel'), deployDoc.indexOf('## Cloudflare Pages'));
    const node = /"engines": \{ "node": "([^"]+)" \}/.exec(section)?.[1] ?? '';
    expect(enginesAdmitMajor(node), node).toBe(true);
  });

  it("builds into its output folder with Vercel's production domain as the base URL; each route has the file cleanUrls serves, and the headers say what _headers says", async () => {
    const project = await buildAsHost(config.buildCommand, {
      VERCEL: '1',
      VERCEL_URL: 'docs-git-branch-acme.vercel.app',
      VERCEL_PROJECT_PRODUCTION_URL: 'docs.example.com',
    });
    const publish = join(project, config.outputDirectory);
    await expectSite(publish, 'https://docs.example.com');
    // cleanUrls serves <route>/index.html at /<route>, the address pages link to and the sitemap
    // names; trailingSlash: false keeps that one address.
    expect(config).toMatchObject({ cleanUrls: true, trailingSlash: false });
    const sitemap = await readFile(join(publish, 'sitemap.xml'), 'utf8');
    const routes = [...sitemap.matchAll(/<loc>https:\/\/docs\.example\.com\/([^<]*)<\/loc>/g)].map(
      (match) => match[1] ?? '',
    );
    expect(routes.length).toBeGreaterThan(3);
    for (const route of routes) {
      expect(existsSync(join(publish, route, 'index.html')), `${route}/index.html`).toBe(true);
      if (route !== '') expect(existsSync(join(publish, `${route}.md`)), `${route}.md`).toBe(true);
    }
    expect(existsSync(join(publish, '404.html'))).toBe(true);
    // Vercel does not read _headers: vercel.json sends the same Link header on every path.
    const everyPath = config.headers.find((rule) => rule.source === '/(.*)');
    expect(everyPath?.headers).toEqual([{ key: 'Link', value: await linkHeader(publish) }]);
  }, 120_000);
});

describe('examples/cloudflare-pages', () => {
  const config = readToml(read('examples/cloudflare-pages/wrangler.toml'));
  const outputDir = config['']?.pages_build_output_dir ?? '';

  it('names the output folder and pins a Node version the package admits', () => {
    expect(outputDir).toBe('dist');
    expect(enginesAdmitMajor(read('examples/cloudflare-pages/.node-version'))).toBe(true);
  });

  it('builds with the dashboard settings docs/deploy.md gives: DOCWRIGHT_BASE_URL, never the per-deploy CF_PAGES_URL', async () => {
    const section = deployDoc.slice(deployDoc.indexOf('## Cloudflare Pages'));
    const command = /\| Build command\s*\| `([^`]+)`/.exec(section)?.[1] ?? '';
    expect(command).toBe(`npx docs build docs --out ${outputDir}`);
    expect(section).toMatch(/\| Build output directory\s*\| `dist`/);
    const project = await buildAsHost(command, {
      CF_PAGES: '1',
      CF_PAGES_URL: 'https://0a1b2c3d.docs.pages.dev',
      DOCWRIGHT_BASE_URL: 'https://docs.example.com',
    });
    const publish = join(project, outputDir);
    await expectSite(publish, 'https://docs.example.com');
    expect(await readFile(join(publish, 'llms.txt'), 'utf8')).not.toContain('pages.dev');
    expect(await linkHeader(publish)).toContain('</llms.txt>; rel="llms-txt"');
  }, 120_000);
});
