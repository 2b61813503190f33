import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type {
  OidcSettings,
  ReaderAuth,
  ReaderAuthSettings,
  ServerSettings,
  SiteHost,
} from '@docwright/server';
import { builtFolder } from '../built-folder.ts';
import { listenAddress, listenFromPort, listenOptions } from '../listen-port.ts';
import { cliUpdateBuilder } from '../update-builder.ts';
import { parseCommandArgs, UsageError } from '../usage.ts';

const usage = `Usage: docs serve [site or dist] [--port 3000] [--host 127.0.0.1] [--config docwright.json] [--project ID] [--dashboard-port N] [--quiet]

Serves a built site (a site folder's dist/, as docs build writes it, or the folder given to
docs build --out) with the playground proxy, Markdown twins for
Accept: text/markdown, the admin API under /v2/ (agent jobs, documentation updates, feedback;
keys from docs admin keys create) and reader authentication when configured. --project names the
project whose site this is (default: the only project of the config file); its updates replace
the served site and its readers' feedback is stored. It prints each step of its start (loading the
server, the site, the database) and then its address; --quiet prints the address alone.

Dashboard: --dashboard-port (or DOCWRIGHT_DASHBOARD_PORT) serves the operator's dashboard at
/_docwright/dashboard on that port only, an origin of its own: the site's pages run the
repository's scripts, which must not reach a signed-in operator's dashboard. Off without it.

Storage: embedded in DOCWRIGHT_DATA_DIR (default .docwright/data), or PostgreSQL at DATABASE_URL.
Health check: GET /_docwright/health answers 200, or 503 when the database does not answer.
Agent jobs: DOCWRIGHT_AGENT_COMMAND, DOCWRIGHT_AGENT_MODEL, DOCWRIGHT_AGENT_TIMEOUT,
DOCWRIGHT_AGENT_ENV (variables the agent gets), DOCWRIGHT_AGENT_READ_PATHS, DOCWRIGHT_AGENT_MEMORY,
DOCWRIGHT_GIT_TOKEN, DOCWRIGHT_GIT_API_URL (see docs/server.md in the repository).
Updates: each rebuild of a project's site, and each agent command, runs in an OS sandbox
(bubblewrap: no network for builds, only its job folder writable, none of these settings), within
DOCWRIGHT_BUILD_TIMEOUT seconds (900), DOCWRIGHT_BUILD_MEMORY MB (2048) and DOCWRIGHT_BUILD_DISK MB
(2048); without the sandbox they are refused unless DOCWRIGHT_TRUSTED_REPOSITORIES=1. The last
published update is served again after a restart. With DATABASE_URL, updates are stored in the
database and every instance on it serves the latest within seconds (docs/server.md, Scale-out).
Reader authentication:
  DOCWRIGHT_READER_AUTH_SECRET      HS256 secret your identity provider signs reader tokens with
  DOCWRIGHT_READER_AUTH_PUBLIC_KEY  or its RS256 or EdDSA public key (PEM text, or a path to a .pem
                                    file; an RSA key means RS256, an Ed25519 key EdDSA)
  DOCWRIGHT_READER_PASSWORD         a shared-password site: readers type it on /_docwright/auth/password
  DOCWRIGHT_READER_OIDC_ISSUER      OpenID Connect sign-in with this provider (discovery, code + PKCE);
                                    with DOCWRIGHT_READER_OIDC_CLIENT_ID, DOCWRIGHT_READER_OIDC_CLIENT_SECRET
                                    (confidential clients), DOCWRIGHT_READER_OIDC_SCOPES, _GROUPS_CLAIM
                                    (default groups), _GROUP_MAP (idp-group=docwright-group,...),
                                    _REDIRECT_URI (default /_docwright/auth/oidc/callback on this server)
  DOCWRIGHT_READER_LOGIN_URL        where readers sign in; they return to /_docwright/auth/callback?token=
  DOCWRIGHT_READER_SESSION_SECRET   signs session cookies (random per process when unset)
  DOCWRIGHT_READER_ISSUER, DOCWRIGHT_READER_AUDIENCE  checked against the token's iss / aud
  DOCWRIGHT_COOKIE_SECURE           1: the session cookie is Secure; 0: never (default: when the
                                    site's --base-url or the request is https)`;

