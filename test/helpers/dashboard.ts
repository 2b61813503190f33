// A real `docs serve` for the dashboard's tests: PostgreSQL, a project whose site repository is a
// local bare repository, a stub agent command, and a local stand-in for GitHub's pull request API.
import { mkdirSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { bareRepository } from '../../packages/server/test/helpers/git.ts';
import { type PostgresCluster, startPostgres } from '../../packages/server/test/helpers/postgres.ts';
import { docsBin, runDocs } from './cli.ts';
import { type RunningDocsServer, startLongRunning } from './dev-server.ts';
import { tempDir } from './site.ts';
import { createAdminKey } from './updates.ts';

const agentScript = fileURLToPath(new URL('../../packages/server/test/fixtures/agent.mjs', import.meta.url));
export const gitToken = 'ghs_dashboardtesttoken123456';

export interface DashboardServer {
  /** The site's origin (pages, admin API, feedback). */
  readonly url: string;
  /** The dashboard's origin, a listener of its own. */
  readonly dashboardOrigin: string;
  readonly dashboard: string;
  readonly config: string;
  readonly root: string;
  /** Pull requests the stand-in for GitHub's API opened. */
  readonly pulls: string[];
  /** A new admin key of `project`, made by `docs admin keys create`. */
  key(project?: string): Promise<string>;
  stop(): Promise<void>;
}

const siteFiles = (name: string) => ({
  'docs/docs.json': JSON.stringify({ name, navigation: { pages: ['index'] } }),
  'docs/index.mdx': `---\ntitle: ${name}\ndescription: The ${name} docs.\n---\n\nThe ${name} docs.\n`,
});

/** A stand-in for GitHub's `POST /repos/{owner}/{repo}/pulls`. */
async function pullRequestApi(pulls: string[]): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      const match = /^\/repos\/([^/]+)\/([^/]+)\/pulls$/.exec(req.url ?? '');
      if (req.method !== 'POST' || !match || req.headers.authorization !== `Bearer ${gitToken}`) {
        res.writeHead(422, { 'content-type': 'application/json' }).end('{"message":"Validation Failed"}');
        return;
      }
      const link = `https://github.com/${match[1]}/${match[2]}/pull/${pulls.length + 1}`;
      pulls.push(link);
      res
        .writeHead(201, { 'content-type': 'application/json' })
        .end(JSON.stringify({ number: pulls.length, html_url: link }));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * `docs serve` for projects `acme` (a site repository) and `other`, on its own PostgreSQL
 * database; `env` adds settings (a low sign-in failure limit, say).
 */
export async function startDashboardServer(env: Record<string, string> = {}): Promise<DashboardServer> {
  const root = await tempDir('dashboard');
  const cluster: PostgresCluster = await startPostgres();
  const databaseUrl = await cluster.createDatabase();
  mkdirSync(join(root, 'acme'));
  const site = bareRepository(join(root, 'acme'), siteFiles('Acme'));
  mkdirSync(join(root, 'agent'));
  const agentRepo = bareRepository(join(root, 'agent'));
  const pulls: string[] = [];
  const api = await pullRequestApi(pulls);
  // https://github.com/acme/docs is the agent's bare repository for git.
  const gitConfig = join(root, 'gitconfig');
  writeFileSync(gitConfig, `[url "${agentRepo.url}"]\n\tinsteadOf = https://github.com/acme/docs\n`);
  const config = join(root, 'docwright.json');
  writeFileSync(
    config,
    JSON.stringify({
      DATABASE_URL: databaseUrl,
      DOCWRIGHT_DATA_DIR: join(root, 'data'),
      DOCWRIGHT_SECRET: 'pepper-dashboard-0123456789',
      projects: [{ id: 'acme', repository: site.url, ref: 'main', siteDir: 'docs' }],
    }),
  );
  const first = join(root, 'first');
  for (const [name, text] of Object.entries(siteFiles('First'))) {
    mkdirSync(join(first, name, '..'), { recursive: true });
    writeFileSync(join(first, name), text);
  }
  expect((await runDocs(['build', join(first, 'docs'), '--out', join(first, 'dist')])).code).toBe(0);
  const server: RunningDocsServer = await startLongRunning(
    process.execPath,
    [
      docsBin,
      'serve',
      join(first, 'dist'),
      '--port',
      '0',
      '--dashboard-port',
      '0',
      '--project',
      'acme',
      '--config',
      config,
    ],
    // Printed after the site's address.
    /Docwright dashboard: (http:\/\/\S+?)\/_docwright\/dashboard/,
    {
      env: {
        DOCWRIGHT_ALLOW_LOCAL_REPOS: '1',
        DOCWRIGHT_BUILD_TIMEOUT: '600',
        DOCWRIGHT_AGENT_COMMAND: `"${process.execPath}" "${agentScript}"`,
        DOCWRIGHT_AGENT_TIMEOUT: '600',
        DOCWRIGHT_GIT_TOKEN: gitToken,
        DOCWRIGHT_GIT_API_URL: api.url,
        DOCWRIGHT_GIT_HOST: 'github.com',
        GIT_CONFIG_GLOBAL: gitConfig,
        ...env,
      },
    },
  );
  const siteUrl = /Docwright server: (http:\/\/\S+?)\/? /.exec(server.output())?.[1];
  if (!siteUrl) throw new Error(`no site address in:\n${server.output()}`);
  return {
    url: siteUrl,
    dashboardOrigin: server.url,
    dashboard: `${server.url}/_docwright/dashboard`,
    config,
    root,
    pulls,
    key: (project = 'acme') => createAdminKey(config, project),
    stop: async () => {
      await server.stop();
      cluster.stop();
      await new Promise((r) => api.server.close(r));
    },
  };
}

/** Signs in through the sign-in page and lands on the API keys page. */
export async function signIn(
  page: Page,
  server: DashboardServer,
  key: string,
  project = 'acme',
): Promise<void> {
  await page.goto(`${server.dashboard}/sign-in`);
  await page.getByLabel('Project id').fill(project);
  await page.getByLabel('Admin API key').fill(key);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/_docwright\/dashboard\/keys$/);
}

/** Polls `check` every 250 ms until it returns a value (generous: builds share a busy machine). */
export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined>,
  limitMs = 540_000,
): Promise<T> {
  const end = Date.now() + limitMs;
  while (Date.now() < end) {
    const value = await check();
    if (value !== undefined) return value;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}
