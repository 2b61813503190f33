import type { RootContent } from 'mdast';

/** A snippet's string props where a page uses it. */
export type SnippetProps = Readonly<Record<string, string>>;

const bareName = /^\s*([A-Za-z_$][\w$]*)\s*$/;

/** The value of the prop a bare `{word}` expression names, when it was given. */
export function propOf(node: RootContent, props: SnippetProps): string | undefined {
  if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return undefined;
  const name = bareName.exec(node.value)?.[1];
  return name !== undefined && Object.hasOwn(props, name) ? props[name] : undefined;
}

/** `{word}` in a snippet's code block is the prop's value, as Mintlify fills it. */
export const withCodeProps = (code: string, props: SnippetProps): string =>
  code.replace(/\{\s*([A-Za-z_$][\w$]*)\s*\}/g, (match, name: string) =>
    Object.hasOwn(props, name) ? (props[name] as string) : match,
  );

/** A `{{name}}` docs.json `variables` did not fill reads as written, as the page shows it. */
export function unfilledPlaceholder(node: RootContent): string | undefined {
  if (node.type !== 'mdxFlowExpression' && node.type !== 'mdxTextExpression') return undefined;
  return /^\{\s*[\w.-]+\s*\}$/.test(node.value) ? `{${node.value}}` : undefined;
}