export async function runServe(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    ...listenOptions,
    config: { type: 'string' },
    project: { type: 'string' },
    'dashboard-port': { type: 'string' },
    quiet: { type: 'boolean', short: 'q' },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const { port, host, chosen } = listenAddress(values, 3000, env);
  const dashboardPort = dashboardPortOf(values['dashboard-port'], env.DOCWRIGHT_DASHBOARD_PORT);
  // Each slow step says what it does before it starts, so a slow start is not a silent one.
  const step = values.quiet ? () => undefined : (line: string) => console.log(line);
  step('Loading the Docwright server');
  const server = await import('@docwright/server');
  let settings: ServerSettings;
  try {
    settings = server.loadServerSettings(env, values.config);
  } catch (error) {
    if (!(error instanceof server.SettingsError)) throw error;
    console.error(`docs serve: ${error.message}`);
    return 1;
  }
  const readerAuth = readerAuthFromEnv(env, server.ReaderTokens, settings.trustedProxies);
  const projectId = values.project ?? (settings.projects.length === 1 ? settings.projects[0]?.id : undefined);
  if (values.project && !settings.projects.some((project) => project.id === values.project))
    console.warn(
      `docs serve: project "${values.project}" is not in the config file; its updates cannot run.`,
    );
  // The last successful update is served again after a restart; older builds are removed.
  const publications =
    projectId === undefined ? undefined : new server.Publications(settings.dataDir, projectId);
  const published = await publications?.current();
  await publications?.removeRetired();
  const dir = published ?? builtFolder(positionals[0]);
  step(`Loading the site from ${dir}${published ? ' (the last published update)' : ''}`);
  let site: SiteHost;
  try {
    site = await server.SiteHost.open(dir, readerAuth);
  } catch (error) {
    if (!(error instanceof server.SiteFolderError)) throw error;
    console.error(`docs serve: ${error.message}`);
    return 1;
  }
  step(server.storeOpeningStep(settings));
  let store: Awaited<ReturnType<typeof server.openStore>>;
  try {
    store = await server.openStore(settings);
  } catch (error) {
    if (!(error instanceof server.DataDirBusyError || error instanceof server.StoreOpenError)) throw error;
    console.error(`docs serve: ${error.message}`);
    return 1;
  }
  readerAuth?.tokens.keepSignOutsIn(store.readerSignOuts);
  // Several instances on one PostgreSQL serve the publications stored there, the latest first.
  if (settings.databaseUrl !== null && projectId !== undefined)
    step('Loading the latest publication from the database');
  const shared =
    settings.databaseUrl === null
      ? undefined
      : await server.SharedPublications.start({
          databaseUrl: settings.databaseUrl,
          publications: store.sitePublications,
          site,
          projectId,
          dataDir: settings.dataDir,
          workDir: settings.workDir,
        });
  const publishSite = shared?.publishSite ?? publisher(server.Publications, site, settings, projectId);
  const runner = await server.startJobRunner({ store, settings, publishSite, builder: cliUpdateBuilder() });
  const { Hono } = await import('hono');
  const api = new Hono();
  // Push events, the ref's poller and the spec watcher share one debounce (docs/server.md, Automatic updates).
  const logAutomatic = (error: unknown) =>
    console.warn(
      `docs serve: automatic updates: ${String((error as Error)?.message ?? error).split('\n')[0]}`,
    );
  const triggers = new server.UpdateTriggers({ store, onQueued: runner.wake, logError: logAutomatic });
  const watchers = server.startUpdateWatchers({ store, settings, triggers, logError: logAutomatic });
  api.route('/', server.createAdminApp({ store, settings, onQueued: runner.wake, triggers }));
  if (projectId)
    api.route('/', server.createFeedbackApp({ store, projectId, trustedProxies: settings.trustedProxies }));
  const version = (await import('../package-root.ts')).packageRoot().version;
  // A site built with --base-path (a project's basePath) answers under it, as behind a proxy that
  // forwards the path as it is, and without it, behind one that takes it off.
  const app = server.underBasePath(
    server.createServerApp({ site, api, store, version, ...(readerAuth && { readerAuth }) }),
    () => site.site.manifest.basePath ?? '',
  );
  let listening: Awaited<ReturnType<typeof server.listen>>;
  let dashboard: Awaited<ReturnType<typeof server.listen>> | undefined;
  let siteListener: Awaited<ReturnType<typeof server.listen>> | undefined;
  try {
    listening = await listenFromPort('serve', port, chosen, (at) => server.listen(app, { port: at, host }));
    siteListener = listening;
    // The operator's dashboard (docs/server.md, Dashboard) on a listener of its own: another origin
    // than the site's, whose pages run the repository's scripts.
    if (dashboardPort !== undefined) {
      const dashboardApp = new Hono();
      dashboardApp.route(
        '/',
        server.createDashboardApp({
          store,
          settings,
          onQueued: runner.wake,
          ...cookieSecureFromEnv(env.DOCWRIGHT_COOKIE_SECURE),
        }),
      );
      // The theme's look: the served site's stylesheet, the one file of the site's origin it reads.
      dashboardApp.get(server.siteStylesheetPath, (c) => app.fetch(c.req.raw));
      dashboard = await server.listen(dashboardApp, { port: dashboardPort, host });
    }
  } catch (error) {
    // A port in use and the like: one line, no stack (ListenError, from @docwright/server).
    if ((error as Error).name !== 'ListenError') throw error;
    console.error(`docs serve: ${(error as Error).message}`);
    await siteListener?.close();
    watchers.stop();
    triggers.stop();
    await runner.stop();
    await shared?.stop();
    await store.close();
    return 1;
  }
  console.log(
    `Docwright server: ${listening.url}${site.site.manifest.basePath ?? ''}/ (serving ${site.site.root !== resolve(dir) ? `the latest publication, ${site.site.root}` : published ? `the last published update, ${dir}` : dir}${projectId ? ` for project ${projectId}` : ''}, ${store.kind} store${readerAuth ? ', readers sign in' : ''})`,
  );
  if (dashboard) console.log(`Docwright dashboard: ${dashboard.url}/_docwright/dashboard`);
  if (settings.projects.length > 0 || settings.agent.command !== null) {
    const sandbox = await server.osSandboxAvailability();
    if (!sandbox.available)
      console.warn(
        settings.trustedRepositories
          ? 'docs serve: updates and agent jobs run WITHOUT the OS sandbox (DOCWRIGHT_TRUSTED_REPOSITORIES=1): only trusted repositories'
          : `docs serve: updates and agent jobs are refused: ${sandbox.reason}`,
      );
  }
  await new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  await listening.close();
  await dashboard?.close();
  watchers.stop();
  triggers.stop();
  await runner.stop();
  await shared?.stop();
  await store.close();
  return 0;
}

