import {
  type CodeBlockProps,
  codeBlockMeta,
  type HastContent,
  type HastElement,
  highlightCodeBlock,
  parseCodeMeta,
  recordRenderedCode,
} from '@docwright/mdx';
import { type ComponentChildren, h, toChildArray, type VNode } from 'preact';
import { Icon } from '../icon/icon.tsx';

/**
 * `<CodeBlock>` as it renders when the page runs: inside a site's own component (a `.jsx` snippet
 * passing its props through), or in MDX with code from an expression. A `<CodeBlock>` MDX writes
 * out is a fenced block before it gets here (`codeBlocksToFences`); this one shows the same
 * markup, from the same highlighter, as that fence would.
 */
export function CodeBlock(props: CodeBlockProps & { children?: ComponentChildren }) {
  const code = textOf(props.children)
    .replace(/^\n+/, '')
    .replace(/\n\s*$/, '');
  const language = typeof props.language === 'string' ? props.language : undefined;
  const meta = parseCodeMeta(codeBlockMeta(props));
  recordRenderedCode({
    code,
    ...(language && { language }),
    ...(meta.title !== undefined && { filename: meta.title }),
  });
  const pre = toVNode(highlightCodeBlock(code, language, meta));
  if (meta.title === undefined && meta.icon === undefined) return pre;
  return (
    <div class="dw-code-block dw-code-titled">
      <div class="dw-code-title">
        {meta.icon !== undefined && <Icon icon={meta.icon} />}
        {meta.title !== undefined && <span class="dw-code-title-text">{meta.title}</span>}
      </div>
      {pre}
    </div>
  );
}

/** The text of rendered children: a string, or the strings inside elements. */
function textOf(children: ComponentChildren): string {
  return toChildArray(children)
    .map((part) =>
      typeof part === 'string' || typeof part === 'number'
        ? String(part)
        : textOf((part as VNode<{ children?: ComponentChildren }>).props.children),
    )
    .join('');
}

/** The highlighter's element tree as Preact elements (its properties are classes, `tabindex` and `data-*`). */
function toVNode(node: HastElement): VNode {
  const attributes: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(node.properties)) {
    if (value === undefined || value === null || value === false) continue;
    const attribute =
      name === 'className'
        ? 'class'
        : name === 'tabIndex'
          ? 'tabindex'
          : name.startsWith('data')
            ? `data-${name
                .slice(4)
                .replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)
                .replace(/^-/, '')}`
            : name;
    attributes[attribute] = Array.isArray(value)
      ? value.join(' ')
      : value === true
        ? ''
        : (value as string | number);
  }
  return h(node.tagName, attributes, ...node.children.map(childOf)) as VNode;
}

function childOf(node: HastContent): VNode | string {
  if (node.type === 'text') return node.value;
  return node.type === 'element' ? toVNode(node) : '';
}
