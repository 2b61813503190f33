import type { Runner } from '../runner.ts';
import { treeSitterRunner, wasmFunctionBody } from '../tree-sitter.ts';

/**
 * tree-sitter-swift's scanner allocates its state with `calloc(0, sizeof(struct ScannerState))`: zero bytes,
 * so its raw-string `#` count starts as whatever the heap held, and a `#if` or `#"..."#` parses or not
 * depending on what was parsed before. The fix turns it into `calloc(1, ...)`: in the function's code,
 * `i32.const 0; i32.const 4; call calloc` becomes `i32.const 1; ...`.
 */
export function fixSwiftScannerState(wasm: Uint8Array): Uint8Array {
  const [start, end] = wasmFunctionBody(wasm, 'tree_sitter_swift_external_scanner_create');
  const body = wasm.subarray(start, end);
  // No locals, then i32.const 0 (0x41 0x00), i32.const 4 (0x41 0x04), call (0x10).
  const expected = [0x00, 0x41, 0x00, 0x41, 0x04, 0x10];
  if (!expected.every((byte, index) => body[index] === byte)) {
    throw new Error('tree-sitter-swift: the scanner state allocation is not the one this fix knows');
  }
  const fixed = wasm.slice();
  fixed[start + 2] = 0x01;
  return fixed;
}

export const swiftGrammar = '@repomix/tree-sitter-wasms/out/tree-sitter-swift.wasm';

/** No Swift toolchain in Debian: the snippet is parsed with the tree-sitter-swift grammar (WebAssembly build). */
export const swiftRunner: Runner = treeSitterRunner(
  'tree-sitter-swift 0.7.1 (WebAssembly, npm @repomix/tree-sitter-wasms)',
  swiftGrammar,
  fixSwiftScannerState,
);
