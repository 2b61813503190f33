import type { DocsConfig } from '@docwright/config';
import { renderMarkdown } from '@docwright/mdx';
import { plainText } from '../plan/page-text.ts';

/** The 404 page's words, as the theme's `renderNotFoundDocument` takes them. */
interface NotFoundText {
  readonly title?: string;
  readonly descriptionHtml?: string;
  readonly description?: string;
}

/**
 * What docs.json `errors.404` puts on the 404 page: `title` as its heading and `description`
 * (Markdown) under it, in place of the default words.
 */
export function notFoundText(config: DocsConfig): NotFoundText {
  const settings = config.errors?.['404'];
  const title = settings?.title?.trim();
  const description = settings?.description?.trim();
  return {
    ...(title && { title }),
    ...(description && { descriptionHtml: renderMarkdown(description), description: plainText(description) }),
  };
}
