import type { VFile } from 'vfile';
import { runOption } from './run-options.ts';

type Node = { type?: string; [key: string]: unknown };

/**
 * In function-body output MDX turns `import X from "/snippets/a.mdx"` into
 * `await import(_resolveDynamicMdxSpecifier("/snippets/a.mdx"))`, which Node cannot load. This
 * rewrites every such import to `arguments[0].importSnippet("/snippets/a.mdx")`: the build passes
 * `importSnippet`, which loads MDX snippets, component files (`.jsx`...) and React, and refuses
 * the rest, so a page never reaches Node's own module loader.
 */
export function recmaSnippetImports() {
  return (tree: object, file: VFile) => {
    // An import expression comes from the page's text: an `import` (static or dynamic) or an
    // `export … from`. A page with neither word has none, and its tree need not be walked.
    const source = String(file.value);
    if (source.includes('import') || source.includes('export')) visit(tree as Node);
  };
}

function visit(node: Node): void {
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) {
      for (let index = 0; index < value.length; index++) {
        if (isNode(value[index])) value[index] = rewrite(value[index]);
        if (isNode(value[index])) visit(value[index] as Node);
      }
    } else if (isNode(value) && key !== 'loc' && key !== 'position') {
      node[key] = rewrite(value);
      visit(node[key] as Node);
    }
  }
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function rewrite(node: Node): Node {
  if (node.type !== 'ImportExpression') return node;
  const source = node.source as Node | undefined;
  const argument =
    source?.type === 'CallExpression' &&
    ((source.callee as Node | undefined)?.name as string) === '_resolveDynamicMdxSpecifier'
      ? ((source.arguments as Node[])[0] as Node | undefined)
      : source;
  const specifier = argument?.type === 'Literal' ? argument.value : undefined;
  if (typeof specifier !== 'string') return node;
  return {
    type: 'CallExpression',
    optional: false,
    callee: runOption('importSnippet'),
    arguments: [{ type: 'Literal', value: specifier }],
  };
}
