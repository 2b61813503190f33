import type { Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { isComponent, listAttributes, removeAttribute, type Tag, tagName, visitTags } from './html-node.ts';
import { isUnsafeElement, isUnsafeStylesheet, unsafeAttributeReason } from './html-policy.ts';

/** Something the sanitizer took out of a page, and where it was. */
export interface HtmlRemoval {
  /** E.g. `<script>` or `onclick on <img>`. */
  readonly what: string;
  readonly reason: string;
  readonly line?: number;
  readonly column?: number;
}

/**
 * Removes what would run script in the reader's browser from a page's HTML and JSX (both reach
 * hast: Markdown and raw HTML as elements, JSX as `mdxJsx*` nodes), listing each removal on
 * `file.data.htmlRemovals` so the author gets a located warning. Embeds, images, video and
 * styles stay.
 */
export function rehypeSanitizeHtml() {
  return (tree: Root, file: VFile) => {
    const removals: HtmlRemoval[] = [];
    const record = (node: { position?: Tag['position'] }, what: string, reason: string) => {
      const start = node.position?.start;
      removals.push({ what, reason, ...(start && { line: start.line, column: start.column }) });
    };
    visitTags(tree, (node, index, parent) => {
      const name = tagName(node);
      const removeNode = (reason: string) => {
        record(node, `<${name}>`, reason);
        if (parent && index !== undefined) parent.children.splice(index, 1);
        return [SKIP, index] as [typeof SKIP, number];
      };
      if (isUnsafeElement(name)) return removeNode('it runs script or changes how the page loads');
      if (name === 'style' && isUnsafeStylesheet(textOf(node)))
        return removeNode('the stylesheet runs script');
      const component = isComponent(node);
      for (const { name: attribute, value } of listAttributes(node)) {
        const reason = unsafeAttributeReason(attribute, value?.text, {
          component,
          expression: value?.expression ?? false,
        });
        if (!reason) continue;
        removeAttribute(node, attribute);
        record(node, `${attribute} on <${name}>`, reason);
      }
      if (node.type !== 'element') {
        const spreads = node.attributes.filter((a) => a.type === 'mdxJsxExpressionAttribute');
        for (const spread of spreads) {
          if (!/\bon[A-Z]|dangerouslySetInnerHTML|srcdoc|(?:java|vb)script\s*:/i.test(spread.value)) continue;
          node.attributes = node.attributes.filter((a) => a !== spread);
          record(
            node,
            `{${spread.value}} on <${name}>`,
            'the spread sets a handler, raw HTML or a script URL',
          );
        }
      }
      return undefined;
    });
    file.data.htmlRemovals = removals;
  };
}

/** The text of an element: its text nodes and `{`...`}` expressions, as written. */
function textOf(node: Tag): string {
  let text = '';
  visit(node as unknown as Root, (child) => {
    const value = (child as { value?: unknown }).value;
    if (typeof value === 'string') text += value;
  });
  return text;
}
