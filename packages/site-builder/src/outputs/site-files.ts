import { join } from 'node:path';
import type { ContextualConfig } from '@docwright/config';
import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import {
  chromeIconRenderer,
  feedbackEnabled,
  feedbackOutput,
  integrationsMarkup,
  markCurrentPageBytes,
  renderDocumentFrame,
  renderFeedback,
  renderNotFoundDocument,
  renderRedirectDocument,
  renderSidebar,
  themeAssets,
  websiteJsonLdScript,
} from '@docwright/theme';
import type { ContentRoute } from '../plan/routes.ts';
import { changelogFeed, changelogFeedPath } from './changelog-feed.ts';
import { customFilesOf } from './custom-files.ts';
import { faviconFiles, ownRootFavicon } from './favicon-files.ts';
import { createHeadersFile } from './headers.ts';
import { siteIndex } from './indexing.ts';
import { gitLastModified, lastModifiedLabel } from './last-modified.ts';
import { llmsFullTxtFile, llmsInputOf, llmsTxtFile } from './llms-files.ts';
import { llmsForReaders } from './llms-for-readers.ts';
import { agentInstructionLines, createTwin } from './markdown-twin.ts';
import { markRestrictedNavigation } from './marked-navigation.ts';
import { notFoundText } from './not-found-page.ts';
import { htmlFileOfRoute, pageUrl, playgroundModelFileOfRoute, twinFileOfRoute } from './output-layout.ts';
import { type PageData, type PageNeighbour, pageData } from './page-data.ts';
import { llmsForReadersPath, readerMarks } from './reader-visibility.ts';
import { patternRedirectScript } from './redirect-patterns.ts';
import { createRedirectPages, createRedirectsFile } from './redirects.ts';
import { restrictedPages } from './restricted-pages.ts';
import { createRobotsTxt } from './robots.ts';
import { audienceSearchFolder, searchedAudiences } from './search-index.ts';
import { createServerManifest } from './server-manifest.ts';
import { serverManifestPath } from './server-manifest-path.ts';
import { contextualMenuOf, siteChrome, specHrefsOf } from './site-chrome.ts';
import type { SiteSnapshot } from './site-snapshot.ts';
import { createSitemap } from './sitemap.ts';
import { skillFiles } from './skill-files.ts';
import { specFileOutput } from './spec-file-output.ts';
import { siteClassNames, utilityStylesheetPath } from './utility-stylesheet.ts';
import type { OutputContent } from './write-output.ts';

export interface SiteFileOptions {
  readonly siteDir: string;
  readonly baseUrl: string;
  /** Markup added before `</body>` of every page (the dev server's reload client). */
  readonly bodyEnd?: string;
  /** Told about what the outputs had to leave out (llms.txt over its size cap). */
  readonly onDiagnostic?: (diagnostic: Diagnostic) => void;
  /** Every page's `generator` meta tag (`Docwright 0.1.0`); none without it. */
  readonly generator?: string;
  /** The path the site is served under (`/docs`, see `base-path.ts`); none for the root. */
  readonly basePath?: string;
  /** The site's MCP server URL, for the page menu's MCP entries; they are left out without it. */
  readonly mcpUrl?: string;
}

