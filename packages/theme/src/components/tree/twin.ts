import type { ComponentTwins, List, ListItem, RootContent, TwinTools } from '@docwright/mdx';
import { code, elementsOf, item, list, text } from '../twin-nodes.ts';

/** A tree's folders and files as a nested list of names (a folder's ends in `/`), each with its comment. */
function treeList(nodes: readonly RootContent[], tools: TwinTools): List {
  const { attribute } = tools;
  const items: ListItem[] = [];
  for (const node of elementsOf(nodes)) {
    const isFolder = node.name === 'Tree.Folder';
    if (!isFolder && node.name !== 'Tree.File') continue;
    const name = attribute(node, 'name') ?? '';
    const comment = attribute(node, 'comment');
    const lead = [code(isFolder ? `${name}/` : name), ...(comment ? [text(`: ${comment}`)] : [])];
    items.push(item(lead, isFolder ? treeList(node.children, tools) : undefined));
  }
  return list(items);
}

export const treeTwins: ComponentTwins = {
  Tree: { block: true, flow: (node, tools) => [treeList(node.children, tools)] },
};
