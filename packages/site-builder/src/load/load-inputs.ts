import { existsSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import {
  type ApiSpec,
  type LoadedSpec,
  type LoadSpecOptions,
  loadSpec,
  reloadSpec,
} from '@docwright/api-model';
import { type DocsConfig, type LoadedConfig, loadConfig } from '@docwright/config';
import {
  listAssetFiles,
  listPageFiles,
  listSpecFiles,
  type PageSource,
  readPage,
  routeOfPageFile,
} from './discover.ts';
import {
  type IgnoredPage,
  ignoredPageFiles,
  type MintIgnore,
  mintIgnoreFile,
  readMintIgnore,
} from './mintignore.ts';
import { placeRemoteSpecWarnings } from './remote-spec-location.ts';
import { type SiteBoundary, scanSiteBoundary, withinBoundary } from './site-boundary.ts';
import { frontmatterSpecIds, specSourceIds } from './spec-sources.ts';

/** Everything a site's build reads from its folder: the first stage's output. */
export interface SiteInputs {
  readonly dir: string;
  readonly config: LoadedConfig;
  readonly boundary: SiteBoundary;
  readonly pages: ReadonlyMap<string, PageSource>;
  readonly specs: ReadonlyMap<string, LoadedSpec>;
  readonly assets: readonly string[];
  /** What `.mintignore` leaves out: its rules, and the pages they drop by route. */
  readonly ignored: { readonly rules: MintIgnore; readonly pages: ReadonlyMap<string, IgnoredPage> };
}

interface LoadOptions {
  readonly outDir?: string | undefined;
  /** Called once the spec files are known, before they are parsed (a render-ahead worker starts then). */
  readonly beforeSpecs?: (
    specIds: readonly string[],
    pages: readonly PageSource[],
    config: DocsConfig | undefined,
  ) => Promise<void>;
}

/** What an edit invalidates beyond the inputs it replaced. */
interface InputChanges {
  /** A snippet changed: any page may import it. */
  readonly everyPage: boolean;
  /** Other site files that changed (images a page measured, say). */
  readonly files: readonly string[];
}

// `docs dev` shows errors alone after an edit: the schema check (40 ms on Stripe) would be unseen.
const reloadOptions: LoadSpecOptions = { schemaCheck: false };

/** Reads every input of the site in `dir`. */
export async function loadInputs(dir: string, options: LoadOptions = {}): Promise<SiteInputs> {
  const config = await loadConfig(dir);
  const boundary = await scanSiteBoundary(dir, options.outDir);
  const ignored = await readIgnored(dir);
  const excluded = ignored.rules.ignores;
  const files = await listPageFiles(dir, options.outDir, boundary, excluded);
  const pages = new Map(
    (await Promise.all(files.map((file) => readPage(dir, file)))).map((p) => [p.route, p]),
  );
  const assets = await listAssetFiles(dir, options.outDir, boundary, excluded);
  const specs = await loadSpecs(dir, config, boundary, options, pages, excluded);
  return { dir, config, boundary, pages, specs, assets, ignored };
}

async function readIgnored(dir: string): Promise<SiteInputs['ignored']> {
  const rules = await readMintIgnore(dir);
  if (!rules.hasRules) return { rules, pages: new Map() };
  const { pages, diagnostics } = await ignoredPageFiles(dir, rules);
  return {
    rules: { ...rules, diagnostics: [...rules.diagnostics, ...diagnostics] },
    pages: new Map([...pages.values()].map((page) => [routeOfPageFile(page.file), page])),
  };
}

/**
 * The inputs after an edit of `changedPaths` (absolute or site-relative): only what changed is read
 * again. An edited spec is reloaded without the OpenAPI schema check, whose findings are warnings
 * only, and when only one of its path items changed, only that one is modelled again (`reloadSpec`).
 */
export async function reloadInputs(
  previous: SiteInputs,
  changedPaths: readonly string[],
  options: LoadOptions = {},
): Promise<{ inputs: SiteInputs; changes: InputChanges }> {
  const { dir, ignored } = previous;
  const touched = changedPaths.map((changed) => relative(dir, resolve(dir, changed)).replaceAll('\\', '/'));
  if (touched.includes(mintIgnoreFile))
    return { inputs: await loadInputs(dir, options), changes: { everyPage: true, files: [] } };
  const boundary = await scanSiteBoundary(dir, options.outDir);
  const pages = new Map(previous.pages);
  const specs = new Map(previous.specs);
  let reloadAll = false;
  let everyPage = false;
  const files: string[] = [];
  for (const changed of changedPaths) {
    const file = relative(dir, resolve(dir, changed)).replaceAll('\\', '/');
    if (file === 'docs.json' || file === 'mint.json') reloadAll = true;
    else if (/\.mdx?$/i.test(file)) {
      const route = routeOfPageFile(file);
      const readable = withinBoundary([file], boundary).length > 0 && !ignored.rules.ignores(file);
      if (readable && existsSync(resolve(dir, file))) pages.set(route, await readPage(dir, file));
      else pages.delete(route);
    } else if (specs.has(file)) {
      const before = specs.get(file) as LoadedSpec;
      specs.set(file, await reloadSpec(dir, file, before));
    } else if ([...specs.values()].some((spec) => spec.externalFiles.includes(file))) {
      for (const [id, spec] of specs) {
        if (spec.externalFiles.includes(file)) specs.set(id, await loadSpec(dir, id, reloadOptions));
      }
    } else if (file.startsWith('snippets/') || file.startsWith('_snippets/')) everyPage = true;
    else files.push(file);
  }
  let config = previous.config;
  let loadedSpecs: ReadonlyMap<string, LoadedSpec> = specs;
  if (reloadAll) {
    config = await loadConfig(dir);
    loadedSpecs = await loadSpecs(dir, config, boundary, options, pages, ignored.rules.ignores);
  }
  const assets = await listAssetFiles(dir, options.outDir, boundary, ignored.rules.ignores);
  return {
    inputs: { dir, config, boundary, pages, specs: loadedSpecs, assets, ignored },
    changes: { everyPage, files },
  };
}

/** The specs that loaded, by id. */
export function loadedApiSpecs(inputs: Pick<SiteInputs, 'specs'>): Map<string, ApiSpec> {
  return new Map(
    [...inputs.specs].flatMap(([id, loaded]) => (loaded.spec ? [[id, loaded.spec] as const] : [])),
  );
}

/** Loads the specs docs.json names, and the site's other OpenAPI files for `openapi:` front matter. */
async function loadSpecs(
  dir: string,
  loaded: LoadedConfig,
  boundary: SiteBoundary,
  options: LoadOptions,
  pages: ReadonlyMap<string, PageSource>,
  excluded: (file: string) => boolean,
): Promise<Map<string, LoadedSpec>> {
  const config = loaded.config;
  const ids = new Set<string>();
  if (config) {
    for (const id of specSourceIds(config.api.openapi).ids) ids.add(id);
    for (const id of specSourceIds(config.api.asyncapi).ids) ids.add(id);
    collectNavigationSpecs(config.navigation, ids);
  }
  const named = new Set(ids);
  for (const file of await listSpecFiles(dir, options.outDir, boundary, excluded)) ids.add(file);
  for (const id of frontmatterSpecIds(pages.values())) ids.add(id);
  await options.beforeSpecs?.([...ids], [...pages.values()], config);
  const specs = await Promise.all([...ids].map(async (id) => [id, await loadSpec(dir, id)] as const));
  // A discovered file that is not usable OpenAPI 3 is simply not a spec of this site.
  const usable = new Map(specs.filter(([id, spec]) => named.has(id) || spec.spec !== undefined));
  return placeRemoteSpecWarnings(usable, loaded);
}

function collectNavigationSpecs(node: unknown, ids: Set<string>): void {
  if (Array.isArray(node)) {
    for (const child of node) collectNavigationSpecs(child, ids);
    return;
  }
  if (node === null || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === 'openapi' || key === 'asyncapi')
      for (const id of specSourceIds(value as never).ids) ids.add(id);
    else if (typeof value === 'object') collectNavigationSpecs(value, ids);
  }
}
