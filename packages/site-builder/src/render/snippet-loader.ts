import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { dirname, join, posix, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  checkSiteRead,
  createDiagnostic,
  type Diagnostic,
  describeRefusedRead,
} from '@docwright/diagnostics';
import { type CompiledPage, compilePage, evaluateCompiledModule } from '@docwright/mdx';
import { createSnippetComponent, createSnippetElement, pageRuntime } from '@docwright/theme';
import type { ComponentType } from 'preact';
import { createPageSource } from '../load/discover.ts';

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

/**
 * Loads the MDX snippets a page uses, Mintlify style: `import X from "/snippets/x.mdx"` (or a
 * relative path) as a module whose default export renders with the theme's components, and
 * `<Snippet file="x.mdx" />` from `_snippets/` or `snippets/`. Snippets may use snippets; a cycle
 * is an error naming the chain.
 */
export class SnippetLoader {
  readonly #diagnostics: Diagnostic[] = [];

  constructor(private readonly siteDir: string) {}

  /** Warnings from the snippets loaded so far (unsafe HTML removed, missing images). */
  get diagnostics(): readonly Diagnostic[] {
    return this.#diagnostics;
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
      if (!path)
        throw new SnippetError([
          notFound(importer, `<Snippet file="${file}">`, `_snippets/${file} or snippets/${file}`),
        ]);
      snippets.set(file, (await this.load(path, chain)).default as ComponentType<Record<string, unknown>>);
    }
    return { Snippet: createSnippetElement(snippets as SnippetComponents) };
  }

  private async importModule(specifier: string, importer: string, chain: readonly string[]): Promise<Module> {
    const path = specifier.startsWith('/') ? specifier.slice(1) : join(dirname(importer), specifier);
    const absolute = resolve(this.siteDir, path);
    const file = relative(this.siteDir, absolute).replaceAll('\\', '/');
    if (file.startsWith('..') || !this.readable(file, importer)) {
      throw new SnippetError([notFound(importer, `import from "${specifier}"`, file)]);
    }
    return this.load(file, chain);
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
    if (chain.includes(file)) {
      throw new SnippetError([
        createDiagnostic('page/mdx-compile', {
          file: chain[0] ?? file,
          message: `Snippets include each other in a cycle: ${[...chain, file].join(' -> ')}.`,
        }),
      ]);
    }
    const text = await readFile(join(this.siteDir, file), 'utf8');
    const source = createPageSource(file, text);
    let page = compiled.get(text);
    if (!page) {
      const baseDir = posix.dirname(file);
      const result = await compilePage(source.body, file, source.source, source.bodyLineOffset, {
        siteDir: this.siteDir,
        baseDir: baseDir === '.' ? '' : baseDir,
      });
      if (!result.ok) throw new SnippetError([result.diagnostic]);
      page = result.page;
      compiled.set(text, page);
    }
    this.#diagnostics.push(...page.diagnostics);
    const next = [...chain, file];
    const module = await evaluateCompiledModule(
      page,
      pageRuntime,
      pathToFileURL(join(this.siteDir, file)).href,
      this.importerFor(file, next),
    );
    const own = await this.snippetElements(page.snippetFiles, file, next);
    return {
      ...module,
      default: createSnippetComponent(
        module.default,
        page.components.map((use) => use.name),
        own,
      ),
    };
  }
}

function notFound(importer: string, what: string, expected: string): Diagnostic {
  return createDiagnostic('page/snippet-not-found', {
    file: importer,
    message: `${importer}: ${what} names a snippet that does not exist (looked for ${expected}).`,
  });
}
