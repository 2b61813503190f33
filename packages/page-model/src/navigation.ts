import type { HttpMethod } from '@docwright/api-model';
import type { DivisionKind } from '@docwright/config';

/**
 * Front matter `mode`, as Mintlify documents it: `default` (sidebar, page, table of contents),
 * `wide` (no table of contents), `custom` (only the header: a blank canvas), `frame` (the sidebar
 * and the content, without title or table of contents), `center` (no sidebar or table of
 * contents, the content centered).
 */
export const pageModes = ['default', 'wide', 'custom', 'frame', 'center'] as const;
export type PageMode = (typeof pageModes)[number];

/** What the sidebar renders: the build's navigation, reduced to what readers see. */
export type NavItem = NavPageItem | NavGroupItem | NavLinkItem;

interface NavPageItem {
  readonly kind: 'page';
  readonly title: string;
  readonly route: string;
  readonly icon?: string;
  readonly method?: HttpMethod;
  readonly webhook?: boolean;
  readonly deprecated?: boolean;
  /** Front matter `tag`: a short label beside the title (`NEW`, `BETA`). */
  readonly tag?: string;
  readonly marks?: ReaderMarks;
}

interface NavGroupItem {
  readonly kind: 'group';
  readonly title: string;
  readonly icon?: string;
  /** `expanded: true`: a nested group starts open (a top-level group is always shown). */
  readonly expanded?: boolean;
  readonly items: readonly NavItem[];
  readonly marks?: ReaderMarks;
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
  /** Around the menu option that leads to this division, when only some readers may open its pages. */
  readonly marks?: ReaderMarks;
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

/**
 * Markup the build puts around an entry that only some readers may open (a page restricted to
 * reader groups): `docs serve` keeps or drops what lies between per reader. The theme writes
 * both as they are, right around the entry's element.
 */
export interface ReaderMarks {
  readonly open: string;
  readonly close: string;
}

export type { DivisionKind };
