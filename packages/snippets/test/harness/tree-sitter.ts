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
const languages = new Map<string, Promise<Language>>();

function loadLanguage(grammarWasmPath: string): Promise<Language> {
  ready ??= Parser.init();
  let language = languages.get(grammarWasmPath);
  if (!language) {
    language = ready.then(() => TreeSitterLanguage.load(grammarWasmPath));
    languages.set(grammarWasmPath, language);
  }
  return language;
}

/** Loads the grammar (once) and throws if it cannot: the runner's `check`. */
export async function checkGrammar(grammarWasmPath: string): Promise<void> {
  try {
    await loadLanguage(grammarWasmPath);
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
