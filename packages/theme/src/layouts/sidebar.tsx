import { renderToString } from 'preact-render-to-string';
import { escapeHtml, routeHref } from '../html.ts';
import type { NavItem } from './navigation.ts';

function Items({ items }: { items: readonly NavItem[] }) {
  return (
    <ul>
      {items.map((item) => {
        if (item.kind === 'group') {
          return (
            <li class="dw-nav-group" key={item.title}>
              <p class="dw-nav-group-title">{item.title}</p>
              <Items items={item.items} />
            </li>
          );
        }
        if (item.kind === 'link') {
          return (
            <li key={item.href}>
              <a class="dw-nav-link" href={item.href} rel="noopener">
                {item.title}
              </a>
            </li>
          );
        }
        return (
          <li key={item.route}>
            <a class="dw-nav-link" href={routeHref(item.route)}>
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
export function renderSidebar(items: readonly NavItem[]): string {
  return renderToString(<Items items={items} />);
}

export function markCurrentPage(sidebarHtml: string, route: string): string {
  const needle = ` href="${escapeHtml(routeHref(route))}">`;
  return sidebarHtml.replace(needle, ` href="${escapeHtml(routeHref(route))}" aria-current="page">`);
}
