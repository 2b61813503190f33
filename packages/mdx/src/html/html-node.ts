import type { Element, Properties, Root } from 'hast';
import { type BuildVisitor, visit } from 'unist-util-visit';

type Position = Element['position'];

/** `name="text"` or `name={expression}` on an MDX JSX element. */
export interface JsxAttribute {
  type: 'mdxJsxAttribute';
  name: string;
  value?: string | { type: 'mdxJsxAttributeValueExpression'; value: string } | null;
}

/** `{...spread}` on an MDX JSX element. */
export interface JsxSpreadAttribute {
  type: 'mdxJsxExpressionAttribute';
  value: string;
}

/** An MDX JSX element as it passes through hast (`<a href>`, `<Card>`, `<img>`). */
export interface JsxElement {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: (JsxAttribute | JsxSpreadAttribute)[];
  children: unknown[];
  position?: Position;
}

/** An HTML-like node: a hast element (from Markdown or raw HTML) or an MDX JSX element. */
export type Tag = Element | JsxElement;

export interface AttributeValue {
  /** The text, or for `{...}` the expression's source. */
  readonly text: string;
  readonly expression: boolean;
}

export function isTag(node: { type: string }): node is Tag {
  return node.type === 'element' || node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';
}

type VisitorResult = ReturnType<BuildVisitor<Root>>;

/** Visits every element and JSX element of a page's hast, in document order. */
export function visitTags(
  tree: Root,
  visitor: (
    tag: Tag,
    index: number | undefined,
    parent: { children: unknown[] } | undefined,
  ) => VisitorResult,
): void {
  visit(tree, (node, index, parent) => {
    if (!isTag(node)) return undefined;
    return visitor(node as Tag, index, parent as { children: unknown[] } | undefined);
  });
}

export function tagName(node: Tag): string {
  return node.type === 'element' ? node.tagName : (node.name ?? '');
}

/** A capitalized (or dotted) JSX name: a component, not an HTML element. */
export function isComponent(node: Tag): boolean {
  return node.type !== 'element' && /^[A-Z]|\./.test(node.name ?? '');
}

export function readAttribute(node: Tag, name: string): AttributeValue | undefined {
  if (node.type === 'element') {
    const value = node.properties[name];
    if (value === undefined || value === null || value === false) return undefined;
    return { text: Array.isArray(value) ? value.join(' ') : String(value), expression: false };
  }
  const attribute = node.attributes.find(
    (a): a is JsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  if (!attribute) return undefined;
  if (attribute.value === null || attribute.value === undefined) return { text: '', expression: false };
  if (typeof attribute.value === 'string') return { text: attribute.value, expression: false };
  return { text: attribute.value.value, expression: true };
}

/** Sets a literal value (replacing an expression, if any). */
export function setAttribute(node: Tag, name: string, value: string | number): void {
  if (node.type === 'element') {
    (node.properties as Properties)[name] = value;
    return;
  }
  const text = String(value);
  const existing = node.attributes.find(
    (a): a is JsxAttribute => a.type === 'mdxJsxAttribute' && a.name === name,
  );
  if (existing) existing.value = text;
  else node.attributes.push({ type: 'mdxJsxAttribute', name, value: text });
}

/** Every attribute, with its name as written (hast property names for elements). */
export function listAttributes(node: Tag): { name: string; value: AttributeValue | undefined }[] {
  if (node.type === 'element')
    return Object.keys(node.properties).map((name) => ({ name, value: readAttribute(node, name) }));
  return node.attributes.flatMap((a) =>
    a.type === 'mdxJsxAttribute' ? [{ name: a.name, value: readAttribute(node, a.name) }] : [],
  );
}

export function removeAttribute(node: Tag, name: string): void {
  if (node.type === 'element') delete node.properties[name];
  else node.attributes = node.attributes.filter((a) => a.type !== 'mdxJsxAttribute' || a.name !== name);
}
