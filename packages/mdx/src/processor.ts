import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { type CompileOptions, run } from '@mdx-js/mdx';
import type { Root } from 'mdast';
import type { MDXContent } from 'mdx/types.js';
import rehypeKatex from 'rehype-katex';
import remarkGfm from 'remark-gfm';
import remarkMath from 'remark-math';
import { VFile } from 'vfile';
import { codeBlocksToFences, jsxCodeLanguages, type RuntimeCodeBlock } from './code-block-element.ts';
import { compileCache, compileKey } from './compile-cache.ts';
import { escapeCustomHeadingIds } from './custom-heading-ids.ts';
import { loadLanguages } from './highlight/index.ts';
import { probesHold } from './html/file-probes.ts';
import { rehypeImages } from './html/rehype-images.ts';
import { rehypeRawHtml } from './html/rehype-raw-html.ts';
import { rehypeSanitizeHtml } from './html/rehype-sanitize-html.ts';
import { rehypeSiteLinks, type SiteLink } from './html/rehype-site-links.ts';
import type { PageLocation } from './html/site-paths.ts';
import { formatOf, PageCompiler } from './page-compiler.ts';
import { recmaPageIslands } from './plugins/recma-page-islands.ts';
import { recmaPageScope } from './plugins/recma-page-scope.ts';
import { recmaSnippetImports } from './plugins/recma-snippet-imports.ts';
import { rehypeClassNames } from './plugins/rehype-class-names.ts';
import { rehypeCodeProps } from './plugins/rehype-code-props.ts';
import { rehypeHighlightCode } from './plugins/rehype-highlight-code.ts';
import { rehypeTaskListLabels } from './plugins/rehype-task-list-labels.ts';
import { remarkCodeTitles } from './plugins/remark-code-titles.ts';
import { type ComponentUse, remarkComponentNames } from './plugins/remark-component-names.ts';
import { remarkHeadingIds, type TocEntry } from './plugins/remark-heading-ids.ts';
import { remarkInteractiveEsm } from './plugins/remark-interactive-esm.ts';
import { remarkInvalidProps } from './plugins/remark-invalid-props.ts';
import { remarkMathUsage } from './plugins/remark-math-usage.ts';
import { remarkMermaid } from './plugins/remark-mermaid.ts';
import { remarkSnippetFiles, type SnippetUse } from './plugins/remark-snippet-files.ts';
import { remarkUnappliedProps } from './plugins/remark-unapplied-props.ts';
import { remarkUnboundExpressions, type UnboundExpression } from './plugins/remark-unbound-expressions.ts';
import { remarkUserFields } from './plugins/remark-user-fields.ts';
import { twinTreeOf } from './twin-tree.ts';
import type { UserChoice } from './user-conditions/user-choice-markup.ts';

export interface CompiledPage {
  /** The page as a function body: evaluate it with `evaluateCompiledPage`. */
  readonly code: string;
  readonly toc: readonly TocEntry[];
  readonly components: readonly ComponentUse[];
  /** The files of its `<Snippet file="...">` elements. */
  readonly snippetFiles: readonly string[];
  /** Every snippet it names (imports of site files and `<Snippet file>`), where it names it. */
  readonly snippetUses: readonly SnippetUse[];
  /** It has `$...$` or `$$...$$` math. */
  readonly usesMath: boolean;
  /** The class names its elements write (`className="flex gap-4"`), each once. */
  readonly classNames: readonly string[];
  /** Its `import`/`export` source, when its own components hold state or handle events (islands). */
  readonly esmSource?: string;
  /** `{name}` expressions naming nothing the page defines: kept as text. */
  readonly unboundExpressions: readonly UnboundExpression[];
  /** Conditions on `user` whose branches the HTML holds between markers (`extractUserChoices`). */
  readonly userChoices?: readonly UserChoice[];
  /** Links to the site's own routes and files, located in the file, for the build to check. */
  readonly links: readonly LocatedLink[];
  /** Site-relative files of the local images it shows. */
  readonly images: readonly string[];
  /** Warnings found while compiling: HTML removed as unsafe, missing images. */
  readonly diagnostics: readonly Diagnostic[];
  /** The `language` props its components pass (`<CodeBlock>` in a `.jsx` snippet highlights them as it renders). */
  readonly codeLanguages?: readonly string[];
}

export interface LocatedLink extends SiteLink {
  readonly frame?: string;
}

export type CompileResult =
  | {
      ok: true;
      page: CompiledPage;
      /**
       * The body as the Markdown twin parses it, when this compile parsed it (not served from the
       * cache) and the two parses agree: `createMarkdownTwin`'s `parsed`, which saves a second parse.
       */
      twinTree?: Root;
    }
  | { ok: false; diagnostic: Diagnostic };

export interface JsxRuntime {
  readonly Fragment: unknown;
  readonly jsx: unknown;
  readonly jsxs: unknown;
}

