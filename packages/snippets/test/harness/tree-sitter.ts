import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { type Language, type Node, Parser, Language as TreeSitterLanguage } from 'web-tree-sitter';
import type { Runner } from './runner.ts';

/**
 * Syntax checking with tree-sitter grammars compiled to WebAssembly (web-tree-sitter): no native build,
 * no toolchain. For targets whose compiler is not packaged in Debian, the harness parses the snippet
 * and fails on every ERROR or MISSING node the grammar produces.
 */

const require = createRequire(import.meta.url);

/** The absolute path of a file shipped in an npm package (e.g. `@repomix/tree-sitter-wasms/out/tree-sitter-swift.wasm`). */
export function packageFile(specifier: string): string {
  return require.resolve(specifier);
}

/** Rewrites a grammar's WebAssembly before it is loaded (to fix a bug in it); returns the bytes to load. */
export type GrammarFix = (wasm: Uint8Array) => Uint8Array;

let ready: Promise<void> | undefined;
const languages = new Map<string, Promise<Language>>();

function loadLanguage(grammarWasmPath: string, fix?: GrammarFix): Promise<Language> {
  ready ??= Parser.init();
  let language = languages.get(grammarWasmPath);
  if (!language) {
    language = ready.then(async () => {
      const wasm = new Uint8Array(await readFile(grammarWasmPath));
      return TreeSitterLanguage.load(fix ? fix(wasm) : wasm);
    });
    languages.set(grammarWasmPath, language);
  }
  return language;
}

/** Loads the grammar and throws if it cannot: the runner's `check`. */
export async function checkGrammar(grammarWasmPath: string, fix?: GrammarFix): Promise<void> {
  try {
    await loadLanguage(grammarWasmPath, fix);
  } catch (error) {
    languages.delete(grammarWasmPath);
    throw new Error(
      `cannot load the tree-sitter grammar ${grammarWasmPath} (run pnpm install): ${(error as Error).message}`,
    );
  }
}

/** At most this many syntax problems are listed for one snippet. */
const maxProblems = 5;

/** Parses `code` with the grammar; returns one line per ERROR or MISSING node (`line:column`, and the text around it). */
export async function parseWithTreeSitter(
  grammarWasmPath: string,
  code: string,
  fix?: GrammarFix,
): Promise<string[]> {
  const language = await loadLanguage(grammarWasmPath, fix);
  const parser = new Parser();
  try {
    parser.setLanguage(language);
    const tree = parser.parse(code);
    if (!tree) return ['tree-sitter returned no tree'];
    try {
      if (!tree.rootNode.hasError) return [];
      const problems: string[] = [];
      collectProblems(tree.rootNode, code, problems);
      if (problems.length === 0) problems.push('tree-sitter reports an error but no ERROR or MISSING node');
      return problems.length > maxProblems
        ? [...problems.slice(0, maxProblems), `... and ${problems.length - maxProblems} more`]
        : problems;
    } finally {
      tree.delete();
    }
  } finally {
    parser.delete();
  }
}

/** Parses `code` and hands the syntax tree's root to `inspect` (for tests that look at the nodes). */
export async function inspectWithTreeSitter<T>(
  grammarWasmPath: string,
  code: string,
  inspect: (root: Node) => T,
  fix?: GrammarFix,
): Promise<T> {
  const language = await loadLanguage(grammarWasmPath, fix);
  const parser = new Parser();
  try {
    parser.setLanguage(language);
    const tree = parser.parse(code);
    if (!tree) throw new Error('tree-sitter returned no tree');
    try {
      return inspect(tree.rootNode);
    } finally {
      tree.delete();
    }
  } finally {
    parser.delete();
  }
}

function collectProblems(node: Node, code: string, problems: string[]): void {
  if (node.isMissing) {
    problems.push(`${where(node)}: missing ${JSON.stringify(node.type)} ${around(code, node.startIndex)}`);
    return;
  }
  if (node.isError) {
    problems.push(`${where(node)}: syntax error ${around(code, node.startIndex, node.endIndex)}`);
    return;
  }
  if (!node.hasError) return;
  for (const child of node.children) if (child) collectProblems(child, code, problems);
}

function where(node: Node): string {
  return `${node.startPosition.row + 1}:${node.startPosition.column + 1}`;
}

