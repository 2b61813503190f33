import type { PageExtension } from '../model.ts';
import { isRecord } from './refs.ts';

/** The page keys the extension sets directly, as `x-docwright` writes them and `x-mint.metadata` holds them. */
const pageKeys = ['title', 'description', 'sidebarTitle', 'icon', 'playground'] as const;

/** What an operation's extension asks of its page, and the keys of it Docwright leaves out. */
export interface PageExtensionReading {
  readonly page: PageExtension;
  /** `metadata.deprecated`, which wins over the operation's own `deprecated`. */
  readonly deprecated?: boolean;
  /** Keys of `x-mint` that are not applied (`playground.expand: false`): each gets a located warning. */
  readonly ignored: readonly string[];
  /** Keys of `x-mint.metadata` a generated page does not apply: each gets a located warning. */
  readonly ignoredMetadata?: readonly string[];
}

/**
 * The front-matter keys a generated endpoint page applies from `x-mint.metadata`: its title and
 * sidebar entry, access, layout, page menu (`contextual`), indexing and meta tags (`og:*`, `twitter:*`, `article:*`, `fb:*`).
 */
const appliedMetadataKeys = new Set([
  ...pageKeys,
  'groups',
  'public',
  'tag',
  'hidden',
  'deprecated',
  'noindex',
  'searchable',
  'keywords',
  'mode',
  'hideFooterPagination',
  'timestamp',
  'lastUpdatedDate',
  'contextual',
]);
const metaTagKey = /^(og|twitter|article|fb):[a-z_:]+$/i;

/** The `x-mint.metadata` keys a generated page leaves out (`openapi` among them: it cannot rebind the page). */
function unappliedMetadata(metadata: Record<string, unknown>): string[] {
  return Object.keys(metadata).filter((key) => !appliedMetadataKeys.has(key) && !metaTagKey.test(key));
}

const strings = (record: Record<string, unknown>, keys: readonly string[]) =>
  Object.fromEntries(keys.flatMap((key) => (typeof record[key] === 'string' ? [[key, record[key]]] : [])));

/** A route written with `.` or `..` segments, which would place the page outside its folder: ignored, with a warning. */
const climbs = (href: unknown): boolean =>
  typeof href === 'string' && href.split(/[/\\]/).some((s) => s === '..' || s === '.');

/** `x-docwright`: Docwright's own form, every key at the top level. */
export function readDocwrightExtension(raw: unknown): PageExtensionReading {
  if (!isRecord(raw)) return { page: {}, ignored: [] };
  const climbing = climbs(raw.href);
  return {
    page: strings(raw, [...pageKeys, ...(climbing ? [] : ['href']), 'content']),
    ignored: climbing ? ['href'] : [],
  };
}

/**
 * Mintlify's `x-mint`: `metadata` is the generated page's front matter (any key an MDX page may
 * set but `openapi`), `content` MDX shown before the reference, `href` the page's route, `groups`
 * the reader groups that may see it. `playground` there is an object (`expand`), not a display.
 */
export function readMintExtension(raw: unknown): PageExtensionReading {
  if (!isRecord(raw)) return { page: {}, ignored: [] };
  const metadata = isRecord(raw.metadata) ? raw.metadata : {};
  const { openapi: _binding, ...frontmatter } = metadata;
  const groups = [
    ...(Array.isArray(metadata.groups) ? metadata.groups : []),
    ...(Array.isArray(raw.groups) ? raw.groups : []),
  ].filter((group): group is string => typeof group === 'string' && group !== '');
  if (groups.length > 0) frontmatter.groups = [...new Set(groups)];
  const climbing = climbs(raw.href);
  const page: PageExtension = {
    ...strings(metadata, pageKeys),
    ...strings(raw, climbing ? ['content'] : ['href', 'content']),
    ...(Object.keys(frontmatter).length > 0 && { frontmatter }),
  };
  return {
    page,
    ...(typeof metadata.deprecated === 'boolean' && { deprecated: metadata.deprecated }),
    ignored: [
      ...(isRecord(raw.playground) && raw.playground.expand === false ? ['playground'] : []),
      ...(climbing ? ['href'] : []),
    ],
    ignoredMetadata: unappliedMetadata(metadata),
  };
}

/** Mintlify's `x-mint.groups` on a path item: the reader groups that may see each of its operations. */
export function pathItemGroups(item: Record<string, unknown>): readonly string[] | undefined {
  const mint = item['x-mint'];
  if (!isRecord(mint) || !Array.isArray(mint.groups)) return undefined;
  const groups = mint.groups.filter((group): group is string => typeof group === 'string' && group !== '');
  return groups.length > 0 ? [...new Set(groups)] : undefined;
}

/** An operation's page restricted to its path item's groups, unless it names groups itself. */
export function withGroups(page: PageExtension, groups: readonly string[] | undefined): PageExtension {
  if (!groups || Array.isArray(page.frontmatter?.groups)) return page;
  return { ...page, frontmatter: { ...page.frontmatter, groups } };
}

/** Why each `x-mint` key `readMintExtension` leaves out is not applied. */
export const ignoredMintKeys: Readonly<Record<string, string>> = {
  playground:
    "`expand: false` would start nested object fields collapsed; Docwright's playground shows them expanded.",
  href: 'a page route with a `..` or `.` segment would lead out of the site, so the page keeps its generated route. Write the route from the site root, such as "/api/pets/create".',
};

export function unappliedMetadataReason(key: string): string {
  if (key === 'openapi')
    return 'the operation is the page, so `openapi` cannot point it elsewhere; remove the key.';
  return 'a generated endpoint page takes its title, sidebar entry, access, layout, page menu, indexing and meta tags from the metadata, nothing else; remove the key, or write an MDX page with `openapi: "<METHOD> <path>"` front matter that sets it.';
}
