import { join, posix } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ApiSpec, AsyncChannel, Operation } from '@docwright/api-model';
import type { ApiConfig } from '@docwright/config';
import type { Diagnostic } from '@docwright/diagnostics';
import {
  type BuiltUserChoice,
  type ChangelogEntry,
  changelogEntries,
  collectRenderedCode,
  createMarkdownTwin,
  evaluateCompiledModule,
  extractUserChoices,
  type LocatedLink,
  type PageLocation,
  type RenderedCode,
  type TocEntry,
} from '@docwright/mdx';
import type { PageNeed, SearchContent } from '@docwright/page-model';
import {
  componentTwins,
  createPageScope,
  type IconLibrary,
  renderChannel,
  renderMdxContent,
  searchContentOfMarkup,
} from '@docwright/theme';
import { createPageSource, type PageSource } from '../load/discover.ts';
import type { RouteEntry } from '../plan/routes.ts';
import { compileOrFallBack } from './compile-fallback.ts';
import { renderEndpointContent } from './endpoint-content.ts';
import { channelMarkdown } from './endpoint-markdown.ts';
import { prepareEndpointTwin } from './endpoint-twin.ts';
import { frontmatterIconDiagnostics, unknownIconDiagnostics } from './icon-diagnostics.ts';
import { IslandModules } from './island-modules.ts';
import { layoutFrontmatterDiagnostics } from './layout-diagnostics.ts';
import { mdxEndpoint } from './mdx-api-page.ts';
import { missingMetadata } from './missing-metadata.ts';
import { missingSnippets, withEveryMissingSnippet } from './missing-snippets.ts';
import { renderModelContent } from './model-content.ts';
import { type PageAccess, pageAccess, pageAccessDiagnostics } from './page-access.ts';
import { locateInPage, renderFailure } from './page-failures.ts';
import { type Variables, withVariables } from './page-variables.ts';
import { createWebSocketModel } from './playground-model.ts';
import type { ExamplesConfig } from './request-samples.ts';
import { unknownComponents, unknownScopeNames } from './scope-diagnostics.ts';
import { serverRouteDiagnostics } from './server-routes.ts';
import { SnippetError, SnippetLoader } from './snippet-loader.ts';
import { snippetSources } from './snippet-source.ts';
import { unappliedFrontmatterDiagnostics } from './unapplied-frontmatter.ts';
import { unboundExpressionDiagnostics } from './unbound-expressions.ts';
import { unsafeMetatagDiagnostics, unsafeSpecMetatagDiagnostics } from './unsafe-metatags.ts';

export interface RenderedPage {
  readonly route: string;
  readonly contentHtml: string;
  readonly toc: readonly TocEntry[];
  /** The page body as Markdown, without the twin's header. */
  readonly markdown: string;
  /** Endpoint pages: the operation as a pruned OpenAPI document in a fenced JSON block, ending the twin. */
  readonly operationDocument?: string;
  /** Endpoint pages with an interactive playground: its model (JSON), written to `playgroundModelFileOfRoute`. */
  readonly playgroundModel?: string;
  /** The browser modules its content needs (code blocks, tabs, Mermaid, islands), as the theme rendered it. */
  readonly needs: readonly PageNeed[];
  /** Its playground is for signed-in readers (`auth`), which a static host cannot tell apart. */
  readonly authPlayground: boolean;
  /** Who may read it under reader authentication (`docs serve`). */
  readonly access: PageAccess;
  /** The page has math (`$...$`, `<Latex>`), so it loads KaTeX's stylesheet. */
  readonly math: boolean;
  /** An operation's, channel's or model's reference with no MDX of the page's own (see `referenceStylesheetPath`). */
  readonly plainReference?: boolean;
  /** Links to the site's own routes and files, checked once every route is known. */
  readonly links: readonly PageLink[];
  /** Site-relative files of the local images it shows: an edit to one re-renders the page. */
  readonly images: readonly string[];
  /** The browser modules of its interactive components (site-relative path to code). */
  readonly islandFiles?: Readonly<Record<string, string>>;
  /** The class names its MDX and MDX snippets write, for the site's utility stylesheet. */
  readonly classNames?: readonly string[];
  readonly diagnostics: readonly Diagnostic[];
  /**
   * What the search index reads of the page, made as it rendered: the reference's headings with
   * their anchors, prose and field lists (from the model), or a page's MDX without its examples.
   * The index never reads `contentHtml`.
   */
  readonly search: SearchContent;
  /**
   * Reference pages: the `#schema-…` ids at which the page lists a component's fields, where links
   * from other pages to those fields land (the outputs never read `contentHtml` to find them).
   */
  readonly componentAnchors?: readonly string[];
  /**
   * Its conditions on `user` with every branch's HTML, for `docs serve` only: `contentHtml` holds
   * the branch a signed-out reader sees (docs/server.md, Personalization).
   */
  readonly userChoices?: readonly BuiltUserChoice[];
  /** `rss: true` pages: their `<Update>`s, for the page's `rss.xml`. */
  readonly changelog?: readonly ChangelogEntry[];
}

