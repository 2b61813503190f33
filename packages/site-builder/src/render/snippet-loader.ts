import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, extname, join, posix, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  checkSiteRead,
  createCodeFrame,
  createDiagnostic,
  type Diagnostic,
  describeRefusedRead,
} from '@docwright/diagnostics';
import {
  type CompiledPage,
  type ComponentModule,
  compileComponentModule,
  compilePage,
  componentModuleFile,
  evaluateCompiledModule,
  interactiveCode,
  loadLanguages,
  runComponentModule,
  type UnboundExpression,
  type UserChoice,
} from '@docwright/mdx';
import { type createPageScope, createSnippetComponent, createSnippetElement } from '@docwright/theme';
import type { ComponentType, FunctionComponent } from 'preact';
import { createPageSource, type PageSource } from '../load/discover.ts';
import type { IslandModule, IslandModules } from './island-modules.ts';
import { type Variables, withVariables } from './page-variables.ts';
import { unknownComponents } from './scope-diagnostics.ts';

/** A snippet that could not be loaded: the page fails with these diagnostics. */
export class SnippetError extends Error {
  constructor(readonly diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map((diagnostic) => diagnostic.message).join('\n'));
  }
}

type Module = Record<string, unknown>;
type SnippetComponents = ReadonlyMap<string, ComponentType<Record<string, unknown>>>;

// Compiled snippets by their text: many pages import the same few, and an edit changes the text.
const compiled = new Map<string, CompiledPage>();
const compiledComponents = new Map<string, ComponentModule>();

/**
 * Loads the snippets a page uses, Mintlify style: `import X from "/snippets/x.mdx"` (or a
 * relative path) as a module whose default export renders with the theme's components,
 * `import { Banner } from "/snippets/banner.jsx"` as a React component module, and
 * `<Snippet file="x.mdx" />` from `_snippets/` or `snippets/`. Snippets may use snippets; a cycle
 * is an error naming the chain. Every module's exports join the page's scope.
 */
export class SnippetLoader {
  readonly #diagnostics: Diagnostic[] = [];
  readonly #uses: { file: string; page: CompiledPage; lineOffset: number }[] = [];
  readonly #loaded = new Map<string, Promise<Module>>();

  constructor(
    private readonly siteDir: string,
    private readonly pageScope: ReturnType<typeof createPageScope>,
    private readonly islands: IslandModules,
    private readonly variables: Variables = {},
  ) {}

  /** Warnings from the snippets loaded so far (unsafe HTML removed, missing images). */
  get diagnostics(): readonly Diagnostic[] {
    return this.#diagnostics;
  }

  /** The class names the loaded MDX snippets write. */
  get classNames(): readonly string[] {
    return this.#uses.flatMap((use) => use.page.classNames);
  }

  /** The conditions on `user` of the loaded MDX snippets, for the page to take apart with its own. */
  get userChoices(): readonly UserChoice[] {
    return this.#uses.flatMap((use) => use.page.userChoices ?? []);
  }

