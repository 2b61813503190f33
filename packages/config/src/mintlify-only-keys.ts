import type { PathSegment } from '@docwright/diagnostics';

const divisionKeys: Readonly<Record<string, string>> = {
  graphql: 'GraphQL reference pages',
  sdk: 'SDK reference pages',
  directory: 'a directory page listing the section',
  searchable: 'leaving a section out of search',
  align: 'tab alignment',
  tag: 'a version tag',
  banner: 'a per-language banner',
  footer: 'a per-language footer',
  navbar: 'a per-language navbar',
  custom: 'a custom language label',
  name: 'a product display name',
  boost: 'search ranking boost',
};

/**
 * Keys Mintlify's docs.json schema accepts that Docwright does not apply, keyed by the object that
 * holds them (the nearest named segment of the path above the key), each with the feature it
 * stands for. Such a key is a `config/not-supported` warning, never an unknown key.
 */
const byContainer: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  '': {
    public: 'public access to every page',
    interaction: 'navigation interaction (drilldown)',
    variations: 'content variations',
  },
  params: { post: 'post-processing of parameters' },
  seo: {
    paths: 'per-path meta tags',
    organization: 'organization structured data',
    trailingSlash: 'trailing slashes',
  },
  thumbnails: { fonts: 'thumbnail fonts' },
  options: { id: 'a contextual option id', label: 'a contextual option label' },
  links: { header: 'navbar link groups', items: 'navbar link groups' },
  navigation: divisionKeys,
  global: divisionKeys,
  tabs: divisionKeys,
  anchors: divisionKeys,
  dropdowns: divisionKeys,
  versions: divisionKeys,
  languages: divisionKeys,
  products: divisionKeys,
  menu: divisionKeys,
  groups: divisionKeys,
  pages: divisionKeys,
};

/** The feature a key Mintlify accepts stands for, when Docwright does not apply it. */
export function mintlifyOnlyFeature(path: readonly PathSegment[]): string | undefined {
  const key = path[path.length - 1];
  if (typeof key !== 'string') return undefined;
  const container = path
    .slice(0, -1)
    .filter((segment): segment is string => typeof segment === 'string')
    .pop();
  return byContainer[container ?? '']?.[key];
}