export interface PageLink extends LocatedLink {
  /** The file the link is written in. */
  readonly file: string;
}

export interface RenderContext {
  readonly siteDir: string;
  readonly page?: PageSource;
  readonly spec?: ApiSpec;
  readonly operation?: Operation;
  readonly channel?: AsyncChannel;
  readonly fullUrl: boolean;
  readonly examples: ExamplesConfig;
  readonly playground: ApiConfig['playground'];
  /** `icons.library` from docs.json. */
  readonly iconLibrary: IconLibrary;
  /** `api.mdx` from docs.json, for pages with `api:` front matter. */
  readonly mdx?: ApiConfig['mdx'];
  /** docs.json `variables`. */
  readonly variables?: Variables;
  /** docs.json `api.params`. */
  readonly params?: ApiConfig['params'];
  /** docs.json `theme` (`mint` when absent): which page modes apply. */
  readonly theme?: string;
  /** docs.json `api.models`: components an endpoint page does not expand link to their model pages. */
  readonly models?: boolean;
  /** A model page's component (`openapi-schema` front matter, docs.json `api.models`). */
  readonly schema?: { readonly spec: ApiSpec; readonly component: string };
  readonly withoutSpecInTwins?: true;
}

/**
 * Work a route's render will need that waits for nothing (its endpoint's twin), done ahead while
 * the main thread would otherwise wait; `renderRoute` finds it done.
 */
export function prepareRoute({ spec, operation, examples, params, withoutSpecInTwins }: RenderContext): void {
  if (spec && operation)
    prepareEndpointTwin(spec, operation, examples, { pillKeys: params?.post, withSpec: !withoutSpecInTwins });
}

