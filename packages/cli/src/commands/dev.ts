import { once } from 'node:events';
import { resolve } from 'node:path';
import { formatOverlay, summarizeDiagnostics } from '@docwright/diagnostics';
import { createProxyHandler, proxyAllowlist } from '@docwright/proxy';
import { IncrementalSite, runStages, siteOutputFiles } from '@docwright/site-builder';
import { EarlyPages } from '../dev/early-pages.ts';
import { ReloadChannel, reloadClient } from '../dev/reload.ts';
import { DevSearchIndex } from '../dev/search-index.ts';
import { createDevServer, type DevState } from '../dev/server.ts';
import { watchSite } from '../dev/watch.ts';
import { listenAddress, listenFromPort, listenOptions } from '../listen-port.ts';
import { generatorName } from '../package-root.ts';
import { printDiagnostics } from '../reporter.ts';
import { parseCommandArgs } from '../usage.ts';

export async function runDev(argv: readonly string[]): Promise<number> {
  const { values, positionals } = parseCommandArgs(argv, listenOptions);
  if (values.help) {
    console.log('Usage: docs dev [dir] [--port 3000 (or PORT)] [--host 127.0.0.1]');
    return 0;
  }
  const { port, host, chosen } = listenAddress(values, 3000, process.env);
  const dir = resolve(positionals[0] ?? '.');
  const outDir = resolve(dir, 'dist');

  const site = new IncrementalSite(dir, { outDir });
  const state: DevState = { files: new Map(), overlay: undefined };
  const channel = new ReloadChannel();
  // From the last good build's specs: the proxy follows spec edits the way the pages do.
  let allowlist = proxyAllowlist([]);
  const baseUrl = () => `http://${host.includes(':') ? `[${host}]` : host}:${address()}`;
  let address = () => port;
  const searchIndex = new DevSearchIndex(() => {
    const files = new Map(state.files);
    searchIndex.addTo(files);
    state.files = files;
  });

  const rebuild = async (changed: readonly string[] | undefined) => {
    const started = performance.now();
    let recovered = false;
    searchIndex.interrupt();
    const outputs = {
      siteDir: dir,
      baseUrl: baseUrl(),
      bodyEnd: reloadClient,
      generator: generatorName(),
      search: searchIndex,
    };
    // The first build's pages are served as they render (see EarlyPages).
    const early = changed ? undefined : new EarlyPages(outputs);
    state.early = early;
    const { result, written } = await runStages(site, {
      ...(changed && { changed }),
      ...(early && { observer: early }),
      review: (rendered) => {
        // A page that was just edited into invalid MDX is an error here (a build shows it as
        // Markdown with a warning): the author sees where while the last good page stays on screen.
        const edited = (file: string | undefined) =>
          file !== undefined && (changed ?? []).some((path) => path.replaceAll('\\', '/').endsWith(file));
        const diagnostics = rendered.diagnostics.map((d) =>
          d.code === 'page/mdx-fallback' && edited(d.file) ? { ...d, severity: 'error' as const } : d,
        );
        printDiagnostics(diagnostics.filter((d) => d.severity === 'error' || !changed));
        return {
          ...rendered,
          diagnostics,
          ok: rendered.ok && !diagnostics.some((d) => d.severity === 'error'),
        };
      },
      // The last good search index: a new one is made in the background once the pages are served.
      outputs,
      target: async (outputs) => {
        const files = await siteOutputFiles(outputs);
        recovered = state.overlay !== undefined;
        state.overlay = undefined;
        state.files = files;
      },
    }).finally(() => {
      state.early = undefined;
      early?.finish();
    });
    if (early && written) {
      // A page served early that the finished site shows otherwise (a link to a page that
      // rendered later) is reloaded in the browsers that show it.
      const differing = await early.differing(state.files);
      if (differing.length > 0) channel.send('reload', { routes: differing, moved: {}, all: false });
    }
    if (!written) {
      searchIndex.resume();
      state.overlay = formatOverlay(result.diagnostics);
      channel.send('failure', { overlay: state.overlay });
      const meanwhile =
        state.files.size > 0 ? 'serving the last good build' : 'the pages show the error until it is fixed';
      console.error(`Build failed (${summarizeDiagnostics(result.diagnostics)}); ${meanwhile}.`);
      return;
    }
    const { snapshot } = written;
    allowlist = proxyAllowlist([...snapshot.specs.values()].flatMap((loaded) => loaded.spec ?? []));
    searchIndex.schedule(snapshot);
    const ms = Math.round(performance.now() - started);
    if (changed) {
      // Static files (images, CSS) can appear on any page, so a change to one reloads them all.
      const staticFileChanged = changed.some((path) => !/\.(mdx?|json|ya?ml)$/i.test(path));
      channel.send('reload', {
        routes: result.changedRoutes,
        moved: result.movedRoutes,
        all: result.navigationChanged || recovered || staticFileChanged,
      });
      console.log(
        `Rebuilt ${result.changedRoutes.length} page${result.changedRoutes.length === 1 ? '' : 's'} in ${ms}ms (${changed.join(', ')})`,
      );
    } else {
      console.log(`Built ${snapshot.graph.routes.size} pages in ${ms}ms`);
    }
  };

  const server = createDevServer(state, channel, createProxyHandler({ allowlist: () => allowlist }));
  try {
    await listenFromPort('dev', port, chosen, (at) => {
      const listening = once(server, 'listening');
      server.listen(at, host);
      return listening;
    });
  } catch (error) {
    if (typeof (error as { code?: unknown }).code !== 'string') throw error;
    const { listenError } = await import('@docwright/server');
    console.error(`docs dev: ${listenError(error as NodeJS.ErrnoException, { port, host }).message}`);
    channel.close();
    searchIndex.close();
    return 1;
  }
  const bound = server.address();
  if (bound && typeof bound === 'object') address = () => bound.port;
  console.log(`Rendering ${dir}: pages are served at ${baseUrl()}/ as soon as each is ready`);
  // Watching starts with the first build, and the address is printed once it is ready: an edit
  // made as soon as the server answers, or during the first build, is not lost.
  const first = rebuild(undefined);
  let queue = first.catch(() => undefined);
  const watcher = watchSite(dir, outDir, (paths) => {
    queue = queue.then(() => rebuild(paths)).catch((error: unknown) => console.error(error));
  });
  try {
    await first;
    await watcher.ready;
  } catch (error) {
    await watcher.close();
    throw error;
  }
  console.log(`Docwright dev server: ${baseUrl()}/ (watching ${dir})`);
  await new Promise<void>((done) => {
    const stop = () => done();
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
  });
  channel.close();
  searchIndex.close();
  await watcher.close();
  server.close();
  return 0;
}
