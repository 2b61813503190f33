import type { HttpMethod } from '@docwright/api-model';
import type { DivisionKind } from '@docwright/config';

/** What the sidebar renders: the build's navigation, reduced to what readers see. */
export type NavItem = NavPageItem | NavGroupItem | NavLinkItem;

export interface NavPageItem {
  readonly kind: 'page';
  readonly title: string;
  readonly route: string;
  readonly icon?: string;
  readonly method?: HttpMethod;
  readonly webhook?: boolean;
  readonly deprecated?: boolean;
}

export interface NavGroupItem {
  readonly kind: 'group';
  readonly title: string;
  readonly icon?: string;
  /** `expanded: true`: a nested group starts open (a top-level group is always shown). */
  readonly expanded?: boolean;
  readonly items: readonly NavItem[];
}

export interface NavLinkItem {
  readonly kind: 'link';
  readonly title: string;
  readonly href: string;
  readonly icon?: string;
}

/** One step of the path of divisions (`version: v2` then `tab: API`) that leads to a section. */
export interface NavDivisionStep {
  readonly kind: DivisionKind;
  readonly title: string;
  readonly icon?: string;
  /** The division its siblings default to (`default: true`, else the first): llms.txt lists only default versions and languages. */
  readonly default?: boolean;
}

/**
 * A leaf of the navigation's division tree (a tab, or a tab inside a version...), with its
 * own sidebar. `trail` is empty for a site without divisions.
 */
export interface NavSection {
  readonly title: string;
  readonly href: string;
  readonly trail: readonly NavDivisionStep[];
  readonly items: readonly NavItem[];
}

export type { DivisionKind };
