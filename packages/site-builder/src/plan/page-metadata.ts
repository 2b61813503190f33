import type { AsyncChannel, Operation } from '@docwright/api-model';
import { humanizeIdentifier, operationTitle } from '@docwright/api-model';
import type { PageSource } from '../load/discover.ts';
import { unsafeMetaUrl } from './meta-urls.ts';
import { fileTitle, firstHeading, nonBlankString, plainText } from './page-text.ts';

interface PageMetadata {
  readonly title: string;
  readonly sidebarTitle?: string;
  readonly description?: string;
  readonly lead?: string;
  /** Shown beside the title in the sidebar. */
  readonly icon?: string;
}

/**
 * A hand-written page's title and descriptions: front matter first, then what the operation or
 * channel it is bound to says, then the first heading, then the file name.
 */
export function describePage(
  page: PageSource,
  bound: { operation: Operation | undefined; channel: AsyncChannel | undefined },
): PageMetadata {
  const fm = page.frontmatter;
  const { operation, channel } = bound;
  const title =
    nonBlankString(fm.title) ??
    (operation && operationTitle(operation)) ??
    (channel && (channel.title ?? humanizeIdentifier(channel.id))) ??
    firstHeading(page.body) ??
    fileTitle(page.file);
  const description =
    nonBlankString(fm.description) ??
    operation?.page.description ??
    (operation?.description ? plainText(operation.description) : undefined) ??
    (channel?.description ? plainText(channel.description) : undefined);
  const sidebarTitle = nonBlankString(fm.sidebarTitle);
  const lead = nonBlankString(fm.description) ?? operation?.page.description;
  const icon = nonBlankString(fm.icon) ?? operation?.page.icon;
  return {
    title,
    ...(sidebarTitle !== undefined && { sidebarTitle }),
    ...(description !== undefined && { description }),
    ...(lead !== undefined && { lead }),
    ...(icon !== undefined && { icon }),
  };
}

/** Front matter keys that are meta tags, as Mintlify reads them: `og:*`, `twitter:*`, `article:*`, `keywords`. */
const metaKey = /^(og|twitter|article|fb):[a-z_:]+$/i;

/**
 * The meta tags a page's front matter sets, which win over `seo.metatags`: `og:image: /cover.png`,
 * `keywords: [auth, tokens]` (a list is joined with commas).
 */
export function frontmatterMetatags(frontmatter: PageSource['frontmatter']): Record<string, string> {
  const tags: Record<string, string> = {};
  for (const [key, value] of Object.entries(frontmatter)) {
    if (!metaKey.test(key) && key !== 'keywords') continue;
    const text = Array.isArray(value)
      ? value.filter((v) => typeof v === 'string' || typeof v === 'number').join(', ')
      : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? String(value)
        : undefined;
    // An unsafe address is left out here; the render stage warns of it where it is written.
    if (text !== undefined && text.trim() !== '' && !unsafeMetaUrl(key, text)) tags[key] = text;
  }
  return tags;
}
