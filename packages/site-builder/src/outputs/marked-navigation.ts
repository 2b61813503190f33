import type { NavDivisionStep, NavItem, NavSection } from '@docwright/page-model';
import { readerMarks } from './reader-visibility.ts';
import type { RestrictedPages } from './restricted-pages.ts';

/** Who may open the pages under an entry: `open` when some page is everyone's, else the union of audiences. */
interface Reach {
  readonly open: boolean;
  readonly audiences: ReadonlySet<string>;
}

/**
 * The navigation with everything only some readers may open in reader marks (`docs serve` drops it
 * for other readers): each group-only page's entry, each group and division whose pages are all
 * group-only. A section leads to its first page everyone may open, when it has one. Sites without
 * group-only pages get their sections back as they are.
 */
export function markRestrictedNavigation(
  sections: readonly NavSection[],
  restricted: RestrictedPages,
): readonly NavSection[] {
  if (restricted.audiences.size === 0) return sections;
  const marked = sections.map((section) => {
    const { items, reach } = markItems(section.items, restricted);
    const href = openHref(section, restricted);
    return { section: { ...section, items, href }, reach };
  });
  return marked.map(({ section }) => ({
    ...section,
    trail: section.trail.map((step, level) => markStep(step, level, section, marked)),
  }));
}

function markItems(
  items: readonly NavItem[],
  restricted: RestrictedPages,
): { items: NavItem[]; reach: Reach; hasLink: boolean } {
  let open = false;
  let hasLink = false;
  const audiences = new Set<string>();
  const marked = items.map((item): NavItem => {
    if (item.kind === 'link') {
      hasLink = true;
      return item;
    }
    if (item.kind === 'page') {
      const audience = restricted.audienceOf(item.route);
      if (audience === undefined) {
        open = true;
        return item;
      }
      audiences.add(audience);
      return { ...item, marks: readerMarks([audience]) };
    }
    const inner = markItems(item.items, restricted);
    open ||= inner.reach.open;
    hasLink ||= inner.hasLink;
    for (const audience of inner.reach.audiences) audiences.add(audience);
    const hidden = !inner.reach.open && !inner.hasLink && inner.reach.audiences.size > 0;
    return {
      ...item,
      items: inner.items,
      ...(hidden && { marks: readerMarks([...inner.reach.audiences].sort()) }),
    };
  });
  return { items: marked, reach: { open, audiences }, hasLink };
}

/** A division's option is marked when every section under it has only group-only pages. */
function markStep(
  step: NavDivisionStep,
  level: number,
  section: NavSection,
  all: readonly { section: NavSection; reach: Reach }[],
): NavDivisionStep {
  const prefix = section.trail.slice(0, level + 1);
  const under = all.filter(({ section: other }) =>
    prefix.every((p, i) => other.trail[i]?.kind === p.kind && other.trail[i]?.title === p.title),
  );
  if (under.some(({ reach }) => reach.open || reach.audiences.size === 0)) return step;
  const audiences = new Set(under.flatMap(({ reach }) => [...reach.audiences]));
  return { ...step, marks: readerMarks([...audiences].sort()) };
}

/** The section's first page everyone may open, else its first page (its href as planned). */
function openHref(section: NavSection, restricted: RestrictedPages): string {
  const first = (items: readonly NavItem[]): string | undefined => {
    for (const item of items) {
      if (item.kind === 'page' && restricted.audienceOf(item.route) === undefined) return item.route;
      if (item.kind === 'group') {
        const found = first(item.items);
        if (found !== undefined) return found;
      }
    }
    return undefined;
  };
  const route = first(section.items);
  return route === undefined ? section.href : `/${route}`;
}
