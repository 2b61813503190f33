import type { Runner } from '../runner.ts';
import { treeSitterRunner } from '../tree-sitter.ts';

/** No Swift toolchain in Debian: the snippet is parsed with the tree-sitter-swift grammar (WebAssembly build). */
export const swiftRunner: Runner = treeSitterRunner(
  'tree-sitter-swift 0.7.1 (WebAssembly, npm @repomix/tree-sitter-wasms)',
  '@repomix/tree-sitter-wasms/out/tree-sitter-swift.wasm',
);