const compileOptions: CompileOptions = {
  outputFormat: 'function-body',
  remarkPlugins: [
    remarkGfm,
    remarkMath,
    remarkMathUsage,
    remarkMermaid,
    remarkHeadingIds,
    remarkComponentNames,
    remarkUnappliedProps,
    remarkInvalidProps,
    remarkUserFields,
    remarkUnboundExpressions,
    remarkCodeTitles,
    remarkSnippetFiles,
    remarkInteractiveEsm,
  ],
  // Math renders to HTML at build time; a page with math loads KaTeX's stylesheet, no script.
  // Unsafe markup goes first, so links and images only ever see what stays; code is highlighted
  // after KaTeX has taken its display math blocks.
  rehypePlugins: [
    rehypeRawHtml,
    rehypeSanitizeHtml,
    // Before KaTeX and the highlighter add their own classes: only those the page writes count.
    rehypeClassNames,
    rehypeTaskListLabels,
    rehypeSiteLinks,
    rehypeImages,
    [rehypeKatex, { throwOnError: false, strict: 'ignore' }],
    rehypeHighlightCode,
    rehypeCodeProps,
  ],
  recmaPlugins: [recmaSnippetImports, recmaPageScope, recmaPageIslands],
  development: false,
};

const pageCompiler = new PageCompiler(compileOptions);

/**
 * Compiles a page body (front matter already removed) to a function body. `lineOffset` is
 * the number of lines before the body in the file, so errors point at the right line.
 * `location` says where the page sits in the site, for its relative links and images.
 */
export async function compilePage(
  body: string,
  file: string,
  source: string,
  lineOffset: number,
  location: PageLocation = { baseDir: '' },
): Promise<CompileResult> {
  const key = compileKey(body, file, source, lineOffset, location);
  const cached = compileCache.peek(key);
  if (cached && (location.siteDir === undefined || probesHold(location.siteDir, cached.probes)))
    return { ok: true, page: cached.page };
  const escaped = escapeCustomHeadingIds(body);
  const vfile = new VFile({ value: escaped, path: file, data: { location } });
  const format = formatOf(vfile, location.format);
  let twinTree: Root | undefined;
  const runtimeCodeBlocks: RuntimeCodeBlock[] = [];
  let codeLanguages: string[] = [];
  try {
    const output = await pageCompiler.compile(vfile, format, (tree) => {
      // Before the twin's copy, so the page and its twin both read each `<CodeBlock>` as a fence.
      codeBlocksToFences(tree, escaped, (at) => runtimeCodeBlocks.push(at));
      if (escaped.includes('language=')) codeLanguages = jsxCodeLanguages(tree);
      twinTree = twinTreeOf(tree, body, escaped, format);
    });
    const place = (at: { line?: number; column?: number }) => {
      if (at.line === undefined) return {};
      const line = at.line + lineOffset;
      const column = at.column ?? 1;
      return { line, column, frame: createCodeFrame(source, line, column) };
    };
    const images = output.data.images ?? [];
    const removals = output.data.htmlRemovals ?? [];
    const page: CompiledPage = {
      code: String(output.value),
      toc: output.data.toc ?? [],
      components: output.data.components ?? [],
      snippetFiles: output.data.snippetFiles ?? [],
      snippetUses: output.data.snippetUses ?? [],
      usesMath: output.data.usesMath === true,
      classNames: output.data.classNames ?? [],
      ...(output.data.esmSource !== undefined && { esmSource: output.data.esmSource }),
      unboundExpressions: output.data.unboundExpressions ?? [],
      ...((output.data.userChoices ?? []).length > 0 && { userChoices: output.data.userChoices }),
      links: (output.data.links ?? []).map((link) => ({
        ...link,
        ...place(link),
      })),
      images: images.map((image) => image.file),
      ...(codeLanguages.length > 0 && { codeLanguages }),
      diagnostics: [
        ...runtimeCodeBlocks.map((at) =>
          createDiagnostic('page/not-supported', {
            file,
            ...place(at),
            message:
              'This <CodeBlock> takes its code or props from an expression: the page shows it as the expression renders, but its Markdown twin (llms-full.txt, the .md page) leaves it out.',
            hint: 'Write the code between the tags as text or as one template literal ({`...`}), and the props as strings, to have it in the twin.',
          }),
        ),
        ...removals.map((removal) =>
          createDiagnostic('page/unsafe-html', {
            file,
            ...place(removal),
            message: `Removed ${removal.what}: ${removal.reason}.`,
          }),
        ),
        ...(output.data.ignoredCodeOptions ?? []).map((ignored) =>
          createDiagnostic('page/not-supported', {
            file,
            ...place(ignored),
            message: `The code block option \`${ignored.option}\` is ignored: ${ignored.reason}.`,
          }),
        ),
        ...(output.data.staticUserExpressions ?? []).map((expression) =>
          createDiagnostic('page/not-supported', {
            file,
            ...place(expression),
            message: `\`${expression.text}\` reads the reader's \`user\` data where the page is rendered once for every reader: everyone sees what a signed-out reader sees (\`user\` is {}). Only \`{user.<field>}\` values and conditions of the personalization grammar (docs/server.md, Personalization) are chosen per reader.`,
            hint: 'Show the value as `{user.field}` (`{user.field ?? "fallback"}` for signed-out readers), choose between JSX with a condition on `user` paths and literals (`{user.plan === "pro" ? <>A</> : <>B</>}`), or keep content to some readers with `groups` in the front matter.',
          }),
        ),
        ...(output.data.twoslashProblems ?? []).map((problem) =>
          createDiagnostic('page/twoslash-error', {
            file,
            ...place(problem),
            message: `TypeScript reports an error in this \`twoslash\` block: ${problem.message}`,
          }),
        ),
        ...(output.data.unappliedProps ?? []).map((unapplied) =>
          createDiagnostic('page/not-supported', {
            file,
            ...place(unapplied),
            message: `The ${unapplied.component} prop \`${unapplied.prop}\` is not applied yet: ${unapplied.lost}.`,
            hint: `Remove \`${unapplied.prop}\` or leave it for when Docwright applies it; the ${unapplied.component} renders without it.`,
          }),
        ),
        ...(output.data.invalidProps ?? []).map((invalid) =>
          createDiagnostic('page/invalid-prop', {
            file,
            ...place(invalid),
            message: `<${invalid.component}> ${invalid.prop}=${JSON.stringify(invalid.value)} is not valid: expected ${invalid.expected}; ${invalid.instead}.`,
          }),
        ),
        ...(output.data.retiredClassNames ?? []).map((retired) =>
          createDiagnostic('page/not-supported', {
            file,
            ...place(retired),
            message: `The Tailwind 3 class \`${retired.name}\` is ignored: the site's classes are compiled with Tailwind 4, which has no \`*-opacity-*\` utilities. Put the opacity on the colour instead (\`bg-black/50\` for \`bg-black bg-opacity-50\`).`,
          }),
        ),
        ...images
          .filter((image) => image.missing)
          .map((image) =>
            createDiagnostic('page/missing-image', {
              file,
              ...place(image),
              message: `The image "${image.src}" does not exist (looked for ${image.file} in the site folder).`,
            }),
          ),
      ],
    };
    compileCache.put(key, { page, probes: output.data.probes ?? [] });
    return { ok: true, page, ...(twinTree && { twinTree }) };
  } catch (error) {
    const reason = (error as { reason?: string }).reason ?? (error as Error).message;
    // Some messages (an unclosed tag at the end of the file) carry their place only in the text.
    const inText = /\((\d+):(\d+)(?:-\d+:\d+)?\)/.exec(reason);
    const { line: rawLine, column: rawColumn } = error as { line?: number | null; column?: number | null };
    const bodyLine = typeof rawLine === 'number' ? rawLine : inText ? Number(inText[1]) : undefined;
    const line = bodyLine !== undefined ? bodyLine + lineOffset : undefined;
    const column = typeof rawColumn === 'number' ? rawColumn : inText ? Number(inText[2]) : undefined;
    return {
      ok: false,
      diagnostic: createDiagnostic('page/mdx-compile', {
        file,
        ...(line !== undefined && { line }),
        ...(column !== undefined && { column }),
        message: `The page could not be compiled: ${reason}`,
        ...(line !== undefined && { frame: createCodeFrame(source, line, column ?? 1) }),
      }),
    };
  }
}

