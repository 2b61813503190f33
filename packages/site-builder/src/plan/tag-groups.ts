import type { NavItem } from '@docwright/page-model';

type Node = { pages: NavItem[]; children: Map<string, Node> };

/**
 * Sidebar groups from group paths (`['Flights', 'International']`): groups appear in the order
 * of `order` (the spec's tags), then as items first use them; a group lists its own pages, then
 * its nested groups; empty groups are dropped.
 */
export function groupByTags(
  order: readonly (readonly string[])[],
  placed: readonly { path: readonly string[]; item: NavItem }[],
): NavItem[] {
  const root: Node = { pages: [], children: new Map() };
  const nodeAt = (path: readonly string[]): Node =>
    path.reduce<Node>((node, title) => {
      const child: Node = node.children.get(title) ?? { pages: [], children: new Map() };
      node.children.set(title, child);
      return child;
    }, root);
  for (const path of order) nodeAt(path);
  for (const { path, item } of placed) nodeAt(path).pages.push(item);
  return withoutEmptyGroups(assemble(root));
}

function assemble(node: Node): NavItem[] {
  return [
    ...node.pages,
    ...[...node.children].map(
      ([title, child]): NavItem => ({ kind: 'group', title, items: assemble(child) }),
    ),
  ];
}

function withoutEmptyGroups(items: readonly NavItem[]): NavItem[] {
  return items.flatMap((item): NavItem[] => {
    if (item.kind !== 'group') return [item];
    const children = withoutEmptyGroups(item.items);
    return children.length > 0 ? [{ ...item, items: children }] : [];
  });
}
