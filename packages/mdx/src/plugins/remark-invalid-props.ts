import type { Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { parseGitHubRepo } from '../github-repo.ts';
import { localNames } from './local-names.ts';

export interface InvalidProp {
  readonly component: string;
  readonly prop: string;
  readonly value: string;
  /** What the prop takes. */
  readonly expected: string;
  /** What the reader gets instead. */
  readonly instead: string;
  readonly line?: number;
  readonly column?: number;
}

type Check = (value: string | undefined) => { expected: string; instead: string } | undefined;

/** Built-in components' props whose values the build checks, by component and prop. */
const checks: Readonly<Record<string, Readonly<Record<string, Check>>>> = {
  'GitHub.Repo': {
    repo: (value) =>
      value !== undefined && parseGitHubRepo(value)
        ? undefined
        : {
            expected: 'a repository as `owner/name` or its URL, like `https://github.com/owner/name`',
            instead: 'the card is left out',
          },
    variant: (value) =>
      value === 'inset' || value === 'flat'
        ? undefined
        : { expected: '`inset` or `flat`', instead: 'the card is drawn `inset`' },
  },
};

/**
 * Records each prop of a built-in component whose value the component cannot use (a `repo` that
 * names no GitHub repository) on `file.data.invalidProps`, at the attribute, for a located
 * warning. A required prop left out counts too, at the element. Values written as expressions
 * are the page's to compute, and left alone.
 */
export function remarkInvalidProps() {
  return (tree: Root, file: VFile) => {
    const own = localNames(tree);
    const found: InvalidProp[] = [];
    visit(tree, (node) => {
      if (node.type !== 'mdxJsxFlowElement' && node.type !== 'mdxJsxTextElement') return;
      const component = node.name ?? '';
      const props = checks[component];
      if (!props || own.has(component.split('.')[0] ?? component)) return;
      for (const [prop, check] of Object.entries(props)) {
        const attribute = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === prop);
        const written = attribute?.value;
        if (attribute && typeof written !== 'string' && written !== null) continue;
        // `variant` may be left out (the default); `repo` may not.
        if (!attribute && prop !== 'repo') continue;
        const value = typeof written === 'string' ? written : undefined;
        const problem = check(value);
        if (!problem) continue;
        const start = attribute?.position?.start ?? node.position?.start;
        found.push({
          component,
          prop,
          value: value ?? '',
          ...problem,
          ...(start && { line: start.line, column: start.column }),
        });
      }
    });
    file.data.invalidProps = found;
  };
}
