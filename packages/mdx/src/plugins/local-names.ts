import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';

type EsmNode = {
  type: string;
  specifiers?: { local?: { name?: string } }[];
  declaration?: { id?: { name?: string }; declarations?: { id?: { name?: string } }[] } | null;
};

/** Names the page defines itself: `import X from ...`, `export const X = ...`, `export function X`. */
export function localNames(tree: Root): Set<string> {
  const names = new Set<string>();
  visit(tree, 'mdxjsEsm', (node) => {
    const body = (node.data?.estree?.body ?? []) as EsmNode[];
    for (const statement of body) {
      for (const specifier of statement.specifiers ?? [])
        if (specifier.local?.name) names.add(specifier.local.name);
      const declaration = statement.declaration;
      if (declaration?.id?.name) names.add(declaration.id.name);
      for (const item of declaration?.declarations ?? []) if (item.id?.name) names.add(item.id.name);
    }
  });
  return names;
}