/**
 * Publishes a project's rebuilt site: the build moves under the data folder, becomes the project's
 * current publication (served again after a restart) and, for the served project, replaces the
 * site being served at once.
 */
function publisher(
  Publications: typeof import('@docwright/server').Publications,
  site: SiteHost,
  settings: ServerSettings,
  servedProject: string | undefined,
) {
  return async (projectId: string, builtDir: string): Promise<void> => {
    const publications = new Publications(settings.dataDir, projectId);
    const folder = await publications.add(builtDir);
    if (projectId === servedProject) await site.publish(folder);
    await publications.commit(folder);
  };
}

/** Reader authentication from the environment; none when no secret, public key or password is set. */
function readerAuthFromEnv(
  env: NodeJS.ProcessEnv,
  ReaderTokens: typeof import('@docwright/server').ReaderTokens,
  trustedProxies: number,
): ReaderAuth | undefined {
  const secret = env.DOCWRIGHT_READER_AUTH_SECRET;
  let publicKey = env.DOCWRIGHT_READER_AUTH_PUBLIC_KEY;
  const password = env.DOCWRIGHT_READER_PASSWORD;
  const oidc = oidcFromEnv(env);
  if (!secret && !publicKey && !password && !oidc) return undefined;
  if (publicKey && !publicKey.includes('-----BEGIN')) {
    try {
      publicKey = readFileSync(publicKey, 'utf8');
    } catch {
      throw new UsageError(
        `DOCWRIGHT_READER_AUTH_PUBLIC_KEY must hold a PEM public key or the path of a .pem file; cannot read "${publicKey}"`,
      );
    }
  }
  const settings: ReaderAuthSettings = {
    ...(secret && { secret }),
    ...(!secret && publicKey && { publicKey }),
    ...(password && { password }),
    ...(oidc && { oidc }),
    trustedProxies,
    ...(env.DOCWRIGHT_READER_LOGIN_URL && { loginUrl: env.DOCWRIGHT_READER_LOGIN_URL }),
    ...(env.DOCWRIGHT_READER_SESSION_SECRET && { sessionSecret: env.DOCWRIGHT_READER_SESSION_SECRET }),
    ...(env.DOCWRIGHT_READER_ISSUER && { issuer: env.DOCWRIGHT_READER_ISSUER }),
    ...(env.DOCWRIGHT_READER_AUDIENCE && { audience: env.DOCWRIGHT_READER_AUDIENCE }),
    ...cookieSecureFromEnv(env.DOCWRIGHT_COOKIE_SECURE),
  };
  if (settings.loginUrl && !URL.canParse(settings.loginUrl))
    throw new UsageError(`DOCWRIGHT_READER_LOGIN_URL must be an absolute URL, got "${settings.loginUrl}"`);
  try {
    return { settings, tokens: new ReaderTokens(settings) };
  } catch (error) {
    // A public key of the wrong kind: the message names the variable's problem.
    throw new UsageError(`DOCWRIGHT_READER_AUTH_PUBLIC_KEY: ${(error as Error).message}`);
  }
}

