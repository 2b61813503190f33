import type { Code, RootContent } from 'mdast';
import { staticCode } from './code-block-element.ts';

/** A code block a component rendered while the page ran (`<CodeBlock>` inside a `.jsx` snippet). */
export interface RenderedCode {
  readonly code: string;
  readonly language?: string;
  readonly filename?: string;
}

let collecting: RenderedCode[] | undefined;

/** Called by the `<CodeBlock>` component as it renders, so the Markdown twin can show the block. */
export function recordRenderedCode(block: RenderedCode): void {
  collecting?.push(block);
}

/** Runs `render` (synchronous, as rendering is) and returns what it returned with the code blocks it rendered. */
export function collectRenderedCode<T>(render: () => T): { result: T; blocks: RenderedCode[] } {
  const enclosing = collecting;
  const blocks: RenderedCode[] = [];
  collecting = blocks;
  try {
    return { result: render(), blocks };
  } finally {
    collecting = enclosing;
  }
}

/**
 * In the twin, a component of the page's own (`<MyCodeBlock filename="a.js">{`…`}</MyCodeBlock>`)
 * that passed its code to a `<CodeBlock>`: the fence that block shows, found by its code.
 */
export function renderedFence(
  children: readonly RootContent[],
  rendered: readonly RenderedCode[],
): Code | undefined {
  if (rendered.length === 0) return undefined;
  const code = staticCode(children, undefined)?.trim();
  const block = code ? rendered.find((candidate) => candidate.code.trim() === code) : undefined;
  return (
    block && { type: 'code', lang: block.language ?? null, meta: block.filename ?? null, value: block.code }
  );
}