/** The text around an offset, `«here»` marking the node, on one line. */
function around(code: string, start: number, end = start): string {
  const context = 30;
  const shown = code.slice(start, Math.min(end, start + 60));
  const text = `${code.slice(Math.max(0, start - context), start)}«${shown}»${code.slice(end, end + context)}`;
  return `near ${JSON.stringify(text)}`;
}

/**
 * A `parse` runner: every snippet goes through the grammar `grammarSpecifier` names, a `.wasm` file inside an
 * npm package (resolved when the runner is checked, so a missing package fails only its own target).
 */
export function treeSitterRunner(toolchain: string, grammarSpecifier: string, fix?: GrammarFix): Runner {
  let grammar: string | undefined;
  return {
    mode: 'parse',
    toolchain,
    check: async () => {
      try {
        grammar = packageFile(grammarSpecifier);
      } catch {
        throw new Error(
          `${grammarSpecifier} is missing (npm devDependency of @docwright/snippets: run pnpm install)`,
        );
      }
      await checkGrammar(grammar, fix);
    },
    run: (snippet) => parseWithTreeSitter(grammar ?? packageFile(grammarSpecifier), snippet.code, fix),
  };
}

/** Reads one unsigned LEB128 number at `at`; returns it and the offset after it. */
function readLeb(bytes: Uint8Array, at: number): [number, number] {
  let value = 0;
  let shift = 0;
  let offset = at;
  for (;;) {
    const byte = bytes[offset++] ?? 0;
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if ((byte & 0x80) === 0) return [value, offset];
  }
}

/**
 * The offsets `[start, end)` of a function's body in a WebAssembly module, found by its name in the `name`
 * section (tree-sitter grammars keep it); throws when the module has no function of that name.
 */
export function wasmFunctionBody(bytes: Uint8Array, name: string): [number, number] {
  let index: number | undefined;
  let importedFunctions = 0;
  let code: number | undefined;
  let offset = 8;
  while (offset < bytes.length) {
    const id = bytes[offset] ?? 0;
    const [size, start] = readLeb(bytes, offset + 1);
    const end = start + size;
    if (id === 2) importedFunctions = countFunctionImports(bytes, start);
    if (id === 10) code = start;
    if (id === 0) {
      const [length, at] = readLeb(bytes, start);
      if (new TextDecoder().decode(bytes.subarray(at, at + length)) === 'name') {
        let sub = at + length;
        while (sub < end) {
          const kind = bytes[sub] ?? 0;
          const [subSize, subStart] = readLeb(bytes, sub + 1);
          if (kind === 1) {
            let [count, entry] = readLeb(bytes, subStart);
            for (; count > 0; count--) {
              const [functionIndex, afterIndex] = readLeb(bytes, entry);
              const [nameLength, nameStart] = readLeb(bytes, afterIndex);
              if (new TextDecoder().decode(bytes.subarray(nameStart, nameStart + nameLength)) === name)
                index = functionIndex;
              entry = nameStart + nameLength;
            }
          }
          sub = subStart + subSize;
        }
      }
    }
    offset = end;
  }
  if (index === undefined || code === undefined || index < importedFunctions)
    throw new Error(`no function ${name} in the WebAssembly module`);
  let [count, body] = readLeb(bytes, code);
  for (let defined = 0; defined < count; defined++) {
    const [size, start] = readLeb(bytes, body);
    if (defined === index - importedFunctions) return [start, start + size];
    body = start + size;
  }
  throw new Error(`no body for function ${name} in the WebAssembly module`);
}

/** The number of imported functions, from the import section starting at `start`. */
function countFunctionImports(bytes: Uint8Array, start: number): number {
  let [count, offset] = readLeb(bytes, start);
  let functions = 0;
  for (; count > 0; count--) {
    for (const _ of [0, 1]) {
      const [length, at] = readLeb(bytes, offset);
      offset = at + length;
    }
    const kind = bytes[offset++];
    if (kind === 0) {
      functions++;
      offset = readLeb(bytes, offset)[1];
    } else if (kind === 1 || kind === 2) {
      if (kind === 1) offset++;
      const flags = bytes[offset++] ?? 0;
      offset = readLeb(bytes, offset)[1];
      if (flags & 1) offset = readLeb(bytes, offset)[1];
    } else if (kind === 3) offset += 2;
    else if (kind === 4) offset = readLeb(bytes, offset + 1)[1];
  }
  return functions;
}
