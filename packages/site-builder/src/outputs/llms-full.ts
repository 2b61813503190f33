import type { RouteEntry } from '../plan/routes.ts';
import { markdownLine } from '../render/markdown-line.ts';
import { absoluteLinks } from './absolute-links.ts';
import { pageUrl } from './output-layout.ts';

interface LlmsFullInput {
  readonly baseUrl: string;
  /** The pages, in the order llms.txt lists them. */
  readonly routes: readonly RouteEntry[];
  /** A route's body as Markdown (the twin's body), as the rendered snapshot holds it. */
  readonly markdownOf: (route: string) => string | undefined;
}

/**
 * `llms-full.txt` (docs/output.md, For AI systems): every listed page's twin, each as `# <Title>`, `Source: <page URL>`,
 * its description and its body. Made one page at a time as it is written: a large API's file is
 * tens of megabytes, and its pages' bodies are read back from the build's spool one by one.
 */
export function* llmsFullTxtPieces(input: LlmsFullInput): Generator<string> {
  // The file ends in one newline: the last part's are trimmed, so each part waits for the next.
  let previous: string | undefined;
  for (const entry of input.routes) {
    const body = input.markdownOf(entry.route);
    if (body === undefined) continue;
    if (previous !== undefined) yield previous;
    previous = llmsFullPart(entry, body, input.baseUrl);
  }
  if (previous !== undefined) yield trimEnd(previous);
}

/** One page of `llms-full.txt`: its title, source URL, description and body. */
export function llmsFullPart(
  entry: Pick<RouteEntry, 'route' | 'title' | 'description'>,
  body: string,
  baseUrl: string,
): string {
  const description = entry.description && markdownLine(entry.description);
  return `# ${markdownLine(entry.title)}\nSource: ${pageUrl(baseUrl, entry.route)}\n\n${description ? `> ${description}\n\n` : ''}${absoluteLinks(body, baseUrl)}\n\n`;
}

/** `llms-full.txt` from its pages' parts, in order. */
export const joinLlmsFullParts = (parts: readonly string[]): string => trimEnd(parts.join(''));

const trimEnd = (text: string) => text.replace(/\n+$/, '\n');
