import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { checkSiteRead } from '@docwright/diagnostics';
import { compileBrowserModule } from '@docwright/mdx';
import type { createPageScope } from '@docwright/theme';

/** Names Mintlify lets components use without an import, which the runtime exports. */
const runtimeNames = new Set([
  'useState',
  'useEffect',
  'useLayoutEffect',
  'useRef',
  'useMemo',
  'useCallback',
  'useContext',
  'useReducer',
  'useId',
  'createContext',
  'Fragment',
]);

export type IslandModule = { ok: true; name: string } | { ok: false; reason: string };

/**
 * The browser modules of a page's interactive components: each component file compiled once,
 * its imports pointed at the islands runtime or at the other files' modules, named by content.
 * `files` holds what to write (site-relative path to code).
 */
export class IslandModules {
  readonly files = new Map<string, string>();
  readonly #modules = new Map<string, Promise<IslandModule>>();

  /** The modules a component file may import: in the browser, the islands runtime serves them all. */
  readonly #runtimeModules: ReadonlySet<string>;

  constructor(
    private readonly siteDir: string,
    private readonly pageScope: Pick<
      ReturnType<typeof createPageScope>,
      'islandsFolder' | 'modules' | 'provides'
    >,
  ) {
    this.#runtimeModules = new Set(Object.keys(pageScope.modules));
  }

  /** The module file name (in the islands folder) for a site-relative component file. */
  moduleOf(file: string): Promise<IslandModule> {
    let module = this.#modules.get(file);
    if (!module) {
      module = this.#compile(file, [file]);
      this.#modules.set(file, module);
    }
    return module;
  }

  /**
   * The browser module of an MDX file's own components (`source`: its import/export blocks). Its
   * imports of MDX snippets are left out: what they bound is the build's, a stand-in in the browser.
   */
  moduleOfSource(file: string, source: string): Promise<IslandModule> {
    const key = `${file}\0source`;
    let module = this.#modules.get(key);
    if (!module) {
      module = this.#compile(file, [file], source);
      this.#modules.set(key, module);
    }
    return module;
  }

  async #compile(file: string, chain: readonly string[], source?: string): Promise<IslandModule> {
    const read = checkSiteRead(this.siteDir, file);
    if (!read.ok) return { ok: false, reason: `${file} is outside the site` };
    let compiled: ReturnType<typeof compileBrowserModule>;
    try {
      compiled =
        source === undefined
          ? compileBrowserModule(await readFile(read.realPath, 'utf8'), file)
          : compileBrowserModule(source, `${file}.jsx`, (specifier) => /\.mdx?$/i.test(specifier));
    } catch (error) {
      return {
        ok: false,
        reason: `${file} cannot be read as a browser module (${(error as Error).message})`,
      };
    }
    let code = compiled.code;
    for (const { specifier, start, end } of [...compiled.imports].sort((a, b) => b.start - a.start)) {
      const target = await this.#link(specifier, file, chain);
      if (!target.ok) return target;
      code = `${code.slice(0, start)}${JSON.stringify(`./${target.name}`)}${code.slice(end)}`;
    }
    const hooks = compiled.freeNames.filter((name) => runtimeNames.has(name));
    // The browser's own globals (`XMLHttpRequest`, `Image`, `posthog`...) stay as they are.
    const builtIns = compiled.freeNames.filter(
      (name) => !runtimeNames.has(name) && name !== 'React' && this.pageScope.provides(name),
    );
    const header = [
      `import ${compiled.freeNames.includes('React') ? 'React, ' : ''}{ buildOnly as __buildOnly${hooks.map((name) => `, ${name}`).join('')} } from "./runtime.js";`,
      ...builtIns.map((name) => `const ${name} = __buildOnly(${JSON.stringify(name)});`),
    ].join('\n');
    code = `${header}\n${code}`;
    const name = `${basename(file)
      .replace(/\.\w+$/, '')
      .replace(/[^\w-]/g, '_')}-${createHash('sha256').update(code).digest('hex').slice(0, 10)}.js`;
    this.files.set(`${this.pageScope.islandsFolder.slice(1)}${name}`, code);
    return { ok: true, name };
  }

  async #link(specifier: string, importer: string, chain: readonly string[]): Promise<IslandModule> {
    if (this.#runtimeModules.has(specifier)) return { ok: true, name: 'runtime.js' };
    if (!/^[./]/.test(specifier) || !/\.(jsx|tsx|js|ts|mjs)$/i.test(specifier))
      return { ok: false, reason: `${importer} imports "${specifier}", which only exists at build time` };
    const path = specifier.startsWith('/') ? specifier.slice(1) : join(dirname(importer), specifier);
    const file = relative(this.siteDir, resolve(this.siteDir, path)).replaceAll('\\', '/');
    if (chain.includes(file))
      return { ok: false, reason: `${file} imports itself through ${chain.join(' -> ')}` };
    let module = this.#modules.get(file);
    if (!module) {
      module = this.#compile(file, [...chain, file]);
      this.#modules.set(file, module);
    }
    return module;
  }
}