/** Renders one route's content: the MDX body, then the operation's reference when the page has one. */
export async function renderRoute(entry: RouteEntry, context: RenderContext): Promise<RenderedPage> {
  const diagnostics: Diagnostic[] = [];
  let contentHtml = '';
  let needs: readonly PageNeed[] = [];
  let toc: readonly TocEntry[] = [];
  let markdown = '';
  let operationDocument: string | undefined;
  let playgroundModel: string | undefined;
  let pageComponents: readonly string[] = [];
  let authPlayground = false;
  let math = false;
  let links: readonly PageLink[] = [];
  let images: readonly string[] = [];
  let islandFiles: Readonly<Record<string, string>> = {};
  let classNames: readonly string[] = [];
  let search: SearchContent | undefined;
  let componentAnchors: readonly string[] = [];
  let ownMdx = false;
  let userChoices: readonly BuiltUserChoice[] = [];
  const variables = context.variables ?? {};
  const filled = context.page && withVariables(context.page, variables);
  const page = filled?.page;
  if (filled) diagnostics.push(...filled.diagnostics);
  const mdxApi = page && !context.spec ? mdxEndpoint(page, context.mdx) : undefined;
  const spec = context.spec ?? mdxApi?.spec;
  const operation = context.operation ?? mdxApi?.operation;
  if (entry.kind === 'page' && page) {
    diagnostics.push(...missingMetadata(page, entry.binding !== undefined));
    diagnostics.push(...serverRouteDiagnostics(page, entry.route));
    diagnostics.push(...frontmatterIconDiagnostics(page, context.iconLibrary));
    diagnostics.push(...pageAccessDiagnostics(page));
    diagnostics.push(
      ...layoutFrontmatterDiagnostics(page, context.theme ?? 'mint'),
      ...unappliedFrontmatterDiagnostics(page),
      ...unsafeMetatagDiagnostics(page),
    );
  } else if (entry.kind === 'endpoint' && context.spec && context.operation)
    diagnostics.push(...unsafeSpecMetatagDiagnostics(context.spec.id, context.operation));
  // A generated page's extra MDX comes from `x-docwright.content` (or `x-mint.content`) in the spec.
  const body =
    entry.kind === 'page'
      ? page
      : spec && operation?.page.content
        ? createPageSource(`${spec.id} (x-docwright.content of ${operation.key})`, operation.page.content)
        : undefined;
  if (body && body.body.trim() !== '') {
    // Generated content sits where its route does; a page file links from its own folder.
    const baseDir = entry.kind === 'page' ? posix.dirname(body.file) : posix.dirname(entry.route);
    const rendered = await renderBody(body, {
      variables,
      siteDir: context.siteDir,
      baseDir: baseDir === '.' ? '' : baseDir,
      iconLibrary: context.iconLibrary,
    });
    diagnostics.push(...rendered.diagnostics);
    if (!rendered.ok) {
      return {
        route: entry.route,
        contentHtml: '',
        toc: [],
        markdown: '',
        needs: [],
        authPlayground: false,
        access: pageAccess(page?.frontmatter, entry),
        math: false,
        links: [],
        images: [],
        diagnostics,
        search: [],
      };
    }
    ownMdx = true;
    contentHtml = rendered.html;
    needs = rendered.needs;
    pageComponents = rendered.components;
    math = rendered.usesMath || rendered.components.includes('Latex');
    toc = rendered.toc;
    markdown = rendered.markdown;
    links = rendered.links.map((link) => ({ ...link, file: body.file }));
    images = rendered.images;
    islandFiles = rendered.islandFiles;
    classNames = rendered.classNames;
    userChoices = rendered.userChoices;
  }
  if (spec && context.channel) {
    const channel = renderChannel(spec, context.channel, createWebSocketModel(spec, context.channel), needs);
    contentHtml += channel.html;
    needs = channel.needs;
    componentAnchors = channel.componentAnchors;
    markdown = [markdown, channelMarkdown(spec, context.channel)].filter(Boolean).join('\n\n');
  }
  if (spec && operation) {
    const endpoint = await renderEndpointContent(spec, operation, context, {
      route: entry.route,
      html: contentHtml,
      needs,
      components: pageComponents,
    });
    contentHtml = endpoint.html;
    needs = endpoint.needs;
    toc = [...toc, ...endpoint.toc];
    markdown = [markdown, endpoint.markdown].filter(Boolean).join('\n\n');
    operationDocument = endpoint.operationDocument;
    playgroundModel = endpoint.playgroundModel;
    authPlayground = endpoint.authPlayground;
    search = endpoint.search;
    componentAnchors = [...componentAnchors, ...endpoint.componentAnchors];
  }
  if (context.schema) {
    const model = renderModelContent(context.schema.spec, context.schema.component, context, {
      html: contentHtml,
      needs,
    });
    contentHtml = model.html;
    needs = model.needs;
    toc = [...toc, ...model.toc];
    markdown = [markdown, model.markdown].filter(Boolean).join('\n\n');
    search = model.search;
    componentAnchors = [...componentAnchors, ...model.componentAnchors];
  }
  return {
    route: entry.route,
    contentHtml,
    toc,
    markdown,
    ...(operationDocument !== undefined && { operationDocument }),
    ...(playgroundModel !== undefined && { playgroundModel }),
    needs,
    authPlayground,
    access: pageAccess(entry.kind === 'page' ? page?.frontmatter : operation?.page.frontmatter, entry),
    math,
    links,
    images,
    ...(Object.keys(islandFiles).length > 0 && { islandFiles }),
    ...(classNames.length > 0 && { classNames }),
    diagnostics,
    search: search ?? searchContentOfMarkup(contentHtml),
    ...(componentAnchors.length > 0 && { componentAnchors }),
    ...(userChoices.length > 0 && { userChoices }),
    ...(page?.frontmatter.rss === true && { changelog: changelogEntries(page.body) }),
    ...(!ownMdx && ((spec && (operation || context.channel)) || context.schema) && { plainReference: true }),
  };
}

