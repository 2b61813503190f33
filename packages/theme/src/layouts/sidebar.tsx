import { renderToString } from 'preact-render-to-string';
import { escapeHtml, routeHref } from '../html.ts';
import type { IconRenderer } from './chrome.ts';
import type { NavItem } from './navigation.ts';

function ItemIcon({ name, icon }: { name: string | undefined; icon: IconRenderer | undefined }) {
  const svg = name ? icon?.(name) : undefined;
  return svg ? <span class="dw-nav-icon" dangerouslySetInnerHTML={{ __html: svg }} /> : null;
}

function Items({ items, icon }: { items: readonly NavItem[]; icon: IconRenderer | undefined }) {
  return (
    <ul>
      {items.map((item) => {
        if (item.kind === 'group') {
          return (
            <li class="dw-nav-group" key={item.title}>
              <p class="dw-nav-group-title">
                <ItemIcon name={item.icon} icon={icon} />
                {item.title}
              </p>
              <Items items={item.items} icon={icon} />
            </li>
          );
        }
        if (item.kind === 'link') {
          return (
            <li key={item.href}>
              <a class="dw-nav-link" href={item.href} rel="noopener">
                <ItemIcon name={item.icon} icon={icon} />
                {item.title}
              </a>
            </li>
          );
        }
        return (
          <li key={item.route}>
            <a class="dw-nav-link" href={routeHref(item.route)}>
              <ItemIcon name={item.icon} icon={icon} />
              {item.method && (
                <span class={`dw-nav-method dw-method-${item.webhook ? 'webhook' : item.method}`}>
                  {item.webhook ? 'HOOK' : item.method === 'delete' ? 'DEL' : item.method.toUpperCase()}
                </span>
              )}
              <span class={item.deprecated ? 'dw-nav-deprecated' : undefined}>{item.title}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The sidebar of one section as HTML. Rendered once per section and shared by its pages;
 * `markCurrentPage` then flags the page being rendered, so no page re-renders the tree.
 */
export function renderSidebar(items: readonly NavItem[], icon?: IconRenderer): string {
  return renderToString(<Items items={items} icon={icon} />);
}

export function markCurrentPage(sidebarHtml: string, route: string): string {
  const { link, current } = currentPageLink(route);
  return sidebarHtml.replace(link, current);
}

/**
 * `markCurrentPage` on the sidebar's UTF-8 bytes, without copying them: the bytes before the
 * page's link, the marked link, and the bytes after it.
 */
export function markCurrentPageBytes(sidebar: Buffer, route: string): readonly (Buffer | string)[] {
  const { link, current } = currentPageLink(route);
  const at = sidebar.indexOf(link);
  if (at < 0) return [sidebar];
  return [sidebar.subarray(0, at), current, sidebar.subarray(at + Buffer.byteLength(link))];
}

function currentPageLink(route: string): { link: string; current: string } {
  const href = escapeHtml(routeHref(route));
  return { link: ` href="${href}">`, current: ` href="${href}" aria-current="page">` };
}