/** Every file of the built site, from a rendered snapshot. Pure apart from reading the theme's assets. */
export function createSiteFiles(
  snapshot: SiteSnapshot,
  options: SiteFileOptions,
): Map<string, OutputContent> {
  const { config, graph, pages } = snapshot;
  const files = new Map<string, OutputContent>();
  const library = config.icons?.library;
  const icon = chromeIconRenderer(library);
  const chrome = siteChrome(config, graph, icon, options.mcpUrl);
  const ownIcon = ownRootFavicon(config.favicon, snapshot.assets);
  const restricted = restrictedPages(pages);
  const sections = markRestrictedNavigation(graph.sections, restricted);
  const own = customFilesOf(snapshot.assets);
  const utilities = siteClassNames(snapshot).length > 0 ? [`/${utilityStylesheetPath}`] : [];
  const site = {
    ...chrome,
    sections,
    stylesheets: [...utilities, ...own.stylesheets],
    scripts: own.scripts,
    ...(ownIcon && { favicon: ownIcon }),
    ...(options.generator && { generator: options.generator }),
  };
  // A page's own `contextual` replaces docs.json's menu on that page.
  let specHrefs: ReadonlyMap<string, string> | undefined;
  const siteOfPage = (entry: {
    readonly layout?: { readonly contextual?: ContextualConfig } | undefined;
  }) => {
    const own = entry.layout?.contextual;
    if (!own) return site;
    specHrefs ??= chrome.contextual?.specHrefs ?? specHrefsOf(graph);
    return { ...site, contextual: contextualMenuOf(config.name, own, specHrefs, options.mcpUrl) };
  };
  const sidebars = sections.map((section) => renderSidebar(section.items, icon));
  // Encoded once per section: each page's file takes these bytes as they are.
  const sidebarBytes: Buffer[] = [];
  const sidebarBytesOf = (section: number) => {
    sidebarBytes[section] ??= Buffer.from(sidebars[section] ?? '');
    return sidebarBytes[section];
  };
  const order = graph.navigationOrder;
  const llmsTxtUrl = `${options.baseUrl.replace(/\/+$/, '')}/llms.txt`;
  const instructions = agentInstructionLines(config.markdown?.instructions);
  // docs/integrations.md: only the configured integrations add anything to a page.
  const integrations = integrationsMarkup(config.integrations);
  const feedback = feedbackEnabled(config.integrations) ? renderFeedback(config.integrations) : undefined;
  const feedbackByLanguage = new Map<string, string>();
  const feedbackOf = (sectionIndex: number) => {
    const code = site.sections[sectionIndex]?.trail.find((step) => step.kind === 'language')?.title ?? 'en';
    const known = feedbackByLanguage.get(code);
    if (known !== undefined) return known;
    const markup = renderFeedback(config.integrations, code);
    feedbackByLanguage.set(code, markup);
    return markup;
  };
  const bodyEnd = `${feedback !== undefined ? feedbackOutput.scriptTag : ''}${options.bodyEnd ?? ''}`;
  if (feedback !== undefined) files.set(feedbackOutput.statusFile.path, feedbackOutput.statusFile.text);
  const index = siteIndex(snapshot);
  const metatags = config.seo.metatags ?? {};
  const searched = searchedAudiences(snapshot, restricted);
  if (searched.left > 0)
    options.onDiagnostic?.(
      createDiagnostic('build/search-audiences-capped', {
        message: `Group-only pages have ${searched.indexed.length + searched.left} audiences (distinct \`groups\` lists); search finds the pages of the first ${searched.indexed.length} only.`,
      }),
    );
  const searchIndexes = searched.indexed.map((audience) => ({
    href: `/${audienceSearchFolder(audience)}`,
    marks: readerMarks([audience]),
  }));
  const neighbour = (page: PageNeighbour) => {
    const audience = restricted.audienceOf(page.route);
    return audience === undefined ? page : { ...page, marks: readerMarks([audience]) };
  };

  // Asked of git once, by the first page that shows a date.
  let committed: ReadonlyMap<string, Date> | undefined;
  const lastModified = ({ file, layout }: ContentRoute): { lastModified?: string } => {
    if (!(layout.timestamp ?? config.metadata?.timestamp === true)) return {};
    committed ??= layout.lastUpdatedDate === undefined ? gitLastModified(options.siteDir) : committed;
    const label = lastModifiedLabel(layout.lastUpdatedDate ?? committed?.get(file));
    return label === undefined ? {} : { lastModified: label };
  };
  for (const entry of graph.routes.values()) {
    const page = pages.get(entry.route);
    if (!page) continue;
    files.set(htmlFileOfRoute(entry.route), {
      pieces: () => {
        const { previous, next, description, noindex, content } = pageData(entry.route, snapshot) as PageData;
        const frame = renderDocumentFrame({
          site: siteOfPage(entry),
          route: entry.route,
          title: entry.title,
          ...(description !== undefined && { description }),
          ...(entry.lead !== undefined && { lead: entry.lead }),
          canonicalUrl: pageUrl(options.baseUrl, entry.route),
          noindex,
          headEnd: integrations.head,
          seo: {
            siteName: config.name,
            ...(config.description !== undefined && { siteDescription: config.description }),
            baseUrl: options.baseUrl,
            page: {
              route: entry.route,
              url: pageUrl(options.baseUrl, entry.route),
              title: entry.title,
              breadcrumbs: entry.breadcrumbs,
              metatags: entry.metatags ?? {},
              apiReference: entry.binding !== undefined,
            },
            ...(description !== undefined && { description }),
            metatags,
            noindex,
          },
          sectionIndex: entry.sectionIndex,
          needs: page.needs,
          math: page.math,
          ...(page.plainReference && { plainReference: true }),
          toc: page.toc,
          breadcrumbs: entry.breadcrumbs,
          ...(previous && { previous: neighbour(previous) }),
          ...(next && { next: neighbour(next) }),
          ...(searchIndexes.length > 0 && { searchIndexes }),
          ...(bodyEnd !== '' && { bodyEnd }),
          ...(feedback !== undefined && { afterContent: feedbackOf(entry.sectionIndex) }),
          ...(entry.layout && {
            mode: entry.layout.mode,
            hideFooterPagination: entry.layout.hideFooterPagination,
            deprecated: entry.layout.deprecated,
          }),
          ...(entry.kind === 'page' && lastModified(entry)),
        });
        const sidebar = markCurrentPageBytes(sidebarBytesOf(entry.sectionIndex), entry.route);
        return [frame.beforeContent, ...content, frame.beforeSidebar, ...sidebar, frame.afterSidebar];
      },
    });
    for (const [path, code] of Object.entries(page.islandFiles ?? {})) files.set(path, code);
    // Read from the spool when the file is written, as the page's own parts are.
    if (page.playgroundModel !== undefined)
      files.set(playgroundModelFileOfRoute(entry.route), () => page.playgroundModel ?? '');
    if (page.changelog)
      files.set(changelogFeedPath(entry.route), () =>
        changelogFeed({
          route: entry.route,
          title: entry.title,
          ...(entry.description !== undefined && { description: entry.description }),
          siteName: config.name,
          baseUrl: options.baseUrl,
          entries: page.changelog ?? [],
        }),
      );
    files.set(twinFileOfRoute(entry.route), () =>
      createTwin({
        title: entry.title,
        ...(entry.description !== undefined && { description: entry.description }),
        body: page.operationDocument ? `${page.markdown}\n\n${page.operationDocument}` : page.markdown,
        llmsTxtUrl,
        baseUrl: options.baseUrl,
        instructions,
      }),
    );
  }

  const firstRoute = order.find((route) => restricted.audienceOf(route) === undefined) ?? order[0];
  if (!graph.routes.has('') && firstRoute !== undefined)
    files.set(
      'index.html',
      renderRedirectDocument(
        `/${firstRoute}`,
        websiteJsonLdScript(config.name, config.description, options.baseUrl),
      ),
    );

  const llmsInput = llmsInputOf(snapshot, index, options.baseUrl, restricted);
  const forReaders = llmsForReaders(snapshot, options.baseUrl, restricted);
  if (forReaders) files.set(llmsForReadersPath, () => JSON.stringify(forReaders));
  setUnlessProvided(files, 'llms.txt', () => llmsTxtFile(llmsInput, options.onDiagnostic), snapshot);
  // Made when written or served, a page at a time: `docs dev` rebuilds after each edit (Stripe's
  // 4 MB took 40 ms of every reload), and a build never holds the whole file.
  setUnlessProvided(
    files,
    'llms-full.txt',
    () => ({ pieces: () => llmsFullTxtFile(llmsInput, snapshot) }),
    snapshot,
  );
  for (const name of ['llms.txt', 'llms-full.txt']) {
    const own = { copyFrom: join(options.siteDir, name) };
    setUnlessProvided(files, `.well-known/${name}`, () => files.get(name) ?? own, snapshot);
  }
  const skills = skillFiles(snapshot, {
    siteDir: options.siteDir,
    baseUrl: options.baseUrl,
    ...(options.mcpUrl && { mcpUrl: options.mcpUrl }),
    isRestricted: (route) => restricted.audienceOf(route) !== undefined,
  });
  // A page routed `skill` keeps its twin at /skill.md; the discovery index still has the skill.
  for (const [path, text] of skills) if (!files.has(path)) files.set(path, text);
  setUnlessProvided(files, 'robots.txt', () => createRobotsTxt(options.baseUrl), snapshot);
  setUnlessProvided(files, '_headers', createHeadersFile, snapshot);
  setUnlessProvided(files, 'sitemap.xml', () => createSitemap(options.baseUrl, index.routes), snapshot);
  files.set(
    serverManifestPath,
    JSON.stringify(createServerManifest(snapshot, options.baseUrl, options.basePath)),
  );
  const themeFiles = themeAssets();
  files.set(themeFiles.stylesheet.path, themeFiles.stylesheet.text);
  files.set(themeFiles.lookStylesheet.path, themeFiles.lookStylesheet.text);
  files.set(themeFiles.playgroundStylesheet.path, themeFiles.playgroundStylesheet.text);
  files.set(themeFiles.referenceStylesheet.path, themeFiles.referenceStylesheet.text);
  for (const [path, content] of faviconFiles(
    config.favicon,
    snapshot.assets,
    options.siteDir,
    themeFiles.favicon,
  ))
    files.set(path, content);
  // The browser scripts (`_docwright/*.js`) are compiled by `clientBundleFiles()`, in the process
  // that may run esbuild.
  if ([...pages.values()].some((page) => page.math)) {
    for (const [path, file] of themeFiles.katex) files.set(path, { copyFrom: file });
  }
  if ([...pages.values()].some((page) => page.needs.includes('mermaid'))) {
    for (const [path, text] of themeFiles.mermaid) files.set(path, text);
  }
  if ([...pages.values()].some((page) => page.needs.includes('mermaid-elk'))) {
    for (const [path, text] of themeFiles.mermaidElk) files.set(path, text);
  }
  files.set(
    '404.html',
    renderNotFoundDocument(site, sidebars[0] ?? '', {
      redirectHome: config.errors?.['404']?.redirect === true,
      text: notFoundText(config),
      headEnd: `${patternRedirectScript(config.redirects, options.basePath ?? '')}${integrations.head}`,
    }),
  );
  for (const [file, html] of createRedirectPages(config.redirects, new Set(graph.routes.keys())))
    if (!files.has(file)) files.set(file, html);
  const redirectsFile = createRedirectsFile(config.redirects);
  if (redirectsFile !== undefined) setUnlessProvided(files, '_redirects', () => redirectsFile, snapshot);
  for (const loaded of snapshot.specs.values()) {
    const output = specFileOutput(loaded);
    if (!loaded.spec || output === undefined) continue;
    files.set(loaded.spec.id, output);
    // Files the spec's $refs point into keep the downloadable spec whole.
    for (const file of loaded.externalFiles) files.set(file, { copyFrom: join(options.siteDir, file) });
  }
  for (const asset of snapshot.assets)
    if (!files.has(asset)) files.set(asset, { copyFrom: join(options.siteDir, asset) });
  return files;
}

/**
 * A site's own root file (llms.txt, robots.txt, _headers...) replaces the generated one byte for
 * byte: it is copied with the other static files, and the generated one is not even made.
 */
function setUnlessProvided(
  files: Map<string, OutputContent>,
  path: string,
  generate: () => OutputContent,
  snapshot: SiteSnapshot,
): void {
  if (!snapshot.assets.includes(path)) files.set(path, generate());
}