  /**
   * Components the loaded snippets use that nothing provides; asked once the page has run, since a
   * snippet may use what another snippet of the page exports.
   */
  unknownComponents(): Diagnostic[] {
    return this.#uses.flatMap(({ file, page, lineOffset }) =>
      unknownComponents(file, page.components, lineOffset, this.pageScope.provides),
    );
  }

  /** The importer `evaluateCompiledPage` calls for the page in `file` (site-relative). */
  importerFor(file: string, chain: readonly string[] = [file]) {
    return (specifier: string) => this.importModule(specifier, file, chain);
  }

  /** The components that render each `<Snippet file>` of a page, by file. */
  async snippetElements(
    files: readonly string[],
    importer: string,
    chain: readonly string[],
  ): Promise<Module> {
    if (files.length === 0) return {};
    const snippets = new Map<string, ComponentType<Record<string, unknown>>>();
    for (const file of files) {
      const path = ['_snippets', 'snippets']
        .map((folder) => `${folder}/${file}`)
        .find((candidate) => this.readable(candidate, importer));
      if (!path) {
        if (importer !== chain[0])
          this.#diagnostics.push(
            notFound(importer, `<Snippet file="${file}">`, `_snippets/${file} or snippets/${file}`),
          );
        continue;
      }
      snippets.set(file, (await this.load(path, chain)).default as ComponentType<Record<string, unknown>>);
    }
    return { Snippet: createSnippetElement(snippets as SnippetComponents) };
  }

  private async importModule(specifier: string, importer: string, chain: readonly string[]): Promise<Module> {
    const { modules } = this.pageScope;
    if (Object.hasOwn(modules, specifier)) return modules[specifier] as Module;
    if (!/^[./]/.test(specifier)) {
      this.#diagnostics.push(packageImport(importer, specifier));
      return standIn;
    }
    const path = specifier.startsWith('/') ? specifier.slice(1) : join(dirname(importer), specifier);
    const absolute = resolve(this.siteDir, path);
    const file = relative(this.siteDir, absolute).replaceAll('\\', '/');
    if (file.startsWith('..') || !this.readable(file, importer)) {
      // As Mintlify does: a warning, and the page renders without it. The page's own imports are
      // reported by the build, each at its line; a snippet's here.
      if (importer !== chain[0])
        this.#diagnostics.push(notFound(importer, `import from "${specifier}"`, file));
      return standIn;
    }
    if (chain.includes(file)) throw new SnippetError([cycle(chain, file)]);
    // Once per page: a module two snippets import is one module (one context, one state).
    let loaded = this.#loaded.get(file);
    if (!loaded) {
      loaded = componentModuleFile.test(file)
        ? this.loadComponentModule(file, chain)
        : this.load(file, chain);
      this.#loaded.set(file, loaded);
    }
    return loaded;
  }

  /**
   * For an MDX file whose own `export const` components hold state or handle events: each of them
   * as an island, hydrated from the browser module of the file's import/export blocks.
   */
  async islandOf(file: string, page: CompiledPage, chain: readonly string[]): Promise<IslandOf | undefined> {
    if (page.esmSource === undefined) return undefined;
    return this.islandsFrom(file, chain, this.islands.moduleOfSource(file, page.esmSource));
  }

  /** Wraps each component once per page as an island of `pending`'s module; a module that cannot run in the browser is a warning. */
  private async islandsFrom(
    file: string,
    chain: readonly string[],
    pending: Promise<IslandModule>,
  ): Promise<IslandOf | undefined> {
    const island = await pending;
    if (!island.ok) {
      this.#diagnostics.push(staticComponents(chain[0] ?? file, file, island.reason));
      return undefined;
    }
    const islands = new Map<string, unknown>();
    return (name, component) => {
      if (!islands.has(name))
        islands.set(
          name,
          this.pageScope.island(component as ComponentType<Record<string, unknown>>, island.name, name),
        );
      return islands.get(name);
    };
  }

  /** A `.jsx`/`.tsx`/`.js`/`.ts` snippet: its imports first (React, Preact, other snippets), then its code. */
  private async loadComponentModule(file: string, chain: readonly string[]): Promise<Module> {
    if (chain.includes(file)) throw new SnippetError([cycle(chain, file)]);
    const text = await readFile(join(this.siteDir, file), 'utf8');
    // TypeScript drops unused imports, JavaScript keeps them: the same text compiles by extension.
    const key = `${extname(file).toLowerCase()}\0${text}`;
    let module = compiledComponents.get(key);
    if (!module) {
      const result = compileComponentModule(text, file);
      if (!result.ok) throw new SnippetError([result.diagnostic]);
      module = result.module;
      compiledComponents.set(key, module);
    }
    await loadLanguages(module.codeLanguages);
    const next = [...chain, file];
    const resolved = new Map<string, unknown>();
    for (const specifier of module.imports)
      resolved.set(specifier, await this.importModule(specifier, file, next));
    const exports = await this.asIslands(
      file,
      chain,
      text,
      runComponentModule(module, resolved, this.pageScope.scope),
    );
    this.pageScope.register(exports);
    return exports;
  }

  /** An interactive module's components become islands, hydrated in the browser from their own module. */
  private async asIslands(
    file: string,
    chain: readonly string[],
    text: string,
    exports: Module,
  ): Promise<Module> {
    if (!interactiveCode.test(text)) return exports;
    const islandOf = await this.islandsFrom(file, chain, this.islands.moduleOf(file));
    return islandOf ? withIslands(exports, islandOf) : exports;
  }

  /** The snippet's component, noting each bare `{word}` it shows as text because its use passed no `word`. */
  #reportingMissingProps(
    Content: ComponentType<Record<string, unknown>>,
    file: string,
    page: CompiledPage,
    source: PageSource,
    importer: string,
  ): ComponentType<Record<string, unknown>> {
    const props = page.unboundExpressions.filter((unbound) =>
      /^\{\s*[A-Za-z_$][\w$]*\s*\}$/.test(unbound.text),
    );
    if (props.length === 0) return Content;
    return (given: Record<string, unknown>) => {
      for (const unbound of props)
        if (given[unbound.name] === undefined) this.#note(missingProp(file, importer, unbound, source));
      return (Content as FunctionComponent<Record<string, unknown>>)(given);
    };
  }

  #note(diagnostic: Diagnostic): void {
    const same = (d: Diagnostic) =>
      d.file === diagnostic.file && d.line === diagnostic.line && d.message === diagnostic.message;
    if (!this.#diagnostics.some(same)) this.#diagnostics.push(diagnostic);
  }

  /** Whether the snippet exists; one behind a link that leaves the site is an error, not a miss. */
  private readable(file: string, importer: string): boolean {
    const read = checkSiteRead(this.siteDir, file);
    if (!read.ok)
      throw new SnippetError([
        createDiagnostic('site/read-outside', {
          file: importer,
          message: describeRefusedRead(file, read.reason),
        }),
      ]);
    return existsSync(read.realPath);
  }

  private async load(file: string, chain: readonly string[]): Promise<Module> {
    if (chain.includes(file)) throw new SnippetError([cycle(chain, file)]);
    const text = await readFile(join(this.siteDir, file), 'utf8');
    const { page: source, diagnostics: variableWarnings } = withVariables(
      createPageSource(file, text),
      this.variables,
    );
    this.#diagnostics.push(...variableWarnings);
    // Its links and images resolve from its folder: the same text elsewhere compiles anew.
    const key = `${file}\0${source.body}`;
    let page = compiled.get(key);
    if (!page) {
      const baseDir = posix.dirname(file);
      const result = await compilePage(source.body, file, source.source, source.bodyLineOffset, {
        siteDir: this.siteDir,
        baseDir: baseDir === '.' ? '' : baseDir,
        snippet: true,
      });
      if (!result.ok) throw new SnippetError([result.diagnostic]);
      page = result.page;
      compiled.set(key, page);
    }
    this.#diagnostics.push(...page.diagnostics);
    if (!this.#uses.some((use) => use.file === file))
      this.#uses.push({ file, page, lineOffset: source.bodyLineOffset });
    const next = [...chain, file];
    const islandOf = await this.islandOf(file, page, chain);
    const evaluated = await evaluateCompiledModule(
      page,
      this.pageScope.runtime,
      pathToFileURL(join(this.siteDir, file)).href,
      this.importerFor(file, next),
      this.pageScope.scope,
      islandOf,
    );
    const module = islandOf ? withIslands(evaluated, islandOf) : evaluated;
    this.pageScope.register(module);
    const own = await this.snippetElements(page.snippetFiles, file, next);
    const Content = createSnippetComponent(
      module.default,
      page.components.map((use) => use.name),
      own,
      this.pageScope.exported,
    );
    return { ...module, default: this.#reportingMissingProps(Content, file, page, source, chain[0] ?? file) };
  }
}

type IslandOf = (name: string, component: unknown) => unknown;

/** A module's exports with each component (a capitalized function) as its island. */
function withIslands(exports: Module, islandOf: IslandOf): Module {
  const wrapped: Module = { ...exports };
  for (const [name, value] of Object.entries(exports))
    if (/^[A-Z]/.test(name) && typeof value === 'function') wrapped[name] = islandOf(name, value);
  return wrapped;
}

function missingProp(
  file: string,
  importer: string,
  unbound: UnboundExpression,
  source: PageSource,
): Diagnostic {
  const line = unbound.line === undefined ? undefined : unbound.line + source.bodyLineOffset;
  return createDiagnostic('page/missing-snippet-prop', {
    file,
    ...(line !== undefined && {
      line,
      column: unbound.column ?? 1,
      frame: createCodeFrame(source.source, line, unbound.column ?? 1),
    }),
    message: `\`${unbound.text}\` is filled from the \`${unbound.name}\` prop, which ${importer} does not pass where it uses ${file}; it is shown as the text "${unbound.text}".`,
  });
}

function staticComponents(page: string, file: string, reason: string): Diagnostic {
  return createDiagnostic('page/static-component', {
    file: page,
    message: `The components of ${file} use state or events, but cannot run in the browser: ${reason}. They are shown as rendered at build time.`,
  });
}

function cycle(chain: readonly string[], file: string): Diagnostic {
  return createDiagnostic('page/mdx-compile', {
    file: chain[0] ?? file,
    message: `Snippets include each other in a cycle: ${[...chain, file].join(' -> ')}.`,
  });
}

function packageImport(file: string, specifier: string): Diagnostic {
  return createDiagnostic('page/unsupported-import', {
    file,
    message: `${file} imports "${specifier}", which is not a file of the site: what it names renders its children.`,
  });
}

/** What a missing or unsupported import gives: nothing for its content, its children for its components. */
const standIn: Module = new Proxy(
  {},
  {
    get(_target, name) {
      // Not a promise: modules are awaited, and `then` is how `await` tells.
      if (name === 'then' || typeof name !== 'string') return undefined;
      return name === 'default' ? () => null : ({ children }: { children?: unknown }) => children ?? null;
    },
  },
);

function notFound(importer: string, what: string, expected: string): Diagnostic {
  return createDiagnostic('page/snippet-not-found', {
    file: importer,
    message: `${importer}: ${what} names a snippet that does not exist (looked for ${expected}).`,
  });
}
