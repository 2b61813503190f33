import { join } from 'node:path';
import {
  chromeScriptPath,
  codeScriptPath,
  consentScriptPath,
  feedbackEnabled,
  feedbackScriptPath,
  feedbackScriptTag,
  integrationsMarkup,
  katexAssets,
  markCurrentPage,
  playgroundScriptPath,
  readChromeScript,
  readCodeScript,
  readConsentScript,
  readFeedbackScript,
  readPlaygroundScript,
  readSearchScript,
  readStylesheet,
  renderDocument,
  renderFeedback,
  renderIcon,
  renderSidebar,
  type SiteChrome,
  searchScriptPath,
  stylesheetPath,
} from '@docwright/theme';
import type { SiteSnapshot } from '../site.ts';
import type { OutputContent } from '../write-output.ts';
import { createLlmsTxt } from './llms-txt.ts';
import { createTwin } from './markdown-twin.ts';
import { createRedirectPages, createRedirectsFile, redirectPage } from './redirects.ts';
import { createRobotsTxt } from './robots.ts';
import { createServerManifest, serverManifestPath } from './server-manifest.ts';
import { siteChrome } from './site-chrome.ts';
import { createSitemap } from './sitemap.ts';
import { htmlFileOf, pageUrl, twinFileOf } from './urls.ts';

export interface SiteFileOptions {
  readonly siteDir: string;
  readonly baseUrl: string;
  /** Markup added before `</body>` of every page (the dev server's reload client). */
  readonly bodyEnd?: string;
}

/** Every file of the built site, from a rendered snapshot. Pure apart from reading the theme's stylesheet. */
export function createSiteFiles(
  snapshot: SiteSnapshot,
  options: SiteFileOptions,
): Map<string, OutputContent> {
  const { config, graph, pages } = snapshot;
  const files = new Map<string, OutputContent>();
  const library = config.icons?.library;
  const icon = (name: string) => renderIcon(name, { library, className: 'dw-chrome-icon' });
  const site = siteChrome(config, graph, icon);
  const sidebars = graph.sections.map((section) => renderSidebar(section.items, icon));
  const order = graph.navigationOrder;
  const position = new Map(order.map((route, i) => [route, i]));
  const llmsTxtUrl = `${options.baseUrl.replace(/\/+$/, '')}/llms.txt`;
  // SPEC 3.6: only the configured integrations add anything to a page.
  const integrations = integrationsMarkup(config.integrations);
  const feedback = feedbackEnabled(config.integrations) ? renderFeedback() : undefined;
  const bodyEnd = `${feedback !== undefined ? feedbackScriptTag : ''}${options.bodyEnd ?? ''}`;

  for (const entry of graph.routes.values()) {
    const page = pages.get(entry.route);
    if (!page) continue;
    const index = position.get(entry.route);
    const previousRoute = index !== undefined && index > 0 ? order[index - 1] : undefined;
    const nextRoute = index !== undefined ? order[index + 1] : undefined;
    const neighbour = (route: string | undefined) => {
      const found = route !== undefined ? graph.routes.get(route) : undefined;
      return found ? { title: found.sidebarTitle ?? found.title, route: found.route } : undefined;
    };
    const previous = neighbour(previousRoute);
    const next = neighbour(nextRoute);
    files.set(htmlFileOf(entry.route), () =>
      renderDocument({
        site,
        route: entry.route,
        title: entry.title,
        ...(entry.description !== undefined && { description: entry.description }),
        ...(entry.lead !== undefined && { lead: entry.lead }),
        canonicalUrl: pageUrl(options.baseUrl, entry.route),
        sectionIndex: entry.sectionIndex,
        sidebarHtml: markCurrentPage(sidebars[entry.sectionIndex] ?? '', entry.route),
        contentHtml: page.contentHtml,
        codeBlocks: page.codeBlocks,
        math: page.math,
        toc: page.toc,
        breadcrumbs: entry.breadcrumbs,
        ...(previous && { previous }),
        ...(next && { next }),
        ...(bodyEnd !== '' && { bodyEnd }),
        ...(integrations.head !== '' && { headEnd: integrations.head }),
        ...(feedback !== undefined && { afterContent: feedback }),
      }),
    );
    files.set(twinFileOf(entry.route), () =>
      createTwin({
        title: entry.title,
        ...(entry.description !== undefined && { description: entry.description }),
        body: page.markdown,
        llmsTxtUrl,
      }),
    );
  }

  const firstRoute = order[0];
  if (!graph.routes.has('') && firstRoute !== undefined)
    files.set('index.html', redirectPage(`/${firstRoute}`));

  const indexed = indexedRoutes(snapshot);
  const specFiles = [...snapshot.specs.values()].flatMap((loaded) =>
    loaded.spec && !/^https?:/.test(loaded.spec.id) ? [loaded.spec] : [],
  );
  const llms = createLlmsTxt({
    name: config.name,
    ...(config.description !== undefined && { description: config.description }),
    baseUrl: options.baseUrl,
    graph,
    extraRoutes: indexed.filter((route) => !graph.routes.get(route)?.inNavigation),
    specFiles: specFiles.map((spec) => ({ id: spec.id, title: spec.title })),
  });
  setUnlessProvided(files, 'llms.txt', llms, snapshot);
  setUnlessProvided(files, '.well-known/llms.txt', files.get('llms.txt') ?? llms, snapshot);
  setUnlessProvided(files, 'robots.txt', createRobotsTxt(options.baseUrl), snapshot);
  files.set('sitemap.xml', createSitemap(options.baseUrl, indexed));
  files.set(serverManifestPath, JSON.stringify(createServerManifest(snapshot)));
  files.set(stylesheetPath.slice(1), readStylesheet());
  files.set(codeScriptPath.slice(1), readCodeScript());
  files.set(chromeScriptPath.slice(1), readChromeScript());
  files.set(playgroundScriptPath.slice(1), readPlaygroundScript());
  files.set(searchScriptPath.slice(1), readSearchScript());
  if (integrations.consentRuntime) files.set(consentScriptPath.slice(1), readConsentScript());
  if (feedback !== undefined) files.set(feedbackScriptPath.slice(1), readFeedbackScript());
  if ([...pages.values()].some((page) => page.math)) {
    for (const [path, file] of katexAssets()) files.set(path, { copyFrom: file });
  }
  files.set(
    '404.html',
    notFoundPage(site, sidebars[0] ?? '', config.errors?.['404']?.redirect === true, integrations.head),
  );
  for (const [file, html] of createRedirectPages(config.redirects, new Set(graph.routes.keys())))
    if (!files.has(file)) files.set(file, html);
  const redirectsFile = createRedirectsFile(config.redirects);
  if (redirectsFile !== undefined) setUnlessProvided(files, '_redirects', redirectsFile, snapshot);
  for (const loaded of snapshot.specs.values()) {
    if (!loaded.spec || loaded.text === undefined || /^https?:/.test(loaded.spec.id)) continue;
    files.set(loaded.spec.id, loaded.text);
    // Files the spec's $refs point into keep the downloadable spec whole.
    for (const file of loaded.externalFiles) files.set(file, { copyFrom: join(options.siteDir, file) });
  }
  for (const asset of snapshot.assets)
    if (!files.has(asset)) files.set(asset, { copyFrom: join(options.siteDir, asset) });
  return files;
}

