import { randomUUID } from 'node:crypto';

/** The part of Pagefind's browser API the tools use (the module the build writes as `pagefind.js`). */
export interface PagefindModule {
  options(options: Record<string, unknown>): Promise<void>;
  mergeIndex(indexPath: string, options?: Record<string, unknown>): Promise<void>;
  search(query: string): Promise<{ results: { id: string; data(): Promise<PagefindData> }[] }>;
  destroy(): Promise<void>;
}

export interface PagefindData {
  readonly url: string;
  readonly excerpt: string;
  readonly meta: Record<string, string | undefined>;
  readonly sub_results?: readonly { url: string; title: string; excerpt: string }[];
}

/** Reads one file of the index by its site-relative path; undefined when it is not there or not the reader's. */
export type IndexFileReader = (file: string) => Promise<Uint8Array<ArrayBuffer> | undefined>;

const registry = Symbol.for('docwright.mcp.pagefind-fetch');
/** The origin Pagefind believes it runs under: every address it asks for is answered by `read`. */
const indexOrigin = 'http://pagefind.invalid/';

type Registry = Map<string, (input: RequestInfo | URL) => Promise<Response>>;

/**
 * Loads the site's own Pagefind module (the one its search dialog loads, hence the same index and
 * ranking) in Node. Its `fetch` is swapped for `read`: the module asks for index files by address,
 * and they come from the built folder, never from the network.
 */
export async function loadPagefind(source: string, read: IndexFileReader): Promise<PagefindModule> {
  const id = randomUUID();
  const global = globalThis as Record<symbol, Registry | undefined>;
  const fetchers: Registry = global[registry] ?? new Map();
  global[registry] = fetchers;
  fetchers.set(id, async (input) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input : input.url);
    const file = url.origin === new URL(indexOrigin).origin ? decodeURIComponent(url.pathname.slice(1)) : '';
    const bytes = file ? await read(file) : undefined;
    if (!bytes) return new Response(null, { status: 404 });
    const type = file.endsWith('.json') ? 'application/json' : 'application/octet-stream';
    return new Response(bytes as Uint8Array<ArrayBuffer>, { headers: { 'content-type': type } });
  });
  // A module-level `fetch` shadows the global one inside the module only.
  const prelude = `const fetch = globalThis[Symbol.for('docwright.mcp.pagefind-fetch')].get(${JSON.stringify(id)});\n`;
  const url = `data:text/javascript;base64,${Buffer.from(prelude + source).toString('base64')}`;
  const module = (await import(/* @vite-ignore */ url)) as PagefindModule;
  return {
    options: module.options,
    mergeIndex: module.mergeIndex,
    search: module.search,
    destroy: async () => {
      await module.destroy();
      fetchers.delete(id);
    },
  };
}

/** The address of a site-relative index folder as the loaded module must be told it. */
export const indexAddress = (folder: string): string => new URL(folder, indexOrigin).href;
