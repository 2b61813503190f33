import type { Heading, Root } from 'mdast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';
import { customHeadingId, HeadingIds, headingSlug, paramFieldId } from '../heading-id.ts';
import { updateAnchor } from '../update-anchor.ts';

export interface TocEntry {
  readonly depth: number;
  readonly text: string;
  readonly id: string;
}

const customId = /\s*\{#([\w-]+)\}\s*$/;

/** The parts of MDX's syntax tree this reads and writes (`mdast-util-mdx-jsx`'s shape). */
interface MdxJsxAttribute {
  type: string;
  name?: string;
  value?: unknown;
}
interface MdxJsxFlowElement {
  type: 'mdxJsxFlowElement';
  name: string | null;
  attributes: MdxJsxAttribute[];
  children: Nodes[];
}
type Nodes = { type: string; value?: unknown; children?: Nodes[] } | MdxJsxFlowElement;

const isJsx = (node: Nodes): node is MdxJsxFlowElement => node.type === 'mdxJsxFlowElement';

/** Components whose headings Mintlify leaves out of the table of contents and its numbering. */
const tocExcluding = new Set(['Accordion', 'AccordionGroup', 'Expandable', 'Update', 'Prompt']);
const jsxHeadings = new Set(['h1', 'h2', 'h3', 'h4']);
const fieldComponents = new Set(['ParamField', 'Param', 'ResponseField']);
const fieldNameAttributes = ['query', 'path', 'body', 'header'];

/**
 * Gives every heading its id as Mintlify does (`{#custom}` included), collects `h2`/`h3` and
 * `<Update>` labels on `file.data.toc`, and gives each hand-written `ParamField`/`ResponseField` without an `id` its
 * page-unique Mintlify id (`param-limit`, then `param-limit-1`).
 */
export function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const excluded = nodesInside(tree, tocExcluding);
    const stepSizes = inheritedStepSizes(tree);
    const ids = new HeadingIds();
    const toc: TocEntry[] = [];
    visit(tree, (visited) => {
      const node = visited as Nodes;
      if (visited.type === 'heading') {
        const inToc = !excluded.has(node);
        const { id, text } = markdownHeadingId(visited, ids, inToc);
        visited.data = { ...visited.data, hProperties: { ...(visited.data?.hProperties ?? {}), id } };
        if ((visited.depth === 2 || visited.depth === 3) && inToc)
          toc.push({ depth: visited.depth, text, id });
        return;
      }
      if (!isJsx(node) || excluded.has(node) || !node.name) return;
      const own = stringAttribute(node, 'id');
      if (jsxHeadings.has(node.name)) setId(node, ids.element(titleOf(node.children), own));
      // Titled Steps and Updates take part in the numbering; their components name their own
      // anchors. An update's label is an entry of the table of contents, as Mintlify lists it.
      else if (node.name === 'Update' && node.attributes.some((a) => attributeName(a) === 'label')) {
        const label = stringAttribute(node, 'label');
        ids.element(label ?? '', own);
        if (label) toc.push({ depth: 2, text: label, id: updateAnchor(label) });
      } else if (node.name === 'Step' && anchoredStep(node, stepSizes.get(node)))
        ids.element(stringAttribute(node, 'title') ?? '', own);
    });
    assignFieldIds(tree);
    file.data.toc = toc;
  };
}

function markdownHeadingId(node: Heading, ids: HeadingIds, inToc: boolean): { id: string; text: string } {
  let custom: string | undefined;
  const last = node.children[node.children.length - 1];
  if (last?.type === 'text') {
    const match = customId.exec(last.value);
    if (match) {
      custom = match[1];
      last.value = last.value.slice(0, match.index);
    }
  }
  const text = titleOf(node.children as Nodes[]);
  if (custom !== undefined)
    return { id: inToc ? ids.element(text, customHeadingId(custom)) : customHeadingId(custom), text };
  // Mintlify gives `#####` and `######` no id; ours get one that numbers nothing.
  if (node.depth > 4) return { id: headingSlug(text), text };
  return { id: ids.markdown(text, inToc), text };
}