/** A site's own root file (llms.txt, robots.txt) replaces the generated one byte for byte. */
function setUnlessProvided(
  files: Map<string, OutputContent>,
  path: string,
  generated: OutputContent,
  snapshot: SiteSnapshot,
): void {
  const own = path.startsWith('.well-known/') ? path.slice('.well-known/'.length) : path;
  if (!snapshot.assets.includes(own)) files.set(path, generated);
}

/** Routes that go into search, llms files and the sitemap per `seo.indexing`, `noindex` left out. */
export function indexedRoutes(snapshot: SiteSnapshot): string[] {
  const { graph, config } = snapshot;
  const all = config.seo.indexing === 'all';
  const routes = [
    ...graph.navigationOrder,
    ...(all ? [...graph.routes.keys()].filter((r) => !graph.navigationOrder.includes(r)).sort() : []),
  ];
  return routes.filter((route) => {
    const entry = graph.routes.get(route);
    return entry !== undefined && !(entry.kind === 'page' && entry.noindex);
  });
}

/** The page static hosts serve for unknown addresses; `errors.404.redirect` sends readers home instead. */
function notFoundPage(
  site: SiteChrome,
  sidebarHtml: string,
  redirectHome: boolean,
  integrationsHead: string,
): string {
  const headEnd = [redirectHome ? '<meta http-equiv="refresh" content="0; url=/">' : '', integrationsHead]
    .filter(Boolean)
    .join('\n');
  return renderDocument({
    noindex: true,
    ...(headEnd !== '' && { headEnd }),
    site,
    route: '404',
    title: 'Page not found',
    description: 'There is no page at this address.',
    lead: 'There is no page at this address. Use the navigation to find what you were looking for.',
    sectionIndex: 0,
    sidebarHtml,
    contentHtml: '<p><a href="/">Go to the home page</a></p>',
    toc: [],
    breadcrumbs: [],
  });
}
