import { type ReadOptions, type SiteReader, type SiteResponse, withTrailingSlash } from './site-reader.ts';

export interface HttpReaderOptions {
  /** Per request, headers and body together; 20 s unless set. */
  readonly timeoutMs?: number;
}

/** Reads a live site over HTTP(S); redirects are followed, as crawlers do. */
export function createHttpReader(baseUrl: string, options: HttpReaderOptions = {}): SiteReader {
  const base = withTrailingSlash(baseUrl);
  return {
    kind: 'http',
    baseUrl: base,
    async read(path: string, read: ReadOptions = {}): Promise<SiteResponse> {
      const url = new URL(path.replace(/^\/+/, ''), base);
      try {
        const response = await fetch(url, {
          headers: {
            'user-agent': 'docwright-check',
            accept: read.accept ?? '*/*',
          },
          redirect: 'follow',
          signal: AbortSignal.timeout(options.timeoutMs ?? 20_000),
        });
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => {
          headers[name.toLowerCase()] = value;
        });
        return { status: response.status, headers, text: await response.text() };
      } catch (error) {
        const cause = (error as Error & { cause?: Error }).cause;
        return { status: 0, headers: {}, text: '', error: cause?.message ?? (error as Error).message };
      }
    },
  };
}
