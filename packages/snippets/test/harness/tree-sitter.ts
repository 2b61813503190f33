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

let ready: Promise<void> | undefined;
const grammars = new Map<string, Promise<Uint8Array>>();

/**
 * A new instance of the grammar, for one parse. tree-sitter-swift's external scanner keeps state from one
 * parse to the next (the same valid file fails the second time it is parsed, even with a new Parser), so no
 * instance is reused. Loading one from bytes already read takes a few milliseconds; loaded by path,
 * web-tree-sitter would hand back the instance it loaded before.
 */
async function loadLanguage(grammarWasmPath: string): Promise<Language> {
  ready ??= Parser.init();
  await ready;
  let bytes = grammars.get(grammarWasmPath);
  if (!bytes) {
    bytes = readFile(grammarWasmPath).then((buffer) => new Uint8Array(buffer));
    grammars.set(grammarWasmPath, bytes);
  }
  // A copy each time: given the same array again, the loader hands back the instance it made from it.
  return TreeSitterLanguage.load((await bytes).slice());
}

/** Loads the grammar and throws if it cannot: the runner's `check`. */
export async function checkGrammar(grammarWasmPath: string): Promise<void> {
  try {
    await loadLanguage(grammarWasmPath);
  } catch (error) {
    grammars.delete(grammarWasmPath);
    throw new Error(
      `cannot load the tree-sitter grammar ${grammarWasmPath} (run pnpm install): ${(error as Error).message}`,
    );
  }
}

/** At most this many syntax problems are listed for one snippet. */
const maxProblems = 5;

/** Parses `code` with the grammar; returns one line per ERROR or MISSING node (`line:column`, and the text around it). */
export async function parseWithTreeSitter(grammarWasmPath: string, code: string): Promise<string[]> {
  const language = await loadLanguage(grammarWasmPath);
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
export function treeSitterRunner(toolchain: string, grammarSpecifier: string): Runner {
  let grammar: string | undefined;
  return {
    mode: 'parse',
    toolchain,
    check: async () => {
      try {
        grammar = packageFile(grammarSpecifier);
      } catch {
        throw new Error(`${grammarSpecifier} is missing (npm devDependency of @docwright/snippets: run pnpm install)`);
      }
      await checkGrammar(grammar);
    },
    run: (snippet) => parseWithTreeSitter(grammar ?? packageFile(grammarSpecifier), snippet.code),
  };
}
