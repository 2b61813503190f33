import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  createServerApp,
  listen,
  type ReaderAuth,
  type ReaderAuthSettings,
  ReaderTokens,
  SiteFolderError,
  SiteHost,
} from '@docwright/server';
import { parseCommandArgs, UsageError } from '../usage.ts';

const usage = `Usage: docs serve [dist] [--port 3000] [--host 127.0.0.1]

Serves a built site (docs build --out dist) with the playground proxy, Markdown twins for
Accept: text/markdown, and reader authentication when configured:
  DOCWRIGHT_READER_AUTH_SECRET      HS256 secret your identity provider signs reader tokens with
  DOCWRIGHT_READER_AUTH_PUBLIC_KEY  or its RS256 public key (PEM text, or a path to a .pem file)
  DOCWRIGHT_READER_LOGIN_URL        where readers sign in; they return to /_docwright/auth/callback?token=
  DOCWRIGHT_READER_SESSION_SECRET   signs session cookies (random per process when unset)
  DOCWRIGHT_READER_ISSUER, DOCWRIGHT_READER_AUDIENCE  checked against the token's iss / aud`;

export async function runServe(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, {
    port: { type: 'string', short: 'p' },
    host: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const port = Number(values.port ?? env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new UsageError(`--port must be a port number, got "${values.port}"`);
  const host = values.host ?? '127.0.0.1';
  const dir = resolve(positionals[0] ?? 'dist');
  const readerAuth = readerAuthFromEnv(env);
  let site: SiteHost;
  try {
    site = await SiteHost.open(dir, readerAuth);
  } catch (error) {
    if (!(error instanceof SiteFolderError)) throw error;
    console.error(`docs serve: ${error.message}`);
    return 1;
  }
  const app = createServerApp({ site, ...(readerAuth && { readerAuth }) });
  const server = await listen(app, { port, host });
  console.log(`Docwright server: ${server.url}/ (serving ${dir}${readerAuth ? ', readers sign in' : ''})`);
  await new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  await server.close();
  return 0;
}

/** Reader authentication from the environment; none when neither a secret nor a public key is set. */
export function readerAuthFromEnv(env: NodeJS.ProcessEnv): ReaderAuth | undefined {
  const secret = env.DOCWRIGHT_READER_AUTH_SECRET;
  let publicKey = env.DOCWRIGHT_READER_AUTH_PUBLIC_KEY;
  if (!secret && !publicKey) return undefined;
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
    ...(env.DOCWRIGHT_READER_LOGIN_URL && { loginUrl: env.DOCWRIGHT_READER_LOGIN_URL }),
    ...(env.DOCWRIGHT_READER_SESSION_SECRET && { sessionSecret: env.DOCWRIGHT_READER_SESSION_SECRET }),
    ...(env.DOCWRIGHT_READER_ISSUER && { issuer: env.DOCWRIGHT_READER_ISSUER }),
    ...(env.DOCWRIGHT_READER_AUDIENCE && { audience: env.DOCWRIGHT_READER_AUDIENCE }),
  };
  if (settings.loginUrl && !URL.canParse(settings.loginUrl))
    throw new UsageError(`DOCWRIGHT_READER_LOGIN_URL must be an absolute URL, got "${settings.loginUrl}"`);
  return { settings, tokens: new ReaderTokens(settings) };
}
