import type { HighlightedAhead } from '@docwright/mdx/highlight';

/** A code block to highlight: its text and its fence language (`bash`, `py`...). */
export interface CodeBlock {
  readonly code: string;
  readonly language: string;
}

export type AheadRequest =
  /** Loads these languages' grammars now, before the first blocks arrive; no reply. */
  | { readonly kind: 'preload'; readonly languages: readonly string[] }
  | { readonly kind: 'highlight'; readonly id: number; readonly blocks: readonly CodeBlock[] }
  /** Spec Markdown (descriptions) for `renderMarkdown`. */
  | { readonly kind: 'markdown'; readonly id: number; readonly texts: readonly string[] }
  /** The main thread renders the Markdown of request `id` itself: skip it, with no reply. */
  | { readonly kind: 'taken'; readonly id: number };

export type AheadReply =
  /** Each block highlighted, in the request's order; null for a language the worker cannot highlight. */
  | { readonly kind: 'highlight'; readonly id: number; readonly blocks: readonly (HighlightedAhead | null)[] }
  /** Each text's HTML, in the request's order. */
  | { readonly kind: 'markdown'; readonly id: number; readonly html: readonly string[] };
