import type { Paragraph, PhrasingContent, Root, RootContent } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import remarkStringify from 'remark-stringify';
import { unified } from 'unified';
import { codeBlocksToFences } from './code-block-element.ts';
import { type RenderedCode, renderedFence } from './rendered-code.ts';
import { asBlocks, isBlank } from './twin-blocks.ts';
import { plainCodeFences } from './twin-code.ts';
import { propOf, type SnippetProps, unfilledPlaceholder, withCodeProps } from './twin-props.ts';
import { declaresUser, signedOutTwin } from './user-conditions/signed-out-twin.ts';
/**
 * A page's Markdown twin (docs/output.md, For AI systems): the page as plain Markdown, each component
 * written by its own rule (`ComponentTwin`, from the theme's component folders) and otherwise by
 * the generic one: a `title` (or `label`) in bold before the content, `<img>` as an image, other
 * components their children. Imports and expressions go; imported snippets are inlined.
 */

/** A component as the twin's rules see it: MDX's JSX element. */
export type TwinElement = {
  type: 'mdxJsxFlowElement' | 'mdxJsxTextElement';
  name: string | null;
  attributes: { type: string; name?: string; value?: unknown }[];
  children: RootContent[];
};

/** What a component's rule can ask of the twin it writes into. */
export interface TwinTools {
  /** An attribute as written: a string's value, an expression's source, `''` for a bare flag. */
  attribute(node: TwinElement, name: string): string | undefined;
  /** The label that heads a component's content: `title`, else `label`. */
  title(node: TwinElement): string | undefined;
  /** Nodes rewritten and grouped into Markdown blocks (a component's content). */
  blocks(nodes: readonly RootContent[]): RootContent[];
  /** Nodes rewritten in place (a component's content inside running text). */
  phrasing(nodes: readonly RootContent[]): RootContent[];
  /** The elements of a paragraph that holds only block components (written on one line), else undefined. */
  lift(node: RootContent): RootContent[] | undefined;
  isElement(node: unknown): node is TwinElement;
}

/**
 * How one component reads in the twin. A rule that returns undefined leaves it to the generic
 * rule, so it must not have rewritten the node's children first (`blocks`, `phrasing` rewrite in
 * place).
 */
export interface ComponentTwin {
  /** A block of its own even when written on one line, where MDX parses it as inline. */
  readonly block?: boolean;
  /** Its twin where it stands as a block. */
  readonly flow?: (node: TwinElement, tools: TwinTools) => RootContent[] | undefined;
  /** Its twin inside running text. */
  readonly inline?: (node: TwinElement, tools: TwinTools) => RootContent[] | undefined;
}

/** The rules by component name (`Tabs`, `Tree`). */
export type ComponentTwins = Readonly<Record<string, ComponentTwin>>;

const text = (value: string): PhrasingContent => ({ type: 'text', value });
const strong = (value: string): PhrasingContent => ({ type: 'strong', children: [text(value)] });

const isJsx = (node: RootContent): node is RootContent & TwinElement =>
  node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement';

/** Whether a node is a component (JSX) element. */
export const isTwinElement = (node: unknown): node is TwinElement =>
  typeof node === 'object' && node !== null && isJsx(node as RootContent);

const attribute = (node: TwinElement, name: string): string | undefined => {
  const found = node.attributes.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (typeof found?.value === 'string') return found.value;
  // `required` without a value, `default={10}`: an expression's source as written.
  if (found && found.value === null) return '';
  const expression = found?.value as { type?: string; value?: string } | undefined;
  return expression?.type === 'mdxJsxAttributeValueExpression' ? expression.value : undefined;
};

/** The label that heads a component's content: `title`, else `label`. */
const titleOf = (node: TwinElement) => attribute(node, 'title') ?? attribute(node, 'label');

/** The Markdown of the snippets a page uses, by component name (`Intro`) or `<Snippet file>` name. */
type SnippetTwins = ReadonlyMap<string, RootContent[]>;

