import {
  createServerApp,
  ListenError,
  listen,
  SiteFolderError,
  SiteHost,
  underBasePath,
} from '@docwright/server';
import { builtFolder } from '../built-folder.ts';
import { listenAddress, listenFromPort, listenOptions } from '../listen-port.ts';
import { parseCommandArgs, UsageError } from '../usage.ts';

const usage = `Usage: docs preview [site or dist] [--port 4173] [--host 127.0.0.1]

Serves a built site as a static host would, to look at it before you deploy: a site folder's
dist/ (where docs build <site> writes), or the folder given to docs build --out. Pages, Markdown
twins, search and the playground's proxy work; there is no admin API, database or reader sign-in
(docs serve has them). A site built with --base-path is served under that path. When the default
port is taken, the next free one is used.`;

/** `docs preview`: the build as a static host serves it, with nothing kept between runs. */
export async function runPreview(
  argv: readonly string[],
  env: NodeJS.ProcessEnv = process.env,
): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, listenOptions);
  if (values.help) {
    console.log(usage);
    return 0;
  }
  if (positionals.length > 1) throw new UsageError(`expected at most one folder, got ${positionals.length}`);
  const { port, host, chosen } = listenAddress(values, 4173, env);
  const dir = builtFolder(positionals[0]);
  let site: SiteHost;
  try {
    site = await SiteHost.open(dir);
  } catch (error) {
    if (!(error instanceof SiteFolderError)) throw error;
    console.error(`docs preview: ${error.message}`);
    return 1;
  }
  // A site built with --base-path names its addresses under that path, as its host will serve it.
  const basePath = site.site.manifest.basePath ?? '';
  const app = underBasePath(createServerApp({ site }), basePath);
  let server: Awaited<ReturnType<typeof listen>>;
  try {
    server = await listenFromPort('preview', port, chosen, (at) => listen(app, { port: at, host }));
  } catch (error) {
    if (!(error instanceof ListenError)) throw error;
    console.error(`docs preview: ${error.message}`);
    return 1;
  }
  console.log(`Docwright preview: ${server.url}${basePath}/ (serving ${dir} as a static host would)`);
  await new Promise<void>((done) => {
    process.once('SIGINT', done);
    process.once('SIGTERM', done);
  });
  await server.close();
  return 0;
}
