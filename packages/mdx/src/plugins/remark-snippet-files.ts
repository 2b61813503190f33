import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** A snippet a page names: `import X from "/snippets/x.mdx"` or `<Snippet file="x.mdx">`, where it is written. */
export interface SnippetUse {
  readonly kind: 'import' | 'element';
  /** The specifier or `file` as written. */
  readonly path: string;
  /** In the body, 1-based. */
  readonly line?: number;
  readonly column?: number;
}

type EsmStatement = {
  type?: string;
  source?: { value?: unknown } | null;
  loc?: { start: { line: number; column: number } };
};

/**
 * Records the `file` of every `<Snippet file="...">` (Mintlify's older way to include a snippet) on
 * `file.data.snippetFiles`, and every snippet the page names (those and its imports of site files)
 * with its place on `file.data.snippetUses`, so that a page missing several is told of each.
 */
export function remarkSnippetFiles() {
  return (tree: Root, file: VFile) => {
    const files = new Set<string>();
    const references: SnippetUse[] = [];
    visit(tree, (node) => {
      if (node.type === 'mdxjsEsm') {
        for (const statement of (node.data?.estree?.body ?? []) as EsmStatement[]) {
          const source = statement.source;
          if (statement.type !== 'ImportDeclaration' || typeof source?.value !== 'string') continue;
          if (!/^[./]/.test(source.value)) continue;
          const at = statement.loc?.start;
          references.push({
            kind: 'import',
            path: source.value,
            ...(at ? { line: at.line, column: at.column + 1 } : place(node)),
          });
        }
        return;
      }
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      if ((node as { name?: string | null }).name !== 'Snippet') return;
      for (const attribute of (node as { attributes: { type: string; name?: string; value?: unknown }[] })
        .attributes) {
        if (
          attribute.type === 'mdxJsxAttribute' &&
          attribute.name === 'file' &&
          typeof attribute.value === 'string'
        ) {
          if (!files.has(attribute.value))
            references.push({ kind: 'element', path: attribute.value, ...place(node) });
          files.add(attribute.value);
        }
      }
    });
    file.data.snippetFiles = [...files];
    file.data.snippetUses = references;
  };
}

const place = (node: { position?: { start: { line: number; column: number } } | undefined }) =>
  node.position ? { line: node.position.start.line, column: node.position.start.column } : {};