/** Loads an imported `.mdx`/`.md` snippet (`/snippets/a.mdx` or relative) as a module: its exports and `default`. */
export type SnippetImporter = (specifier: string) => Promise<Record<string, unknown>>;

/**
 * Runs compiled page code with the given JSX runtime, returning the page module (`default` is the
 * page). Names the code uses without declaring them are read from `pageScope` (see `recmaPageScope`).
 */
export async function evaluateCompiledModule(
  page: CompiledPage,
  runtime: JsxRuntime,
  baseUrl: string,
  importSnippet?: SnippetImporter,
  pageScope: object = noScope,
  islandOf?: (name: string, component: unknown) => unknown,
): Promise<Record<string, unknown> & { default: MDXContent }> {
  await loadLanguages(page.codeLanguages ?? []);
  const options = {
    ...(runtime as Parameters<typeof run>[1]),
    baseUrl,
    pageScope,
    ...(islandOf && { islandOf }),
    ...(importSnippet && { importSnippet }),
  };
  return (await run(page.code, options)) as Record<string, unknown> & { default: MDXContent };
}

/** Runs compiled page code with the given JSX runtime, returning the page component. */
export async function evaluateCompiledPage(
  page: CompiledPage,
  runtime: JsxRuntime,
  baseUrl: string,
  importSnippet?: SnippetImporter,
  pageScope?: object,
): Promise<MDXContent> {
  return (await evaluateCompiledModule(page, runtime, baseUrl, importSnippet, pageScope)).default;
}

/** The scope of code run without one: every free name is undefined, as in plain JavaScript. */
const noScope = new Proxy(
  {},
  {
    get(_target, name) {
      throw new ReferenceError(`${String(name)} is not defined`);
    },
  },
);
