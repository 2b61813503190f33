import type { Runner } from '../runner.ts';
import { treeSitterRunner } from '../tree-sitter.ts';

export const powershellGrammar = 'tree-sitter-powershell/tree-sitter-powershell.wasm';

/** No PowerShell in Debian: the snippet is parsed with the tree-sitter-powershell grammar (its own WebAssembly build). */
export const powershellRunner: Runner = treeSitterRunner(
  'tree-sitter-powershell 0.26.4 (WebAssembly, npm tree-sitter-powershell)',
  powershellGrammar,
);
