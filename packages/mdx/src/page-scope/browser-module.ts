import { parse } from 'acorn';
import type { Program } from 'estree';
import { freeReferences } from './free-names.ts';
import { sucrase } from './sucrase.ts';

/** One `import ... from "x"` (or `export ... from "x"`) of a browser module: where its specifier sits. */
export interface ModuleImport {
  readonly specifier: string;
  /** Offsets of the specifier's string literal, quotes included. */
  readonly start: number;
  readonly end: number;
}

/** A component file compiled for the browser: an ES module still to be linked by the build. */
export interface BrowserModule {
  readonly code: string;
  readonly imports: readonly ModuleImport[];
  /** Names it uses without declaring or importing them (Mintlify's `useState` without an import). */
  readonly freeNames: readonly string[];
}

/**
 * Compiles a `.jsx`/`.tsx`/`.js`/`.ts` component file for the browser with the same syntax rules
 * as `compileComponentModule` (JSX to Preact's automatic runtime, TypeScript removed), keeping its
 * `import`s for the build to point at the site's own files. Throws on a syntax error: the build
 * compiled the same text for the server first and reported it there.
 */
export function compileBrowserModule(
  text: string,
  file: string,
  /** Imports to leave out (an MDX page's snippet imports); the names they bound become free. */
  dropImport: (specifier: string) => boolean = () => false,
): BrowserModule {
  let code = sucrase().transform(text, {
    transforms: /\.tsx?$/i.test(file) ? ['typescript', 'jsx'] : ['jsx'],
    jsxRuntime: 'automatic',
    jsxImportSource: 'preact',
    production: true,
    filePath: file,
  }).code;
  let program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  const dropped = program.body
    .filter(
      (statement) => statement.type === 'ImportDeclaration' && dropImport(String(statement.source.value)),
    )
    .map((statement) => statement as unknown as { start: number; end: number })
    .sort((a, b) => b.start - a.start);
  if (dropped.length > 0) {
    for (const { start, end } of dropped) code = `${code.slice(0, start)}${code.slice(end)}`;
    program = parse(code, { ecmaVersion: 'latest', sourceType: 'module' }) as unknown as Program;
  }
  const imports: ModuleImport[] = [];
  for (const statement of program.body) {
    if (
      (statement.type === 'ImportDeclaration' ||
        statement.type === 'ExportAllDeclaration' ||
        (statement.type === 'ExportNamedDeclaration' && statement.source)) &&
      statement.source &&
      typeof statement.source.value === 'string'
    ) {
      const { start, end } = statement.source as unknown as { start: number; end: number };
      imports.push({ specifier: statement.source.value, start, end });
    }
  }
  const freeNames = [...new Set(freeReferences(program).map((reference) => reference.node.name))];
  return { code, imports, freeNames };
}
