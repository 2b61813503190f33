import type { HighlightedAhead } from '@docwright/mdx/highlight';

/** A code block to highlight: its text and its fence language (`bash`, `py`...). */
export interface CodeBlock {
  readonly code: string;
  readonly language: string;
}

export interface HighlightRequest {
  readonly id: number;
  readonly blocks: readonly CodeBlock[];
}

/** Each block highlighted, in the request's order; null for a language the worker cannot highlight. */
export interface HighlightReply {
  readonly id: number;
  readonly blocks: readonly (HighlightedAhead | null)[];
}
