import { type ContextualConfig, parsePageContextual } from '@docwright/config';
import type { Frontmatter } from '@docwright/mdx';
import { type PageMode, pageModes } from '@docwright/page-model';

/** How a page's front matter shapes its layout (Mintlify's `mode`, `hideFooterPagination`, `deprecated`). */
export interface PageLayout {
  readonly mode: PageMode;
  /** No previous/next links under the content. */
  readonly hideFooterPagination: boolean;
  /** Marked deprecated beside its title and in the sidebar. */
  readonly deprecated: boolean;
  /** Front matter `timestamp`: shows (or hides) the last-modified date whatever docs.json `metadata.timestamp` says. */
  readonly timestamp?: boolean;
  /** Front matter `lastUpdatedDate`: the date shown instead of git's. */
  readonly lastUpdatedDate?: string;
  /** Front matter `contextual`: the page's own menu instead of docs.json's (an invalid one is warned of). */
  readonly contextual?: ContextualConfig;
}

/** The layout front matter asks for; a `mode` Mintlify does not name is `default` (render warns of it). */
export function pageLayout(frontmatter: Frontmatter): PageLayout {
  const contextual =
    frontmatter.contextual === undefined ? undefined : parsePageContextual(frontmatter.contextual);
  const mode = (pageModes as readonly unknown[]).includes(frontmatter.mode)
    ? (frontmatter.mode as PageMode)
    : 'default';
  return {
    mode,
    hideFooterPagination: frontmatter.hideFooterPagination === true,
    deprecated: frontmatter.deprecated === true,
    ...(typeof frontmatter.timestamp === 'boolean' && { timestamp: frontmatter.timestamp }),
    ...(typeof frontmatter.lastUpdatedDate === 'string' && { lastUpdatedDate: frontmatter.lastUpdatedDate }),
    ...(contextual?.ok && { contextual: contextual.contextual }),
  };
}

/** Front matter `url`: the sidebar entry opens this address instead of the page. */
export function externalUrl(frontmatter: Frontmatter): string | undefined {
  const url = frontmatter.url;
  return typeof url === 'string' && /^(https?:|mailto:)/i.test(url.trim()) ? url.trim() : undefined;
}
