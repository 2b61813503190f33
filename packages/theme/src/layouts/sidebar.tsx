import type { NavItem } from '@docwright/page-model';
import type { ComponentChildren } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { escapeHtml, routeHref } from '../html.ts';
import type { IconRenderer } from './chrome.ts';
import { withReaderMarks } from './reader-marks.ts';

function ItemIcon({ name, icon }: { name: string | undefined; icon: IconRenderer | undefined }) {
  const svg = name ? icon?.(name) : undefined;
  return svg ? <span class="dw-nav-icon" dangerouslySetInnerHTML={{ __html: svg }} /> : null;
}

/**
 * A list of entries. Lists are joined as strings so that an entry only some readers may open sits
 * between its reader marks, outside its `<li>`; each entry's own markup is Preact's.
 */
function renderItems(items: readonly NavItem[], icon: IconRenderer | undefined, nested: boolean): string {
  return `<ul>${items.map((item) => renderItem(item, icon, nested)).join('')}</ul>`;
}

function renderItem(item: NavItem, icon: IconRenderer | undefined, nested: boolean): string {
  if (item.kind === 'group') {
    const title = renderToString(
      <>
        <ItemIcon name={item.icon} icon={icon} />
        {item.title}
      </>,
    );
    const inner = renderItems(item.items, icon, true);
    // A top-level group is a heading; a nested one folds (no script needed), and
    // `markCurrentPage` opens the ones around the page being read.
    return withReaderMarks(
      item.marks,
      nested
        ? `<li class="dw-nav-group"><details class="dw-nav-collapse"${item.expanded === true ? ' open' : ''}><summary class="dw-nav-group-title">${title}</summary>${inner}</details></li>`
        : `<li class="dw-nav-group"><p class="dw-nav-group-title">${title}</p>${inner}</li>`,
    );
  }
  if (item.kind === 'link') {
    return renderToString(
      <li>
        <a class="dw-nav-link" href={item.href} rel="noopener">
          <ItemIcon name={item.icon} icon={icon} />
          {item.title}
        </a>
      </li>,
    );
  }
  return withReaderMarks(
    item.marks,
    renderToString(
      <li>
        <a class="dw-nav-link" href={routeHref(item.route)}>
          <ItemIcon name={item.icon} icon={icon} />
          {item.method && (
            <span class={`dw-nav-method dw-method-${item.webhook ? 'webhook' : item.method}`}>
              {item.webhook ? 'HOOK' : item.method === 'delete' ? 'DEL' : item.method.toUpperCase()}
            </span>
          )}
          <span class={item.deprecated ? 'dw-nav-deprecated' : undefined}>{breakablePath(item.title)}</span>
          {item.tag && <span class="dw-nav-tag">{item.tag}</span>}
        </a>
      </li>,
    ),
  );
}

/**
 * The sidebar of one section as HTML. Rendered once per section and shared by its pages;
 * `markCurrentPage` then flags the page being rendered, so no page re-renders the tree.
 */
export function renderSidebar(items: readonly NavItem[], icon?: IconRenderer): string {
  return renderItems(items, icon, false);
}

export function markCurrentPage(sidebarHtml: string, route: string): string {
  const { link, current } = currentPageLink(route);
  const at = sidebarHtml.indexOf(link);
  if (at < 0) return sidebarHtml;
  return spliceMarks(sidebarHtml, at, link.length, current, closedGroupsAround(sidebarHtml).get(link) ?? []);
}

/**
 * `markCurrentPage` on the sidebar's UTF-8 bytes, without copying them: the bytes between the
 * marks (the page's link, and `open` on the folded groups around it).
 */
export function markCurrentPageBytes(sidebar: Buffer, route: string): readonly (Buffer | string)[] {
  const { link, current } = currentPageLink(route);
  const at = sidebar.indexOf(link);
  if (at < 0) return [sidebar];
  let groups = groupsOfBytes.get(sidebar);
  if (!groups) {
    // Tags and attributes are ASCII: Latin-1 keeps every byte at its offset.
    groups = closedGroupsAround(sidebar.toString('latin1'));
    groupsOfBytes.set(sidebar, groups);
  }
  const pieces: (Buffer | string)[] = [];
  let from = 0;
  // The groups were found in the Latin-1 reading of the bytes: look the link up in that reading.
  for (const opening of groups.get(Buffer.from(link).toString('latin1')) ?? []) {
    pieces.push(sidebar.subarray(from, opening + groupTag.length), ' open');
    from = opening + groupTag.length;
  }
  pieces.push(sidebar.subarray(from, at), current, sidebar.subarray(at + Buffer.byteLength(link)));
  return pieces;
}

const groupTag = '<details';
const groupsOfBytes = new WeakMap<Buffer, ReadonlyMap<string, readonly number[]>>();

/** For each page link of a sidebar, the offsets of the closed `<details>` groups that hold it. */
function closedGroupsAround(sidebar: string): ReadonlyMap<string, readonly number[]> {
  const around = new Map<string, readonly number[]>();
  const open: { at: number; closed: boolean }[] = [];
  for (const match of sidebar.matchAll(
    /<details class="dw-nav-collapse"( open)?>|<\/details>| href="[^"]*">/g,
  )) {
    if (match[0].startsWith(groupTag)) open.push({ at: match.index, closed: match[1] === undefined });
    else if (match[0] === '</details>') open.pop();
    else if (!around.has(match[0]))
      around.set(
        match[0],
        open.filter((group) => group.closed).map((group) => group.at),
      );
  }
  return around;
}

function spliceMarks(
  html: string,
  at: number,
  length: number,
  current: string,
  groups: readonly number[],
): string {
  let result = '';
  let from = 0;
  for (const opening of groups) {
    result += `${html.slice(from, opening + groupTag.length)} open`;
    from = opening + groupTag.length;
  }
  return result + html.slice(from, at) + current + html.slice(at + length);
}

function currentPageLink(route: string): { link: string; current: string } {
  const href = escapeHtml(routeHref(route));
  return { link: ` href="${href}">`, current: ` href="${href}" aria-current="page">` };
}

/**
 * A title that is a path (`/v1/payment_intents/{intent}`) may wrap after each `/` rather than
 * inside a word; any other title is left to the browser.
 */
function breakablePath(title: string): ComponentChildren {
  if (!title.startsWith('/')) return title;
  // Not after the leading slash: a line would hold it alone.
  const [root = '', first = '', ...rest] = title.split(/(?<=\/)/);
  return [root + first, ...rest.flatMap((part, index) => [<wbr key={index} />, part])];
}
