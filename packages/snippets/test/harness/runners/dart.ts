import type { Runner } from '../runner.ts';
import { treeSitterRunner } from '../tree-sitter.ts';

export const dartGrammar = '@repomix/tree-sitter-wasms/out/tree-sitter-dart.wasm';

/** No Dart SDK in Debian: the snippet is parsed with the tree-sitter-dart grammar (WebAssembly build). */
export const dartRunner: Runner = treeSitterRunner(
  'tree-sitter-dart (WebAssembly, npm @repomix/tree-sitter-wasms)',
  dartGrammar,
);
