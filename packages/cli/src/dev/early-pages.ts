import {
  htmlFileOfRoute,
  type OutputContent,
  type RenderedPage,
  type RenderObserver,
  type SiteSnapshot,
  siteOutputFiles,
  siteOutputs,
} from '@docwright/site-builder';
import { readOutput, resolveOutputPath } from './static-files.ts';

type OutputOptions = Parameters<typeof siteOutputs>[1];
type SiteOutputs = ReturnType<typeof siteOutputs>;

/** A file of the site rendered so far, and its bytes as served. */
export interface EarlyFile {
  readonly path: string;
  readonly body: string | Uint8Array;
}

/**
 * The first build's site while it renders: the files of the routes rendered so far (with the
 * chrome, stylesheet and scripts they load), so that `docs dev` answers a page as soon as it is
 * ready instead of once the whole site is. A page is made exactly as the whole build makes it from
 * the routes rendered so far; what it takes from routes not rendered yet (which page lists a
 * component's fields, for its links; group-only pages' marks in the sidebar) may still change, so
 * `differing` names the pages served here whose finished bytes differ, for the browser to reload.
 */
export class EarlyPages implements RenderObserver {
  #site: Omit<SiteSnapshot, 'pages'> | undefined;
  readonly #pages = new Map<string, RenderedPage>();
  #outputs: { readonly pages: number; readonly outputs: SiteOutputs } | undefined;
  readonly #served = new Map<string, string | Uint8Array>();
  #finished = false;
  #wake: (() => void)[] = [];
  #markFinished: () => void = () => undefined;
  /** Settles when `finish()` is called. */
  readonly finished = new Promise<void>((resolve) => {
    this.#markFinished = resolve;
  });

  constructor(private readonly options: OutputOptions) {}

  planned(site: Omit<SiteSnapshot, 'pages'>): void {
    this.#site = site;
    this.#changed();
  }

  rendered(route: string, page: RenderedPage): void {
    this.#pages.set(route, page);
    this.#changed();
  }

  /** The first build ended (or failed): requests are answered from its files from now on. */
  finish(): void {
    this.#finished = true;
    this.#markFinished();
    this.#changed();
  }

  /**
   * The file `urlPath` names, once the route it names has rendered; undefined when it is not a
   * route of the site (a file made from the whole site, such as `llms.txt`, or a missing page),
   * or when the build ended first: the whole build's files answer it then.
   */
  async file(urlPath: string): Promise<EarlyFile | undefined> {
    for (;;) {
      if (this.#finished) return undefined;
      const site = this.#site;
      if (site) {
        const outputs = this.#outputsSoFar(site);
        let files: ReadonlyMap<string, OutputContent> = outputs.files;
        let path = resolveOutputPath(files, urlPath);
        const later = path === undefined && this.#rendersLater(site, urlPath);
        // Only other files (the browser bundles, the search index) wait for esbuild and Pagefind.
        if (path === undefined && !later) {
          files = await siteOutputFiles(outputs);
          path = resolveOutputPath(files, urlPath);
        }
        const content = path === undefined ? undefined : files.get(path);
        if (path !== undefined && content !== undefined && !this.#finished) {
          const body = await readOutput(content);
          if (path.endsWith('.html')) this.#served.set(path, body);
          return { path, body };
        }
        if (!later) return undefined;
      }
      await new Promise<void>((resolve) => this.#wake.push(resolve));
    }
  }

  /** Routes of pages served early whose bytes in the finished build's `files` are not the same. */
  async differing(files: ReadonlyMap<string, OutputContent>): Promise<string[]> {
    const routes: string[] = [];
    for (const [path, served] of this.#served) {
      const content = files.get(path);
      const finished = content === undefined ? undefined : await readOutput(content);
      if (finished === undefined || Buffer.compare(Buffer.from(finished), Buffer.from(served)) !== 0)
        routes.push(path === 'index.html' ? '' : path.replace(/\/index\.html$/, ''));
    }
    return routes;
  }

  /** Whether `urlPath` names a route of the plan that has not rendered yet. */
  #rendersLater(site: Omit<SiteSnapshot, 'pages'>, urlPath: string): boolean {
    const files = new Map<string, OutputContent>();
    for (const route of site.graph.routes.keys())
      if (!this.#pages.has(route)) files.set(htmlFileOfRoute(route), '');
    return resolveOutputPath(files, urlPath) !== undefined;
  }

  /** The site's outputs made from the routes rendered so far, made again once more have rendered. */
  #outputsSoFar(site: Omit<SiteSnapshot, 'pages'>): SiteOutputs {
    if (this.#outputs?.pages !== this.#pages.size) {
      const snapshot: SiteSnapshot = { ...site, pages: new Map(this.#pages) };
      this.#outputs = { pages: this.#pages.size, outputs: siteOutputs(snapshot, this.options) };
    }
    return this.#outputs.outputs;
  }

  #changed(): void {
    const waiting = this.#wake;
    this.#wake = [];
    for (const wake of waiting) wake();
  }
}
