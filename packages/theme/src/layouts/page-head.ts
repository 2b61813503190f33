import { escapeHtml, inlineJson } from '../html.ts';

/** What the head of one page says about it. */
export interface HeadPage {
  /** The page's route, `''` for the home page. */
  readonly route: string;
  /** Its absolute URL (the canonical one). */
  readonly url: string;
  readonly title: string;
  /** The navigation groups above the page, outermost first. */
  readonly breadcrumbs: readonly string[];
  /** Meta tags the page's own front matter sets, over `seo.metatags`. */
  readonly metatags: Readonly<Record<string, string>>;
  /** An endpoint's page: its JSON-LD is an `APIReference`. */
  readonly apiReference: boolean;
}

export interface PageHeadInput {
  readonly siteName: string;
  readonly siteDescription?: string;
  readonly baseUrl: string;
  readonly page: HeadPage;
  /** The page's description (its own, else `seo.metatags.description`). */
  readonly description?: string;
  /** `seo.metatags` from docs.json, applied to every page. */
  readonly metatags: Readonly<Record<string, string>>;
  /** The page is outside the index: `seo.metatags.robots` must not contradict its `noindex`. */
  readonly noindex: boolean;
}

/** Tags the document already writes itself. */
const ownTags = new Set(['description', 'robots', 'viewport', 'charset']);

/**
 * A page's SEO `<head>` markup: Open Graph and Twitter tags (defaults from the page, then
 * `seo.metatags`, then the page's own front matter), and its JSON-LD.
 */
export function pageHead(input: PageHeadInput): string {
  const tags = metaTags(input);
  const meta = Object.entries(tags)
    .filter(([name]) => !ownTags.has(name) || (name === 'robots' && !input.noindex))
    .map(([name, content]) => {
      const attribute = /^(og|article|fb):/.test(name) ? 'property' : 'name';
      return `<meta ${attribute}="${escapeHtml(name)}" content="${escapeHtml(content)}">`;
    });
  return [...meta, jsonLdScript(input)].join('\n');
}

/** The page's meta tags by name, later sources winning. */
export function metaTags(input: PageHeadInput): Record<string, string> {
  const { page: entry } = input;
  const url = entry.url;
  const home = entry.route === '';
  const own = entry.metatags;
  const merged: Record<string, string> = {
    'og:type': home ? 'website' : 'article',
    'og:site_name': input.siteName,
    'og:title': home ? input.siteName : entry.title,
    ...(input.description !== undefined && { 'og:description': input.description }),
    'og:url': url,
    'twitter:title': home ? input.siteName : entry.title,
    ...(input.description !== undefined && { 'twitter:description': input.description }),
    ...input.metatags,
    ...own,
  };
  // Images must be absolute for the sites that unfurl links.
  for (const name of ['og:image', 'twitter:image']) {
    const value = merged[name];
    if (value !== undefined && !/^[a-z][a-z0-9+.-]*:/i.test(value))
      merged[name] = `${input.baseUrl.replace(/\/+$/, '')}/${value.replace(/^\.?\/+/, '')}`;
  }
  if (merged['og:image'] !== undefined && merged['twitter:image'] === undefined)
    merged['twitter:image'] = merged['og:image'];
  merged['twitter:card'] ??= merged['twitter:image'] !== undefined ? 'summary_large_image' : 'summary';
  return merged;
}

/** The site's `WebSite` JSON-LD alone, for a home address that only forwards to the first page. */
export function websiteJsonLdScript(
  siteName: string,
  siteDescription: string | undefined,
  baseUrl: string,
): string {
  const siteUrl = `${baseUrl.replace(/\/+$/, '')}/`;
  const website = {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}#website`,
    name: siteName,
    url: siteUrl,
    ...(siteDescription !== undefined && { description: siteDescription }),
  };
  return `<script type="application/ld+json">${inlineJson(website)}</script>`;
}

/**
 * Structured data: `WebSite` (and its `WebPage`) on the home page; `WebPage`, `BreadcrumbList` and
 * `TechArticle` on content pages, `APIReference` on endpoint pages.
 */
export function jsonLd(input: PageHeadInput): Record<string, unknown> {
  const { page: entry } = input;
  const base = input.baseUrl.replace(/\/+$/, '');
  const siteUrl = `${base}/`;
  const url = entry.url;
  const website = {
    '@type': 'WebSite',
    '@id': `${siteUrl}#website`,
    name: input.siteName,
    url: siteUrl,
    ...(input.siteDescription !== undefined && { description: input.siteDescription }),
  };
  const description = input.description !== undefined ? { description: input.description } : {};
  const webPage = {
    '@type': 'WebPage',
    '@id': `${url}#webpage`,
    url,
    name: entry.route === '' ? input.siteName : entry.title,
    ...description,
    isPartOf: { '@id': website['@id'] },
    ...(entry.route !== '' && { breadcrumb: { '@id': `${url}#breadcrumb` } }),
  };
  if (entry.route === '') return { '@context': 'https://schema.org', '@graph': [website, webPage] };
  const trail = [
    { name: input.siteName, item: siteUrl },
    ...entry.breadcrumbs.map((name) => ({ name })),
    { name: entry.title, item: url },
  ];
  const breadcrumbs = {
    '@type': 'BreadcrumbList',
    '@id': `${url}#breadcrumb`,
    itemListElement: trail.map((step, index) => ({ '@type': 'ListItem', position: index + 1, ...step })),
  };
  const article = {
    '@type': entry.apiReference ? 'APIReference' : 'TechArticle',
    '@id': `${url}#article`,
    headline: entry.title,
    ...description,
    url,
    mainEntityOfPage: { '@id': webPage['@id'] },
    isPartOf: { '@id': website['@id'] },
  };
  return { '@context': 'https://schema.org', '@graph': [webPage, breadcrumbs, article] };
}

/** The JSON-LD in its script element; `<` is escaped so no value can close the element. */
const jsonLdScript = (input: PageHeadInput) =>
  `<script type="application/ld+json">${inlineJson(jsonLd(input))}</script>`;
