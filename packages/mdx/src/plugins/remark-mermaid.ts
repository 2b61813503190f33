import type { Element, ElementContent } from 'hast';
import type { Code, Root } from 'mdast';
import { visit } from 'unist-util-visit';

/** The attribute that marks a diagram in the page's HTML; the theme loads Mermaid's script for pages that have it. */
export const mermaidMarker = 'data-dw-mermaid';
/** `elk` on a diagram that asks for Mermaid's ELK layout: the page then loads ELK before drawing it. */
export const mermaidLayoutAttribute = 'data-layout';

/** A diagram asking for the ELK layout: `%%{init: {"layout": "elk"}}%%` or `config:` front matter's `layout: elk`. */
const elkLayout = /["']?layout["']?\s*:\s*["']?elk\b/;
const placements = new Set(['top-left', 'top-right', 'bottom-left', 'bottom-right']);

/** A diagram's source and Mintlify's options for its zoom and pan controls. */
/** The parts of an MDX JSX element this reads (`mdast-util-mdx-jsx`'s shape). */
interface JsxElement {
  readonly attributes: readonly { readonly type: string; readonly name?: string; readonly value?: unknown }[];
}

interface LiteralExpression {
  readonly type: string;
  readonly value?: unknown;
  readonly expressions?: readonly unknown[];
  readonly quasis?: readonly { readonly value: { readonly cooked?: string | null } }[];
}

interface MermaidDiagram {
  readonly chart: string;
  readonly placement: string | undefined;
  readonly actions: boolean | undefined;
}

/**
 * Mermaid diagrams, Mintlify style: a ```` ```mermaid ```` fence (with `placement="top-right"` and
 * `actions={false}` in its info string) or `<Mermaid chart="..." />` becomes a figure holding the
 * source as a plain `pre`, which the theme's script replaces with the drawn diagram. Without
 * JavaScript, and for the highlighter, search and copy, it stays readable source, not coloured code.
 */
export function remarkMermaid() {
  return (tree: Root) => {
    visit(tree, (node, index, parent) => {
      if (!parent || index === undefined) return;
      const diagram =
        node.type === 'code' && node.lang === 'mermaid'
          ? fenceDiagram(node)
          : node.type === 'mdxJsxFlowElement' && (node as { name?: unknown }).name === 'Mermaid'
            ? componentDiagram(node as unknown as JsxElement)
            : undefined;
      if (!diagram) return;
      // An unknown node type with `hName` reaches the HTML as that element and nothing else.
      parent.children[index] = {
        type: 'mermaidDiagram',
        data: {
          hName: 'figure',
          hProperties: figureProperties(diagram),
          hChildren: [sourceBlock(diagram.chart)],
        },
        ...(node.position && { position: node.position }),
      } as unknown as Code;
    });
  };
}

function fenceDiagram(node: Code): MermaidDiagram {
  const options = metaOptions(node.meta ?? '');
  const actions = options.get('actions');
  return {
    chart: node.value,
    placement: options.get('placement'),
    actions: actions === 'true' || actions === '' ? true : actions === 'false' ? false : undefined,
  };
}

/** `placement="top-right" actions={false} actions`: each key's value without its quotes or braces ('' for a bare key). */
function metaOptions(meta: string): Map<string, string> {
  const options = new Map<string, string>();
  for (const [, key, ...values] of meta.matchAll(/([\w-]+)(?:=(?:"([^"]*)"|'([^']*)'|\{([^}]*)\}|(\S+)))?/g))
    if (key) options.set(key, (values.find((value) => value !== undefined) ?? '').trim());
  return options;
}

function componentDiagram(node: JsxElement): MermaidDiagram | undefined {
  const values = new Map<string, string | boolean>();
  for (const attribute of node.attributes) {
    if (attribute.type !== 'mdxJsxAttribute' || attribute.name === undefined) continue;
    const value = literalValue(attribute.value);
    if (value !== undefined) values.set(attribute.name, value);
  }
  const chart = values.get('chart');
  // A chart the page computes can only be drawn by running the page: the element stays as written.
  if (typeof chart !== 'string') return undefined;
  const placement = values.get('placement');
  const actions = values.get('actions');
  return {
    chart,
    placement: typeof placement === 'string' ? placement : undefined,
    actions: typeof actions === 'boolean' ? actions : undefined,
  };
}

/** A literal attribute value: `"text"`, `{"text"}`, `{`text`}` without `${}`, `{true}`, or a bare `actions`. */
function literalValue(value: unknown): string | boolean | undefined {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value;
  const estree = (value as { data?: { estree?: { body?: readonly { expression?: LiteralExpression }[] } } })
    .data?.estree;
  const expression = estree?.body?.[0]?.expression;
  if (
    expression?.type === 'Literal' &&
    (typeof expression.value === 'string' || typeof expression.value === 'boolean')
  )
    return expression.value;
  if (expression?.type === 'TemplateLiteral' && expression.expressions?.length === 0)
    return expression.quasis?.[0]?.value.cooked ?? undefined;
  return undefined;
}

function figureProperties({ chart, placement, actions }: MermaidDiagram): Record<string, string> {
  return {
    className: 'dw-mermaid',
    [mermaidMarker]: '',
    ...(elkLayout.test(chart) && { [mermaidLayoutAttribute]: 'elk' }),
    'data-placement': placement !== undefined && placements.has(placement) ? placement : 'bottom-right',
    ...(actions !== undefined && { 'data-actions': String(actions) }),
  };
}

function sourceBlock(chart: string): Element {
  const code: ElementContent = {
    type: 'element',
    tagName: 'code',
    properties: { className: ['language-mermaid'] },
    children: [{ type: 'text', value: chart }],
  };
  return {
    type: 'element',
    tagName: 'pre',
    properties: { className: ['dw-mermaid-source'] },
    children: [code],
  };
}