/** Compiles and renders an MDX body; `ok` is false when it does not compile. */
async function renderBody(
  page: PageSource,
  location: PageLocation & { siteDir: string; iconLibrary: IconLibrary; variables: Variables },
): Promise<{
  ok: boolean;
  html: string;
  needs: readonly PageNeed[];
  toc: readonly TocEntry[];
  markdown: string;
  components: readonly string[];
  usesMath: boolean;
  links: readonly LocatedLink[];
  images: readonly string[];
  islandFiles: Readonly<Record<string, string>>;
  classNames: readonly string[];
  userChoices: readonly BuiltUserChoice[];
  diagnostics: Diagnostic[];
}> {
  const { siteDir, iconLibrary, variables } = location;
  const diagnostics: Diagnostic[] = [];
  const compiled = await compileOrFallBack(page, location, diagnostics);
  if (!compiled.ok) {
    return {
      ok: false,
      html: '',
      needs: [],
      toc: [],
      markdown: '',
      components: [],
      usesMath: false,
      links: [],
      images: [],
      islandFiles: {},
      classNames: [],
      userChoices: [],
      diagnostics: [compiled.diagnostic],
    };
  }
  diagnostics.push(...compiled.page.diagnostics);
  diagnostics.push(...unboundExpressionDiagnostics(page, compiled.page.unboundExpressions));
  let html = '';
  let needs: readonly PageNeed[] = [];
  let renderedCode: readonly RenderedCode[] = [];
  let userChoices: readonly BuiltUserChoice[] = [];
  const unknownIcons = new Set<string>();
  const unknownNames = new Set<string>();
  const pageScope = createPageScope((name) => unknownNames.add(name));
  const islands = new IslandModules(siteDir, pageScope);
  const snippets = new SnippetLoader(siteDir, pageScope, islands, variables);
  try {
    const module = await evaluateCompiledModule(
      compiled.page,
      pageScope.runtime,
      pathToFileURL(join(siteDir, page.file)).href,
      snippets.importerFor(page.file),
      pageScope.scope,
      await snippets.islandOf(page.file, compiled.page, [page.file]),
    );
    pageScope.register(module);
    const own = await snippets.snippetElements(compiled.page.snippetFiles, page.file, [page.file]);
    const rendered = collectRenderedCode(() =>
      renderMdxContent(
        module.default,
        compiled.page.components.map((c) => c.name),
        own,
        { library: iconLibrary, onUnknownIcon: (name) => unknownIcons.add(name) },
        pageScope.exported,
      ),
    );
    ({ html, needs } = rendered.result);
    // A snippet's choices sit inside the page's, never around them: theirs first.
    const choices = [...snippets.userChoices, ...(compiled.page.userChoices ?? [])];
    ({ html, choices: userChoices } = extractUserChoices(html, choices));
    renderedCode = rendered.blocks;
    diagnostics.push(...unknownIconDiagnostics(page, unknownIcons, iconLibrary));
    diagnostics.push(...unknownScopeNames(page, unknownNames));
    diagnostics.push(
      ...unknownComponents(page.file, compiled.page.components, page.bodyLineOffset, pageScope.provides),
      ...missingSnippets(siteDir, page, compiled.page),
      ...snippets.diagnostics,
      ...snippets.unknownComponents(),
    );
  } catch (error) {
    if (error instanceof SnippetError)
      diagnostics.push(
        ...withEveryMissingSnippet(locateInPage(page, error.diagnostics), siteDir, page, compiled.page),
      );
    else diagnostics.push(renderFailure(page, error as Error));
  }
  return {
    ok: true,
    html,
    needs,
    toc: compiled.page.toc,
    markdown: await createMarkdownTwin(page.body, {
      file: page.file,
      loadSnippet: snippetSources(siteDir, variables),
      components: componentTwins,
      renderedCode,
      ...(compiled.twinTree && { parsed: compiled.twinTree }),
    }),
    components: compiled.page.components.map((use) => use.name),
    usesMath: compiled.page.usesMath,
    links: compiled.page.links,
    images: compiled.page.images,
    islandFiles: Object.fromEntries(islands.files),
    classNames: [...new Set([...compiled.page.classNames, ...snippets.classNames])],
    userChoices,
    diagnostics,
  };
}
