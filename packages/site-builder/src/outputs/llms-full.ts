import type { RouteEntry } from '../plan/routes.ts';
import { absoluteLinks } from './absolute-links.ts';
import { pageUrl } from './output-layout.ts';

export interface LlmsFullInput {
  readonly baseUrl: string;
  /** The pages, in the order llms.txt lists them. */
  readonly routes: readonly RouteEntry[];
  /** A route's body as Markdown (the twin's body), as the rendered snapshot holds it. */
  readonly markdownOf: (route: string) => string | undefined;
}

/**
 * `llms-full.txt` (README, For AI systems): every listed page's twin, each as `# <Title>`, `Source: <page URL>`,
 * its description and its body. The bodies are the strings the snapshot already holds; the only
 * new text is the one joined file.
 */
export function createLlmsFullTxt(input: LlmsFullInput): string {
  const parts: string[] = [];
  for (const entry of input.routes) {
    const body = input.markdownOf(entry.route);
    if (body === undefined) continue;
    const description = entry.description?.replace(/\s+/g, ' ').trim();
    parts.push(
      `# ${entry.title.replace(/\s+/g, ' ').trim()}\nSource: ${pageUrl(input.baseUrl, entry.route)}\n\n`,
      description ? `> ${description}\n\n` : '',
      absoluteLinks(body, input.baseUrl),
      '\n\n',
    );
  }
  return parts.join('').replace(/\n+$/, '\n');
}
