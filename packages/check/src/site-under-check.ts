import { type LlmsDocument, type LlmsLink, linkPath, parseLlmsDocument } from './llms-txt.ts';
import { isHtml, isOk, type SiteReader, type SiteResponse, sitePathOf } from './site-reader.ts';

/** A text file the site serves, found at one of its usual paths. */
export interface FoundFile {
  readonly path: string;
  readonly response: SiteResponse;
  readonly document: LlmsDocument;
}

type LinkState = 'ok' | 'broken' | 'external';

export interface CheckedLink {
  readonly link: LlmsLink;
  readonly state: LinkState;
  /** Why a broken link is broken (`404`, `served a web page`). */
  readonly why?: string;
}

/** Files whose links must answer with the file itself, not with a host's catch-all page. */
const fileExtension = /\.(md|txt|json|ya?ml|xml)$/i;

/**
 * The site as the checks see it: reads go through the reader once each (several checks look at
 * llms.txt), and what several checks derive from the same files is worked out once.
 */
export class SiteUnderCheck {
  readonly reader: SiteReader;
  readonly #reads = new Map<string, Promise<SiteResponse>>();
  #llmsTxt: Promise<FoundFile | undefined> | undefined;
  #llmsFull: Promise<FoundFile | undefined> | undefined;
  #llmsLinks: Promise<CheckedLink[]> | undefined;

  constructor(reader: SiteReader) {
    this.reader = reader;
  }

  read(path: string, accept?: string): Promise<SiteResponse> {
    const key = `${accept ?? ''}\u0000${path}`;
    let response = this.#reads.get(key);
    if (!response) {
      response = this.reader.read(path, accept === undefined ? {} : { accept });
      this.#reads.set(key, response);
    }
    return response;
  }

  /** llms.txt at the root, else at `/.well-known/`. */
  llmsTxt(): Promise<FoundFile | undefined> {
    this.#llmsTxt ??= this.findText(['/llms.txt', '/.well-known/llms.txt']);
    return this.#llmsTxt;
  }

  llmsFullTxt(): Promise<FoundFile | undefined> {
    this.#llmsFull ??= this.findText(['/llms-full.txt', '/.well-known/llms-full.txt']);
    return this.#llmsFull;
  }

  /** Every link of llms.txt, read when it is on this site. */
  llmsTxtLinks(): Promise<CheckedLink[]> {
    this.#llmsLinks ??= this.checkLinks();
    return this.#llmsLinks;
  }

  /** The site path a link on the site points at, or undefined for another site's. */
  pathOf(href: string): string | undefined {
    return sitePathOf(this.reader.baseUrl, href);
  }

  private async findText(paths: readonly string[]): Promise<FoundFile | undefined> {
    for (const path of paths) {
      const response = await this.read(path);
      if (isOk(response) && !isHtml(response))
        return { path, response, document: parseLlmsDocument(response.text) };
    }
    return undefined;
  }

  private async checkLinks(): Promise<CheckedLink[]> {
    const links = (await this.llmsTxt())?.document.links ?? [];
    return mapLimit(links, 8, async (link): Promise<CheckedLink> => {
      const path = this.pathOf(link.href);
      if (path === undefined) return { link, state: 'external' };
      const response = await this.read(path);
      if (!isOk(response))
        return {
          link,
          state: 'broken',
          why: response.status === 0 ? (response.error ?? 'failed') : `${response.status}`,
        };
      if (fileExtension.test(linkPath(path)) && isHtml(response))
        return { link, state: 'broken', why: 'answered with a web page, not the file' };
      return { link, state: 'ok' };
    });
  }
}

/** Runs `task` over `items`, `limit` at a time, keeping the order. */
async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index] as T);
      }
    }),
  );
  return results;
}
