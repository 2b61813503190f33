import { createHash, randomUUID } from 'node:crypto';

/** A Pagefind search instance (Pagefind's `createInstance`, from the module the build writes as `pagefind.js`). */
export interface PagefindInstance {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(indexPath: string, options?: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindData> }[] }>;
  filters(): Promise<unknown>;
  destroy(): Promise<void>;
}

interface PagefindModule {
  createInstance(options: Record<string, unknown>): PagefindInstance;
}

export interface PagefindData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Record<string, string | undefined>;
  readonly sub_results?: readonly { url: string; title: string; excerpt: string }[];
}

/** Reads one file of the index by its site-relative path; undefined when it is not there or not the reader's. */
export type IndexFileReader = (file: string) => Promise<Uint8Array<ArrayBuffer> | undefined>;

export interface LoadedPagefind {
  readonly instance: PagefindInstance;
  /** The address of a site-relative index folder, as this instance must be told it. */
  address(folder: string): string;
}

const dispatcher = Symbol.for('docwright.mcp.pagefind-fetch');
const indexHost = /^([0-9a-f-]{36})\.pagefind\.invalid$/;
/** Each instance's reader, by the host name its addresses carry. */
const readers = new Map<string, IndexFileReader>();
/** Node keeps every imported module: one per text of `pagefind.js`, shared by the instances. */
const modules = new Map<string, SharedModule>();

interface SharedModule {
  readonly module: Promise<PagefindModule>;
  /**
   * Settles once the module's WebAssembly instance exists. wasm-bindgen makes one per module on
   * the first search instance's load and keeps it, but two first loads at once each make one and
   * the second replaces the first under the pointers of the search instance that made it (whose
   * searches then read another index's chunks): the first search instance is made alone.
   */
  wasmReady?: Promise<void> | undefined;
}

/**
 * A search instance over a site's own Pagefind module (the one its search dialog loads, hence the
 * same index and ranking) in Node. The module's `fetch` is replaced: each instance asks for index
 * files under a host name of its own, and `read` answers from the built folder, never the network.
 * `indexFolder` is the site-relative folder of the index, `options` Pagefind's.
 */
export async function loadPagefind(
  source: string,
  read: IndexFileReader,
  indexFolder: string,
  options: Record<string, unknown>,
): Promise<LoadedPagefind> {
  installDispatcher();
  const id = randomUUID();
  readers.set(id, read);
  const address = (folder: string) => `http://${id}.pagefind.invalid/${folder}`;
  try {
    const shared = sharedModuleOf(source);
    const module = await shared.module;
    // A first load that failed clears its promise: waiters then wait for the one that replaced it.
    for (let ready = shared.wasmReady; ready; ready = shared.wasmReady) {
      await ready;
      if (shared.wasmReady === ready) break;
    }
    const instance = module.createInstance({ ...options, basePath: address(indexFolder) });
    if (!shared.wasmReady) {
      // Resolves once the instance has loaded its index and the WebAssembly it searches with.
      const ready = instance.filters().then(
        () => undefined,
        () => {
          if (shared.wasmReady === ready) shared.wasmReady = undefined;
        },
      );
      shared.wasmReady = ready;
      await ready;
    }
    return {
      address,
      instance: {
        options: (options) => instance.options(options),
        mergeIndex: (path, options) => instance.mergeIndex(path, options),
        search: (query) => instance.search(query),
        filters: () => instance.filters(),
        destroy: async () => {
          readers.delete(id);
          await instance.destroy();
        },
      },
    };
  } catch (error) {
    readers.delete(id);
    throw error;
  }
}

function sharedModuleOf(source: string): SharedModule {
  const key = createHash('sha256').update(source).digest('hex');
  let shared = modules.get(key);
  if (!shared) {
    // A module-level `fetch` shadows the global one inside the module only.
    const prelude = `const fetch = (input) => globalThis[Symbol.for('docwright.mcp.pagefind-fetch')](input);\n`;
    const url = `data:text/javascript;base64,${Buffer.from(prelude + source).toString('base64')}`;
    const module = import(/* @vite-ignore */ url) as Promise<PagefindModule>;
    module.catch(() => modules.delete(key));
    shared = { module };
    modules.set(key, shared);
  }
  return shared;
}

function installDispatcher(): void {
  const global = globalThis as Record<symbol, unknown>;
  if (global[dispatcher]) return;
  global[dispatcher] = async (input: RequestInfo | URL): Promise<Response> => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const read = readers.get(indexHost.exec(url.hostname)?.[1] ?? '');
    const bytes = read && (await read(decodeURIComponent(url.pathname.slice(1))));
    if (!bytes) return new Response(null, { status: 404 });
    const type = url.pathname.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(bytes, { headers: { 'content-type': type } });
  };
}