/** One page's rewrite: the components' rules and the snippets it uses. */
class TwinWriter implements TwinTools {
  constructor(
    private readonly components: ComponentTwins,
    private readonly snippets: SnippetTwins,
    /** A snippet's props where it is used: its bare `{word}` reads as the value. */
    private readonly props: SnippetProps = {},
    /** The `<CodeBlock>`s the page's own components rendered. */
    private readonly renderedCode: readonly RenderedCode[] = [],
    /** `user` is Mintlify's reader data, not a name the page declares. */
    private readonly readerUser = true,
  ) {}

  attribute = attribute;
  title = titleOf;
  isElement = isTwinElement;

  blocks(nodes: readonly RootContent[]): RootContent[] {
    // `<Tabs><Tab title="A">…</Tab><Tab title="B">…</Tab></Tabs>` on one line: the tabs are
    // the component's blocks, as when written on lines of their own.
    const lifted = this.lift({ type: 'paragraph', children: nodes as PhrasingContent[] });
    return asBlocks(this.phrasing(lifted ?? nodes));
  }

  /**
   * A paragraph that holds only components (`<Step title="a">Do it.</Step>` on one line) is
   * their block form: written on one line, MDX parses them as inline elements.
   */
  lift(node: RootContent): RootContent[] | undefined {
    if (node.type !== 'paragraph') return undefined;
    const children = node.children as RootContent[];
    const elements = children.filter((child) => !isBlank(child));
    if (elements.length === 0 || !elements.every((child) => child.type === 'mdxJsxTextElement'))
      return undefined;
    // Inline components (a badge, a tooltip) in a paragraph of their own stay inline; a `…Group`
    // is a block by Mintlify's naming, whoever wrote it.
    const isBlock = (name: string) => Boolean(this.rule(name)?.block) || /Group$/.test(name);
    if (!elements.some((child) => isBlock((child as TwinElement).name ?? ''))) return undefined;
    return elements.map((child) => ({ ...(child as TwinElement), type: 'mdxJsxFlowElement' }) as RootContent);
  }

  /** Replaces JSX and ESM with plain Markdown that reads well without the components. */
  phrasing(children: readonly RootContent[]): RootContent[] {
    const out: RootContent[] = [];
    for (const node of children) {
      const snippet = isJsx(node) ? this.snippetOf(node) : undefined;
      if (snippet) {
        out.push(...(node.type === 'mdxJsxTextElement' ? inlineOf(snippet) : structuredClone(snippet)));
        continue;
      }
      const placeholder = unfilledPlaceholder(node);
      if (placeholder !== undefined) {
        // As written: as text the stringifier would escape its braces.
        const raw = { type: 'html', value: placeholder } as RootContent;
        out.push(
          node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [raw as PhrasingContent] } : raw,
        );
        continue;
      }
      const prop = propOf(node, this.props);
      if (prop !== undefined) {
        out.push(
          node.type === 'mdxFlowExpression' ? { type: 'paragraph', children: [text(prop)] } : text(prop),
        );
        continue;
      }
      const shown =
        this.readerUser && (node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
          ? signedOutTwin(node.value)
          : undefined;
      if (shown) {
        out.push(...(node.type === 'mdxFlowExpression' ? this.blocks(shown) : this.phrasing(shown)));
        continue;
      }
      if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
        continue;
      if (node.type === 'code') node.value = withCodeProps(node.value, this.props);
      const lifted = this.lift(node);
      if (lifted) {
        out.push(...this.phrasing(lifted));
        continue;
      }
      if (isJsx(node)) {
        out.push(...(node.type === 'mdxJsxFlowElement' ? this.flow(node) : this.inline(node)));
        continue;
      }
      if ('children' in node && Array.isArray(node.children)) {
        (node as { children: RootContent[] }).children = this.phrasing(node.children as RootContent[]);
      }
      out.push(node);
    }
    return out;
  }

  private rule(name: string): ComponentTwin | undefined {
    return Object.hasOwn(this.components, name) ? this.components[name] : undefined;
  }

  private snippetOf(node: TwinElement): RootContent[] | undefined {
    const name = snippetName(node);
    return name === undefined ? undefined : this.snippets.get(snippetUse(name, node));
  }

