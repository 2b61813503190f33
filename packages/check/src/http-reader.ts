import { type ReadOptions, type SiteReader, type SiteResponse, withTrailingSlash } from './site-reader.ts';

interface HttpReaderOptions {
  /** Per request, headers and body together; 20 s unless set. */
  readonly timeoutMs?: number;
  /** Bodies are cut after this many bytes (16 MiB unless set): more than any check needs to judge. */
  readonly maxBytes?: number;
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
        const text = await readText(response, options.maxBytes ?? 16 * 1024 * 1024);
        return { status: response.status, headers, text };
      } catch (error) {
        const cause = (error as Error & { cause?: Error }).cause;
        return { status: 0, headers: {}, text: '', error: cause?.message ?? (error as Error).message };
      }
    },
  };
}

async function readText(response: Response, maxBytes: number): Promise<string> {
  if (!response.body) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  while (size < maxBytes) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  if (size >= maxBytes) await reader.cancel();
  return Buffer.concat(chunks).subarray(0, maxBytes).toString('utf8');
}
