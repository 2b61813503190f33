import { createCodeFrame, createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import { parse } from 'acorn';
import type { Program } from 'estree';
import { walk } from 'estree-walker';
import { pageScopeName } from '../plugins/recma-page-scope.ts';
import { freeReferences } from './free-names.ts';
import { sucrase } from './sucrase.ts';

/** A `.jsx`/`.tsx`/`.js`/`.ts` snippet compiled to run in the build, with the modules it imports. */
export interface ComponentModule {
  /** CommonJS code; run it with `runComponentModule`. */
  readonly code: string;
  /** The specifiers it `require`s, in order: React or Preact, and other snippets. */
  readonly imports: readonly string[];
  /** The languages it names for code (`language="python"`), which its `<CodeBlock>`s highlight as they render. */
  readonly codeLanguages: readonly string[];
}

const namedLanguage = /\blanguage\s*(?:=\s*\{?|:)\s*["'`]([\w#+.-]+)["'`]/g;

export type ComponentModuleResult =
  | { ok: true; module: ComponentModule }
  | { ok: false; diagnostic: Diagnostic };

/** The file names a page may import as a component module. */
export const componentModuleFile = /\.(jsx|tsx|js|ts|mjs)$/i;

// The names a CommonJS body receives from its wrapper.
const wrapperNames = new Set(['require', 'exports', 'module']);

/**
 * Compiles a React component file as Mintlify accepts it in `snippets/`: JSX, TypeScript in `.ts`
 * and `.tsx`, `import`/`export`, React's hooks and built-in components used without an import.
 * Sucrase does the syntax (it only rewrites, it runs nothing); names the file does not declare are
 * read from the page's scope, as in MDX pages (`recmaPageScope`).
 */
export function compileComponentModule(text: string, file: string): ComponentModuleResult {
  let code: string;
  try {
    code = sucrase().transform(text, {
      transforms: /\.tsx?$/i.test(file) ? ['typescript', 'jsx', 'imports'] : ['jsx', 'imports'],
      jsxRuntime: 'automatic',
      jsxImportSource: 'preact',
      production: true,
      filePath: file,
    }).code;
  } catch (error) {
    return { ok: false, diagnostic: syntaxError(text, file, error as Error) };
  }
  const program = parse(code, {
    ecmaVersion: 'latest',
    sourceType: 'script',
    allowReturnOutsideFunction: true,
  }) as unknown as Program;
  const imports: string[] = [];
  walk(program, {
    enter(node) {
      if (
        node.type === 'CallExpression' &&
        node.callee.type === 'Identifier' &&
        node.callee.name === 'require' &&
        node.arguments[0]?.type === 'Literal' &&
        typeof node.arguments[0].value === 'string'
      )
        imports.push(node.arguments[0].value);
    },
  });
  // Rewritten from the end so that earlier offsets stay true.
  const references = freeReferences(program)
    .filter((reference) => !wrapperNames.has(reference.node.name))
    .sort((a, b) => start(b.node) - start(a.node));
  for (const { node, shorthand } of references) {
    const read = `${pageScopeName}.${node.name}`;
    code = `${code.slice(0, start(node))}${shorthand ? `${node.name}: ${read}` : read}${code.slice(end(node))}`;
  }
  const codeLanguages = [...new Set([...text.matchAll(namedLanguage)].map((match) => match[1] as string))];
  return { ok: true, module: { code, imports: [...new Set(imports)], codeLanguages } };
}

/**
 * Runs a compiled component module. `modules` holds what each of its imports resolved to (the
 * build loads them first: snippets load asynchronously, `require` cannot wait).
 */
export function runComponentModule(
  module: ComponentModule,
  modules: ReadonlyMap<string, unknown>,
  pageScope: object,
): Record<string, unknown> {
  const exports: Record<string, unknown> = {};
  const holder = { exports };
  const require = (specifier: string) => {
    if (!modules.has(specifier)) throw new Error(`Cannot find module '${specifier}'`);
    return modules.get(specifier);
  };
  new Function('require', 'exports', 'module', pageScopeName, module.code)(
    require,
    exports,
    holder,
    pageScope,
  );
  return holder.exports;
}

function start(node: object): number {
  return (node as { start: number }).start;
}

function end(node: object): number {
  return (node as { end: number }).end;
}

function syntaxError(text: string, file: string, error: Error): Diagnostic {
  const { loc } = error as Error & { loc?: { line: number; column: number } };
  const at = loc ? { line: loc.line, column: loc.column + 1 } : undefined;
  return createDiagnostic('page/mdx-compile', {
    file,
    ...(at && { ...at, frame: createCodeFrame(text, at.line, at.column) }),
    message: `The component file could not be compiled: ${error.message.replace(/^Error transforming [^:]+: /, '').replace(/\s*\(\d+:\d+\)$/, '')}.`,
    hint: 'A snippet file holds JSX or TypeScript that exports components, e.g. `export const Banner = ({ title }) => <div>{title}</div>;`.',
  });
}