  private flow(node: TwinElement): RootContent[] {
    const own = this.rule(node.name ?? '')?.flow?.(node, this);
    if (own) return own;
    const rendered = this.rule(node.name ?? '') ? undefined : renderedFence(node.children, this.renderedCode);
    if (rendered) return [rendered];
    const inner = this.blocks(node.children);
    const title = titleOf(node);
    if (title) return [{ type: 'paragraph', children: [strong(title)] }, ...inner];
    if (node.name === 'img' || node.name === 'Image') return image(node);
    return inner;
  }

  private inline(node: TwinElement): RootContent[] {
    const own = this.rule(node.name ?? '')?.inline?.(node, this);
    if (own) return own;
    const inner = this.phrasing(node.children);
    if (node.name === 'img' || node.name === 'Image')
      return image(node).flatMap((p) => (p as Paragraph).children);
    const title = titleOf(node);
    if (title) {
      const href = attribute(node, 'href');
      const lead: PhrasingContent = href
        ? { type: 'link', url: href, children: [strong(title)] }
        : strong(title);
      return [lead, text(' '), ...inner] as RootContent[];
    }
    return inner;
  }
}

/** The snippet an element stands for: `file:x.mdx` for `<Snippet file>`, else its component name. */
const snippetName = (node: TwinElement): string | undefined =>
  node.name === 'Snippet' ? `file:${attribute(node, 'file') ?? ''}` : (node.name ?? undefined);

/** The string props an element passes, but a `<Snippet>`'s `file`. */
function stringProps(node: TwinElement): SnippetProps {
  const props: Record<string, string> = {};
  for (const a of node.attributes)
    if (
      a.type === 'mdxJsxAttribute' &&
      a.name &&
      typeof a.value === 'string' &&
      !(node.name === 'Snippet' && a.name === 'file')
    )
      props[a.name] = a.value;
  return props;
}

/** One use of a snippet: its name and the props it passes. */
const snippetUse = (name: string, node: TwinElement): string =>
  `${name}\0${JSON.stringify(stringProps(node))}`;

/** A snippet used inline: its paragraphs' content, side by side. */
const inlineOf = (blocks: readonly RootContent[]): RootContent[] =>
  blocks.flatMap((block, i) => [
    ...(i > 0 ? [text(' ') as RootContent] : []),
    ...(block.type === 'paragraph' ? (structuredClone(block.children) as RootContent[]) : []),
  ]);

function image(node: TwinElement): RootContent[] {
  const src = attribute(node, 'src');
  return src
    ? [{ type: 'paragraph', children: [{ type: 'image', url: src, alt: attribute(node, 'alt') ?? '' }] }]
    : [];
}

const parser = unified().use(remarkParse).use(remarkMdx).use(remarkGfm).freeze();
const markdownParser = unified().use(remarkParse).use(remarkGfm).freeze();
const stringifier = unified()
  .use(remarkMdx)
  .use(remarkGfm)
  .use(remarkStringify, { bullet: '-', fences: true, rule: '-' })
  .freeze();

/** What names a snippet: an import's specifier, or `<Snippet file>`'s file (under `_snippets/` or `snippets/`). */
export type SnippetReference = { readonly import: string } | { readonly snippetFile: string };

/** A snippet's file and body (front matter removed), found from the file that uses it; undefined when missing. */
export type SnippetSourceLoader = (
  reference: SnippetReference,
  from: string,
) => Promise<{ readonly file: string; readonly body: string } | undefined>;

export interface MarkdownTwinOptions {
  /** The page's site-relative file, which relative imports start from. */
  readonly file?: string;
  /** Reads the snippets the page imports (`import Intro from '/snippets/intro.mdx'`, `<Snippet file>`). */
  readonly loadSnippet?: SnippetSourceLoader;
  /** How each component reads (the theme's `componentTwins`); others follow the generic rule. */
  readonly components?: ComponentTwins;
  /** The `<CodeBlock>`s the page's components rendered as it ran (`collectRenderedCode`), shown as fences. */
  readonly renderedCode?: readonly RenderedCode[];
  /**
   * The body already parsed as the twin parses it (`twinTree` of `compilePage`'s result), which
   * the twin takes apart instead of parsing the body again.
   */
  readonly parsed?: Root;
}

