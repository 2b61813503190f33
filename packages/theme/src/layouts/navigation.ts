import type { HttpMethod } from '@docwright/spec';

/** What the sidebar renders: the build's navigation, reduced to what readers see. */
export type NavItem = NavPageItem | NavGroupItem | NavLinkItem;

export interface NavPageItem {
  readonly kind: 'page';
  readonly title: string;
  readonly route: string;
  readonly method?: HttpMethod;
  readonly webhook?: boolean;
  readonly deprecated?: boolean;
}

export interface NavGroupItem {
  readonly kind: 'group';
  readonly title: string;
  readonly items: readonly NavItem[];
}

export interface NavLinkItem {
  readonly kind: 'link';
  readonly title: string;
  readonly href: string;
}

/** A top-level division (tab, anchor, version...) with its own sidebar. */
export interface NavSection {
  readonly title: string;
  readonly href: string;
  readonly items: readonly NavItem[];
}