/** OpenID Connect sign-in from `DOCWRIGHT_READER_OIDC_*`; none without an issuer. */
function oidcFromEnv(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  const issuer = env.DOCWRIGHT_READER_OIDC_ISSUER;
  if (!issuer) return undefined;
  if (!URL.canParse(issuer))
    throw new UsageError(`DOCWRIGHT_READER_OIDC_ISSUER must be the provider's issuer URL, got "${issuer}"`);
  const clientId = env.DOCWRIGHT_READER_OIDC_CLIENT_ID;
  if (!clientId)
    throw new UsageError(
      'DOCWRIGHT_READER_OIDC_CLIENT_ID must name the client registered at the provider (DOCWRIGHT_READER_OIDC_ISSUER is set)',
    );
  const redirectUri = env.DOCWRIGHT_READER_OIDC_REDIRECT_URI;
  if (redirectUri && !URL.canParse(redirectUri))
    throw new UsageError(`DOCWRIGHT_READER_OIDC_REDIRECT_URI must be an absolute URL, got "${redirectUri}"`);
  const scopes = env.DOCWRIGHT_READER_OIDC_SCOPES?.split(/[\s,]+/).filter(Boolean);
  return {
    issuer,
    clientId,
    ...(env.DOCWRIGHT_READER_OIDC_CLIENT_SECRET && { clientSecret: env.DOCWRIGHT_READER_OIDC_CLIENT_SECRET }),
    ...(scopes?.length && { scopes }),
    ...(env.DOCWRIGHT_READER_OIDC_GROUPS_CLAIM && { groupsClaim: env.DOCWRIGHT_READER_OIDC_GROUPS_CLAIM }),
    ...(env.DOCWRIGHT_READER_OIDC_GROUP_MAP && { groupMap: groupMapOf(env.DOCWRIGHT_READER_OIDC_GROUP_MAP) }),
    ...(redirectUri && { redirectUri }),
  };
}

/** `idp-admins=admins,eng=partners`: provider groups to Docwright groups. */
function groupMapOf(text: string): Record<string, string> {
  const map: Record<string, string> = {};
  for (const entry of text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)) {
    const [from, to, ...rest] = entry.split('=').map((part) => part.trim());
    if (!from || !to || rest.length > 0)
      throw new UsageError(
        `DOCWRIGHT_READER_OIDC_GROUP_MAP entries are provider-group=docwright-group, separated by commas; "${entry}" is not`,
      );
    map[from] = to;
  }
  return map;
}

/** `DOCWRIGHT_COOKIE_SECURE`: 1 or 0; unset, the server decides from the base URL and the request. */
function cookieSecureFromEnv(value: string | undefined): { cookieSecure?: boolean } {
  if (value === undefined || value === '') return {};
  if (value === '1' || value === 'true') return { cookieSecure: true };
  if (value === '0' || value === 'false') return { cookieSecure: false };
  throw new UsageError(`DOCWRIGHT_COOKIE_SECURE must be 1 or 0, got "${value}"`);
}

/** `--dashboard-port` or DOCWRIGHT_DASHBOARD_PORT: a port number (0 picks a free one), or none. */
function dashboardPortOf(flag: string | undefined, variable: string | undefined): number | undefined {
  const [given, name] =
    flag !== undefined ? [flag, '--dashboard-port'] : [variable || undefined, 'DOCWRIGHT_DASHBOARD_PORT'];
  if (given === undefined) return undefined;
  if (!/^\d+$/.test(given) || Number(given) > 65535)
    throw new UsageError(`${name} must be a port number from 0 to 65535, got "${given}"`);
  return Number(given);
}
