import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export interface ComponentUse {
  readonly name: string;
  readonly line?: number;
  readonly column?: number;
}

type EsmNode = {
  type: string;
  specifiers?: { local?: { name?: string } }[];
  declaration?: { id?: { name?: string }; declarations?: { id?: { name?: string } }[] } | null;
};

/** Names the page defines itself: `import X from ...`, `export const X = ...`, `export function X`. */
function localNames(tree: Root): Set<string> {
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

/**
 * Records every capitalized JSX element a page uses (first use of each) on `file.data.components`,
 * leaving out the ones the page imports or defines itself.
 */
export function remarkComponentNames() {
  return (tree: Root, file: VFile) => {
    const seen = new Map<string, ComponentUse>();
    const own = localNames(tree);
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const name = (node as { name?: string | null }).name;
      if (!name || !/^[A-Z]/.test(name) || name.includes('.') || seen.has(name) || own.has(name)) return;
      const start = node.position?.start;
      seen.set(name, { name, ...(start && { line: start.line, column: start.column }) });
    });
    file.data.components = [...seen.values()];
  };
}
