/**
 * Every page front-matter field Mintlify's documentation describes, with the page that describes
 * it. `yaml` is the field as a page writes it; `context` is front matter present with and without
 * the field (what the field modifies). `remains` names what Docwright does not do yet: such a field
 * must give a located `page/not-supported` warning; any other must change the build's output.
 */
export interface FrontmatterField {
  readonly field: string;
  readonly yaml: string;
  readonly context?: string;
  readonly url: string;
  readonly remains?: string;
}

const pages = 'https://mintlify.com/docs/organize/pages';
const seo = 'https://mintlify.com/docs/optimize/seo';
const playground = 'https://mintlify.com/docs/api-playground/overview';
const openapiSetup = 'https://mintlify.com/docs/api-playground/openapi-setup';
const mdxSetup = 'https://mintlify.com/docs/api-playground/mdx-setup';
const boost = 'https://mintlify.com/docs/optimize/search-boost';
const update = 'https://mintlify.com/docs/components/update';
const contextualMenu = 'https://mintlify.com/docs/ai/contextual-menu';
const apiPage = 'context-api';

export const frontmatterFields: readonly FrontmatterField[] = [
  { field: 'title', yaml: 'title: "A field title"', url: pages },
  { field: 'description', yaml: 'description: "A field description"', url: pages },
  { field: 'sidebarTitle', yaml: 'sidebarTitle: "Short"', url: pages },
  { field: 'icon', yaml: 'icon: "book"', url: pages },
  { field: 'iconType', yaml: 'iconType: "solid"', context: 'icon: "book"', url: pages },
  { field: 'tag', yaml: 'tag: "NEW"', url: pages },
  { field: 'hidden', yaml: 'hidden: true', url: pages },
  { field: 'noindex', yaml: 'noindex: true', url: pages },
  { field: 'deprecated', yaml: 'deprecated: true', url: pages },
  {
    field: 'groups',
    yaml: 'groups: ["admin"]',
    url: pages,
  },
  { field: 'mode: wide', yaml: 'mode: "wide"', url: pages },
  { field: 'mode: custom', yaml: 'mode: "custom"', url: pages },
  {
    field: 'mode: frame',
    yaml: 'mode: "frame"',
    url: pages,
    // The sample site's theme is mint: test/e2e/site-themes.test.ts lays frame out in aspen, almond and luma.
    remains:
      'laid out only in the aspen, almond, luma and sequoia themes, as Mintlify does; warned in others',
  },
  { field: 'mode: center', yaml: 'mode: "center"', url: pages },
  { field: 'openapi', yaml: 'openapi: "GET /pets"', url: pages },
  { field: 'api', yaml: 'api: "GET https://api.example.com/pets"', url: pages },
  { field: 'url', yaml: 'url: "https://www.npmjs.com/package/mint"', url: pages },
  { field: 'keywords', yaml: 'keywords: ["zebracorn"]', url: pages },
  { field: 'timestamp', yaml: 'timestamp: true', url: pages },
  { field: 'canonical', yaml: 'canonical: "https://docs.example.com/latest/page"', url: seo },
  { field: 'og:title', yaml: '"og:title": "Social title"', url: seo },
  { field: 'og:description', yaml: '"og:description": "Social description"', url: seo },
  { field: 'og:image', yaml: '"og:image": "https://example.com/og.png"', url: seo },
  { field: 'og:url', yaml: '"og:url": "https://example.com/page"', url: seo },
  { field: 'og:type', yaml: '"og:type": "article"', url: seo },
  { field: 'og:image:width', yaml: '"og:image:width": "800"', url: seo },
  { field: 'og:image:height', yaml: '"og:image:height": "400"', url: seo },
  { field: 'twitter:title', yaml: '"twitter:title": "Twitter title"', url: seo },
  { field: 'twitter:description', yaml: '"twitter:description": "Twitter description"', url: seo },
  { field: 'twitter:image', yaml: '"twitter:image": "/images/social.png"', url: seo },
  { field: 'twitter:card', yaml: '"twitter:card": "summary"', url: seo },
  { field: 'twitter:site', yaml: '"twitter:site": "@example"', url: seo },
  { field: 'twitter:image:width', yaml: '"twitter:image:width": "800"', url: seo },
  { field: 'twitter:image:height', yaml: '"twitter:image:height": "400"', url: seo },
  { field: 'robots', yaml: 'robots: "noindex, nofollow"', url: seo },
  { field: 'boost', yaml: 'boost: 3', url: boost },
  { field: 'playground', yaml: 'playground: "none"', context: apiPage, url: playground },
  {
    field: 'public',
    yaml: 'public: true',
    url: playground,
  },
  { field: 'authMethod', yaml: 'authMethod: "bearer"', context: apiPage, url: mdxSetup },
  { field: 'hideApiMarker', yaml: 'hideApiMarker: true', context: apiPage, url: openapiSetup },
  { field: 'openapi-schema', yaml: 'openapi-schema: "Pet"', url: openapiSetup },
  { field: 'rss', yaml: 'rss: true', url: update },
  // Page metadata in Mintlify's schema (`reusable/page.js`), docs.json's `contextual` for one page.
  {
    field: 'contextual',
    yaml: 'contextual: { options: ["copy", "view"], display: "toc" }',
    url: contextualMenu,
  },
];

/** `context: 'context-api'` stands for this: an `api:` page, which the API-only fields modify. */
export const apiPageContext = 'api: "GET https://api.example.com/pets"';