const defaultImport =
  /^\s*import\s+([A-Za-z_$][\w$]*)\s*(?:,\s*\{[^}]*\})?\s+from\s+['"]([^'"]+\.mdx?)['"]/gm;
const MAX_SNIPPET_DEPTH = 8;

/** The snippets a parsed page uses, as twins: default imports of `.mdx`/`.md` files and `<Snippet file>`. */
async function loadSnippetTwins(
  tree: Root,
  options: MarkdownTwinOptions,
  chain: readonly string[],
): Promise<Map<string, RootContent[]>> {
  const found = new Map<string, SnippetReference>();
  const visit = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      if (node.type === 'mdxjsEsm')
        for (const match of node.value.matchAll(defaultImport))
          found.set(match[1] as string, { import: match[2] as string });
      if (isJsx(node) && node.name === 'Snippet') {
        const file = attribute(node, 'file');
        if (file) found.set(`file:${file}`, { snippetFile: file });
      }
      if ('children' in node && Array.isArray(node.children)) visit(node.children as RootContent[]);
    }
  };
  visit(tree.children);
  const uses = new Map<string, { name: string; props: SnippetProps }>();
  const visitUses = (nodes: readonly RootContent[]) => {
    for (const node of nodes) {
      const name = isJsx(node) ? snippetName(node) : undefined;
      if (name !== undefined && found.has(name))
        uses.set(snippetUse(name, node as TwinElement), { name, props: stringProps(node as TwinElement) });
      if ('children' in node && Array.isArray(node.children)) visitUses(node.children as RootContent[]);
    }
  };
  visitUses(tree.children);
  const twins = new Map<string, RootContent[]>();
  const { loadSnippet, file = '' } = options;
  if (!loadSnippet || chain.length > MAX_SNIPPET_DEPTH) return twins;
  const sources = new Map<string, Awaited<ReturnType<SnippetSourceLoader>>>();
  for (const [use, { name, props }] of uses) {
    const reference = found.get(name) as SnippetReference;
    if (!sources.has(name)) sources.set(name, await loadSnippet(reference, file));
    const snippet = sources.get(name);
    if (!snippet || chain.includes(snippet.file)) continue;
    const markdown = await twinOf(
      snippet.body,
      { ...options, file: snippet.file },
      [...chain, snippet.file],
      undefined,
      props,
    );
    twins.set(use, markdownParser.parse(markdown).children as RootContent[]);
  }
  return twins;
}

async function twinOf(
  body: string,
  options: MarkdownTwinOptions,
  chain: readonly string[],
  parsed?: Root,
  props: SnippetProps = {},
): Promise<string> {
  try {
    const tree = parsed ?? (parser.parse(body) as Root);
    // A tree the compile parsed has its `<CodeBlock>`s as fences already.
    if (!parsed) codeBlocksToFences(tree, body);
    plainCodeFences(tree);
    const twins = await loadSnippetTwins(tree, options, chain);
    const writer = new TwinWriter(
      options.components ?? {},
      twins,
      props,
      options.renderedCode,
      !declaresUser(tree),
    );
    tree.children = writer.phrasing(tree.children) as Root['children'];
    return String(stringifier.stringify(tree)).trim();
  } catch {
    // A page that does not parse as MDX has already failed the build; this keeps the twin readable for .md pages.
    return body.trim();
  }
}

/**
 * A page body (MDX, front matter removed) as plain Markdown for the `.md` twin and llms files.
 * With `loadSnippet`, the snippets it imports are inlined as Markdown where they are used.
 */
export async function createMarkdownTwin(body: string, options: MarkdownTwinOptions = {}): Promise<string> {
  const { parsed, ...rest } = options;
  return twinOf(body, rest, options.file ? [options.file] : [], parsed);
}
