import type { CodeThemes, HighlightedAhead } from '@docwright/mdx/highlight';

/** A code block to highlight: its text, its fence language (`bash`, `py`...), and whether the build generated it. */
export interface CodeBlock {
  readonly code: string;
  readonly language: string;
  readonly generated?: boolean;
}

export type AheadRequest =
  /** Loads these languages' grammars now, before the first blocks arrive; no reply. */
  | { readonly kind: 'preload'; readonly languages: readonly string[] }
  /** Colours the blocks of later requests with these themes (`styling.codeblocks`; none: GitHub's). */
  | { readonly kind: 'themes'; readonly themes: CodeThemes | undefined }
  | { readonly kind: 'highlight'; readonly id: number; readonly blocks: readonly CodeBlock[] };

/** Each block highlighted, in the request's order; null for a language the worker cannot highlight. */
export interface AheadReply {
  readonly id: number;
  readonly blocks: readonly (HighlightedAhead | null)[];
}
