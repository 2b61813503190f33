import { parentPort } from 'node:worker_threads';
import { type ApiSpec, loadSpec } from '@docwright/api-model';
import { flushCaches, setCacheFolder, setCodeThemes } from '@docwright/mdx';
import { routeSpecId } from '../../plan/routes.ts';
import { renderRoute } from '../../render/render-page.ts';
import { boundFingerprint, routeContext } from '../../render/route-context.ts';
import type { BatchReply, RenderTask, TaskResult, WorkerRequest, WorkerSetup } from './protocol.ts';

// A render worker: renders the routes the main thread sends, batch by batch, with specs it loads
// from the site's files once. A spec or operation that no longer matches the main thread's (the
// file was edited during the build) is declined, and the main thread renders that route itself.

const port = parentPort;
if (!port) throw new Error('render-pool/worker.ts runs in a worker thread');

let setup: WorkerSetup | undefined;
const specs = new Map<string, Promise<ApiSpec | undefined>>();

function specOf(id: string): Promise<ApiSpec | undefined> {
  let loaded = specs.get(id);
  if (!loaded) {
    const expected = setup?.specs[id];
    loaded = loadSpec(setup?.settings.siteDir ?? '.', id).then((result) =>
      result.spec?.sharedFingerprint === expected ? result.spec : undefined,
    );
    specs.set(id, loaded);
  }
  return loaded;
}

async function renderTask(task: RenderTask): Promise<TaskResult> {
  const { entry } = task;
  if (!setup) return { route: entry.route, declined: 'no setup received' };
  const specId = routeSpecId(entry);
  const spec = specId === undefined ? undefined : await specOf(specId);
  if (entry.binding && boundFingerprint(entry, spec) !== task.boundFingerprint)
    return { route: entry.route, declined: `${entry.binding.specId} differs from the main thread's` };
  try {
    const page = await renderRoute(entry, routeContext(entry, setup.settings, task.page, spec));
    return { route: entry.route, page };
  } catch (error) {
    return { route: entry.route, declined: (error as Error).message };
  }
}

// Requests are handled one at a time, in order, so a batch always finds the setup before it.
let queue = Promise.resolve();
port.on('message', (request: WorkerRequest) => {
  queue = queue.then(async () => {
    if (request.kind === 'setup') {
      setup = request.setup;
      specs.clear();
      setCacheFolder(setup.cacheFolder);
      await setCodeThemes(setup.settings.codeThemes);
      for (const id of Object.keys(setup.specs)) specOf(id).catch(() => undefined);
      return;
    }
    if (request.kind === 'flush') {
      await flushCaches();
      port.postMessage({ results: [] } satisfies BatchReply);
      return;
    }
    const results: TaskResult[] = [];
    for (const task of request.tasks) results.push(await renderTask(task));
    port.postMessage({ results } satisfies BatchReply);
  });
});
