import type { Node as EstreeNode, Program } from 'estree';
import { walk } from 'estree-walker';
import type { Root } from 'hast';
import { SKIP, visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

/** A Tailwind 3 class that Tailwind 4 no longer has, where the page writes it. */
export interface RetiredClassName {
  readonly name: string;
  readonly line?: number;
  readonly column?: number;
}

/** Tailwind 3's opacity utilities (`bg-opacity-50`, `hover:text-opacity-75`): Tailwind 4 has none. */
const retiredClassName = /^(?:[\w-]+:)*!?(?:bg|text|border|divide|ring|placeholder)-opacity-\d+$/;

/**
 * Records on `file.data.classNames` every class name the page writes itself: `className` and
 * `class` attributes of its JSX and HTML elements, as text or as a string in braces, and those of
 * the JSX in its `export`s and expressions. The build compiles the utility classes among them
 * (Tailwind's) into one stylesheet. A class made at run time (`className={size}`) is not seen.
 */
export function rehypeClassNames() {
  return (tree: Root, file: VFile) => {
    const names = new Set<string>();
    const retired: RetiredClassName[] = [];
    let at: Root['position'];
    const add = (value: unknown) => {
      const tokens = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s+/) : [];
      for (const token of tokens) {
        if (typeof token !== 'string' || token === '') continue;
        names.add(token);
        if (retiredClassName.test(token) && !retired.some((known) => known.name === token))
          retired.push({ name: token, ...(at && { line: at.start.line, column: at.start.column }) });
      }
    };
    visit(tree, (node) => {
      at = node.position;
      // GFM's footnote section is Markdown's markup (its heading is `sr-only`), not the author's.
      if (node.type === 'element' && node.properties.dataFootnotes !== undefined) return SKIP;
      if (node.type === 'element') add(node.properties.className);
      if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
        for (const attribute of node.attributes) {
          if (attribute.type !== 'mdxJsxAttribute' || !isClassAttribute(attribute.name)) continue;
          if (typeof attribute.value === 'string') add(attribute.value);
          else if (attribute.value) addFromProgram(attribute.value.data?.estree, add);
        }
      }
      if (node.type === 'mdxjsEsm' || node.type === 'mdxFlowExpression' || node.type === 'mdxTextExpression')
        addFromProgram(node.data?.estree, add);
      return undefined;
    });
    file.data.classNames = [...names];
    file.data.retiredClassNames = retired;
  };
}

const isClassAttribute = (name: string) => name === 'className' || name === 'class';

/** The string literals of a program's `className`/`class` JSX attributes, or the program itself when it is one string. */
function addFromProgram(program: Program | null | undefined, add: (value: unknown) => void): void {
  if (!program) return;
  const [only] = program.body;
  if (program.body.length === 1 && only?.type === 'ExpressionStatement') addLiteral(only.expression, add);
  walk(program as EstreeNode, {
    enter(node) {
      const attribute = node as unknown as JsxAttribute;
      if (attribute.type !== 'JSXAttribute' || attribute.name.type !== 'JSXIdentifier') return;
      if (!isClassAttribute(attribute.name.name) || !attribute.value) return;
      const value =
        attribute.value.type === 'JSXExpressionContainer' ? attribute.value.expression : attribute.value;
      addLiteral(value, add);
    },
  });
}

interface JsxAttribute {
  readonly type: 'JSXAttribute';
  readonly name: { readonly type: string; readonly name: string };
  readonly value?: { readonly type: string; readonly expression?: unknown } | null;
}

/** `"a b"` and a template literal without `${}` parts. */
function addLiteral(node: unknown, add: (value: unknown) => void): void {
  const expression = node as { type?: string; value?: unknown; quasis?: { value: { cooked?: string } }[] };
  if (expression.type === 'Literal' && typeof expression.value === 'string') add(expression.value);
  if (expression.type === 'TemplateLiteral' && expression.quasis?.length === 1)
    add(expression.quasis[0]?.value.cooked);
}
