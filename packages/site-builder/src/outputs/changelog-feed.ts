import { type ChangelogEntry, updateAnchor } from '@docwright/mdx';
import { updateDate } from './update-date.ts';

export interface ChangelogFeedPage {
  readonly route: string;
  readonly title: string;
  readonly description?: string;
  readonly siteName: string;
  /** The site's address (`--base-url`), which every link of the feed starts with. */
  readonly baseUrl: string;
  readonly entries: readonly ChangelogEntry[];
}

/** Where a changelog page's feed is served: its URL and `/rss.xml`, as Mintlify serves it. */
export const changelogFeedPath = (route: string) => (route === '' ? 'rss.xml' : `${route}/rss.xml`);

/**
 * A page's `<Update>`s as an RSS 2.0 feed: one item per update, in page order, linking to the
 * update's anchor; its `rss` prop's title and description replace the label and content, and a
 * label that names a day dates the item (`pubDate`).
 */
export function changelogFeed(page: ChangelogFeedPage): string {
  const pageUrl = `${page.baseUrl.replace(/\/+$/, '')}/${page.route}`;
  const items = page.entries.map((entry) => {
    const link = `${pageUrl}#${updateAnchor(entry.label)}`;
    // The `rss` prop's description is text: a feed reader shows its `<` as written, runs nothing.
    const description =
      entry.rss?.description !== undefined ? escapeXml(entry.rss.description) : entry.html.trim();
    const published = updateDate(entry.label);
    return [
      '    <item>',
      `      <title>${escapeXml(entry.rss?.title ?? entry.label)}</title>`,
      `      <link>${escapeXml(link)}</link>`,
      `      <guid isPermaLink="true">${escapeXml(link)}</guid>`,
      ...(published ? [`      <pubDate>${published.toUTCString()}</pubDate>`] : []),
      ...entry.tags.map((tag) => `      <category>${escapeXml(tag)}</category>`),
      `      <description>${cdata(description)}</description>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">',
    '  <channel>',
    `    <title>${escapeXml(`${page.title} | ${page.siteName}`)}</title>`,
    `    <link>${escapeXml(pageUrl)}</link>`,
    `    <description>${escapeXml(page.description ?? page.title)}</description>`,
    `    <atom:link href="${escapeXml(`${pageUrl.replace(/\/$/, '')}/rss.xml`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

function escapeXml(text: string): string {
  return xmlChars(text).replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Text in a CDATA section; a `]]>` inside is split across two sections. */
function cdata(text: string): string {
  return `<![CDATA[${xmlChars(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

/**
 * Without the characters XML 1.0 forbids (C0 controls but tab and newlines, lone surrogates,
 * U+FFFE/F): one of them makes the whole feed unreadable.
 */
const xmlChars = (text: string): string =>
  text.replace(
    // biome-ignore lint/suspicious/noControlCharactersInRegex: those controls are what is removed.
    /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
    '',
  );