/** A heading's text as Mintlify reads it for its id: text and inline code, nothing else. */
function titleOf(nodes: readonly Nodes[]): string {
  return nodes
    .map((node) =>
      (node.type === 'text' || node.type === 'inlineCode') && typeof node.value === 'string'
        ? node.value
        : node.children
          ? titleOf(node.children)
          : '',
    )
    .join('');
}

const attributeName = (attribute: MdxJsxAttribute) =>
  attribute.type === 'mdxJsxAttribute' ? attribute.name : undefined;

function stringAttribute(node: MdxJsxFlowElement, name: string): string | undefined {
  const attribute = node.attributes.find((a) => attributeName(a) === name);
  return typeof attribute?.value === 'string' ? attribute.value : undefined;
}

function setId(node: MdxJsxFlowElement, id: string): void {
  const attribute: MdxJsxAttribute = { type: 'mdxJsxAttribute', name: 'id', value: id };
  const index = node.attributes.findIndex((a) => attributeName(a) === 'id');
  if (index >= 0) node.attributes[index] = attribute;
  else node.attributes.push(attribute);
}

/** Every node inside one of the named components (not the components themselves). */
function nodesInside(tree: Root, names: ReadonlySet<string>): Set<Nodes> {
  const inside = new Set<Nodes>();
  visit(tree, (visited) => {
    const node = visited as Nodes;
    if (!isJsx(node) || !node.name || !names.has(node.name)) return;
    visit(visited, (child) => {
      if (child !== visited) inside.add(child as Nodes);
    });
  });
  return inside;
}

/** `<Steps titleSize>` passes its size to its own `Step`s (through fragments), not deeper ones. */
function inheritedStepSizes(tree: Root): Map<MdxJsxFlowElement, string> {
  const sizes = new Map<MdxJsxFlowElement, string>();
  const pass = (children: readonly Nodes[], size: string) => {
    for (const child of children) {
      if (!isJsx(child)) continue;
      if (child.name === 'Step') sizes.set(child, size);
      else if (!child.name) pass(child.children, size);
    }
  };
  visit(tree, (visited) => {
    const node = visited as Nodes;
    if (!isJsx(node)) return;
    const size = node.name === 'Steps' ? stringAttribute(node, 'titleSize') : undefined;
    if (size) pass(node.children, size);
  });
  return sizes;
}

function anchoredStep(node: MdxJsxFlowElement, inherited: string | undefined): boolean {
  const size = stringAttribute(node, 'titleSize') ?? inherited;
  const noAnchor = node.attributes.find((a) => attributeName(a) === 'noAnchor');
  const value = noAnchor?.value;
  const anchorless =
    noAnchor !== undefined &&
    (value == null ||
      value === 'true' ||
      (typeof value === 'object' && (value as { value?: unknown }).value === 'true'));
  return (
    !anchorless && (size === 'h2' || size === 'h3') && (stringAttribute(node, 'title') ?? '').trim() !== ''
  );
}

/** Mintlify's field ids: explicit `id`s are claimed first; the rest count repeats of their name. */
function assignFieldIds(tree: Root): void {
  const fields: MdxJsxFlowElement[] = [];
  visit(tree, (visited) => {
    const node = visited as Nodes;
    if (isJsx(node) && node.name && fieldComponents.has(node.name)) fields.push(node);
  });
  if (fields.length === 0) return;
  const claimed = new Set<string>();
  for (const field of fields) {
    const own = stringAttribute(field, 'id');
    if (own) claimed.add(own);
  }
  const repeats = new Map<string, number>();
  for (const field of fields) {
    if (field.attributes.some((a) => attributeName(a) === 'id')) continue;
    const name =
      field.name === 'ResponseField'
        ? stringAttribute(field, 'name') || undefined
        : fieldNameAttributes.map((key) => stringAttribute(field, key)).find(Boolean);
    if (!name) continue;
    const base = paramFieldId(name);
    let repeat = repeats.get(base) ?? 0;
    let id = paramFieldId(name, repeat);
    while (claimed.has(id)) id = paramFieldId(name, ++repeat);
    repeats.set(base, repeat + 1);
    claimed.add(id);
    setId(field, id);
  }
}
