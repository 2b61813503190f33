import { resolvePointer } from '@docwright/spec';
import type { RenderContext } from '../render-page.ts';

/** Example values: large, and their `description` keys are data, not prose the page renders. */
const skippedKeys = new Set(['example', 'examples', 'codeSamples']);

/**
 * The spec Markdown (`description`s) a route's operation or channel reaches, following `$ref`s,
 * each schema once over the collector's life: the texts the first route to reach them renders.
 * It may find more than the page shows (nesting past what the reference expands); never fewer
 * matters, as the main thread renders whatever it was not sent.
 */
export class SpecMarkdownCollector {
  readonly #visited = new WeakSet<object>();

  textsOf({ spec, operation, channel }: RenderContext): string[] {
    const root = operation ?? channel;
    if (!spec || !root) return [];
    const texts: string[] = [];
    const visit = (node: unknown): void => {
      if (typeof node !== 'object' || node === null || this.#visited.has(node)) return;
      this.#visited.add(node);
      if (Array.isArray(node)) {
        for (const item of node) visit(item);
        return;
      }
      for (const [key, value] of Object.entries(node)) {
        if (key === 'description' && typeof value === 'string') texts.push(value);
        else if (key === '$ref' && typeof value === 'string') visit(resolvePointer(spec.document, value));
        else if (!skippedKeys.has(key)) visit(value);
      }
    };
    visit(root);
    return texts;
  }
}
