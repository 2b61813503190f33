import type { PhrasingContent, RootContent } from 'mdast';

const phrasingTypes = new Set([
  'text',
  'emphasis',
  'strong',
  'delete',
  'inlineCode',
  'link',
  'linkReference',
  'image',
  'imageReference',
  'break',
  'html',
  'footnoteReference',
  'inlineMath',
  'mdxJsxTextElement',
]);
const isPhrasing = (node: RootContent): node is PhrasingContent => phrasingTypes.has(node.type);
export const isBlank = (node: RootContent) => node.type === 'text' && node.value.trim() === '';

/** Runs of phrasing content wrapped into paragraphs, so a component's text stays a block. */
export function asBlocks(nodes: readonly RootContent[]): RootContent[] {
  const out: RootContent[] = [];
  let run: PhrasingContent[] = [];
  const flush = () => {
    while (run.length > 0 && isBlank(run[0] as RootContent)) run.shift();
    while (run.length > 0 && isBlank(run.at(-1) as RootContent)) run.pop();
    if (run.length > 0) out.push({ type: 'paragraph', children: run });
    run = [];
  };
  for (const node of nodes) {
    if (isPhrasing(node)) run.push(node);
    else {
      flush();
      out.push(node);
    }
  }
  flush();
  return out;
}
