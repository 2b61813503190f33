import type { ComponentTwins, List, ListItem, PhrasingContent, RootContent, TwinTools } from '@docwright/mdx';
import { code, elementsOf, item, list, strong, text } from '../twin-nodes.ts';

/** `"#3B82F6"` as written, or `{ light: "#FFF", dark: "#18181B" }` (an expression's source) as both. */
function colorValue(value: string | undefined): PhrasingContent[] {
  if (value === undefined) return [];
  const shade = (mode: string) => new RegExp(`${mode}\\s*:\\s*["'\`]([^"'\`]+)["'\`]`).exec(value)?.[1];
  const light = shade('light');
  const dark = shade('dark');
  if (light === undefined && dark === undefined) return [text(': '), code(value)];
  return [
    text(': '),
    ...(light ? [text('light '), code(light)] : []),
    ...(light && dark ? [text(', ')] : []),
    ...(dark ? [text('dark '), code(dark)] : []),
  ];
}

/** A palette as a list of names and values, rows as nested lists under their title. */
function colorList(nodes: readonly RootContent[], tools: TwinTools): List {
  const items: ListItem[] = [];
  for (const node of elementsOf(nodes)) {
    if (node.name === 'Color.Row')
      items.push(item([strong(tools.attribute(node, 'title') ?? '')], colorList(node.children, tools)));
    else if (node.name === 'Color.Item')
      items.push(
        item([strong(tools.attribute(node, 'name') ?? ''), ...colorValue(tools.attribute(node, 'value'))]),
      );
  }
  return list(items);
}

export const colorTwins: ComponentTwins = {
  Color: { block: true, flow: (node, tools) => [colorList(node.children, tools)] },
};
