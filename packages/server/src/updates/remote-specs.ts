// The remote specs (`openapi: https://...`, `asyncapi: https://...`) a site's docs.json names,
// fetched by the server for an update's build (which has no network) and re-fetched with
// conditional requests by the spec watcher. Any public http(s) address is allowed, as in
// `docs build`; the server's own network (loopback, private, link-local addresses) is not, since
// the fetched bytes are published, unless DOCWRIGHT_ALLOW_LOCAL_REPOS=1.
import { createHash } from 'node:crypto';
import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isUrl, remoteSpecCacheFile } from '@docwright/api-model/remote';
import { pinnedTransport, refusedAddressKind } from '@docwright/proxy';
import type { RemoteSpecState } from '../store/remote-specs.ts';

/** A spec larger than this is refused (the build reads it whole). */
const maxSpecBytes = 50 * 1024 * 1024;
const fetchTimeoutMs = 30_000;
const maxRedirects = 5;

/** The http(s) spec addresses under `openapi` and `asyncapi` keys anywhere in `<siteDir>/docs.json`. */
export async function remoteSpecUrls(siteDir: string): Promise<string[]> {
  let config: unknown;
  try {
    config = JSON.parse(await readFile(join(siteDir, 'docs.json'), 'utf8'));
  } catch {
    // The build reports a missing or broken docs.json, located; there is nothing to fetch.
    return [];
  }
  const urls = new Set<string>();
  const addSources = (value: unknown) => {
    for (const item of Array.isArray(value) ? value : [value]) {
      const source =
        typeof item === 'object' && item !== null ? (item as Record<string, unknown>).source : item;
      if (typeof source === 'string' && isUrl(source)) urls.add(source);
    }
  };
  const walk = (value: unknown) => {
    if (Array.isArray(value)) for (const item of value) walk(item);
    else if (typeof value === 'object' && value !== null)
      for (const [key, child] of Object.entries(value)) {
        if (key === 'openapi' || key === 'asyncapi') addSources(child);
        walk(child);
      }
  };
  walk(config);
  return [...urls].sort();
}

export type SpecFetch =
  | { readonly kind: 'unchanged' }
  | { readonly kind: 'fetched'; readonly bytes: Buffer; readonly state: RemoteSpecState };

export class SpecFetchError extends Error {
  override name = 'SpecFetchError';
}

/**
 * GETs the spec at `url`; with `previous`, conditionally (If-None-Match, If-Modified-Since), and
 * a 304 is `unchanged`. Throws a SpecFetchError naming the address and the cause.
 */
export async function fetchSpec(
  url: string,
  options: {
    readonly previous?: Pick<RemoteSpecState, 'etag' | 'lastModified'>;
    readonly signal?: AbortSignal;
    /** Whether loopback and private addresses may be fetched (DOCWRIGHT_ALLOW_LOCAL_REPOS). */
    readonly allowLocal: boolean;
    /** Resolves a host name (DNS by default). */
    readonly resolve?: (host: string) => Promise<readonly LookupAddress[]>;
  },
): Promise<SpecFetch> {
  const { previous, signal } = options;
  const headers: Record<string, string> = { accept: 'application/json, application/yaml, text/yaml, */*' };
  if (previous?.etag) headers['if-none-match'] = previous.etag;
  if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified;
  let response: Response | undefined;
  let at = url;
  try {
    const timeout = AbortSignal.timeout(fetchTimeoutMs);
    // Redirects are followed by hand, so each hop's address is checked.
    for (let hop = 0; hop <= maxRedirects; hop++) {
      const addresses = await checkedAddresses(at, url, options);
      // Connected to the addresses just checked: a second DNS answer cannot rebind the host.
      ({ response } = await pinnedTransport(
        new URL(at),
        {
          method: 'GET',
          headers: new Headers(headers),
          body: undefined,
          signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        },
        addresses,
      ));
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || response.status === 304 || location === null)
        break;
      await response.body?.cancel();
      at = new URL(location, at).href;
      if (!isUrl(at)) throw new SpecFetchError(`the spec ${url} redirects to ${at}, which is not http(s)`);
      response = undefined;
    }
  } catch (error) {
    if (error instanceof SpecFetchError) throw error;
    const code = (error as { cause?: { code?: unknown } }).cause?.code;
    throw new SpecFetchError(
      `fetching the spec ${url} failed (${typeof code === 'string' ? code : (error as Error).message})`,
    );
  }
  if (response === undefined)
    throw new SpecFetchError(`the spec ${url} redirects more than ${maxRedirects} times`);
  if (response.status === 304 && previous) {
    await response.body?.cancel();
    return { kind: 'unchanged' };
  }
  if (!response.ok) {
    await response.body?.cancel();
    throw new SpecFetchError(`fetching the spec ${url} failed: HTTP ${response.status}`);
  }
  const bytes = await readCapped(response, url);
  return {
    kind: 'fetched',
    bytes,
    state: {
      url,
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
      sha256: createHash('sha256').update(bytes).digest('hex'),
    },
  };
}

/**
 * The addresses `at`'s host resolves to, after checking that none is of the server's own network
 * (unless `allowLocal`).
 */
async function checkedAddresses(
  at: string,
  url: string,
  options: {
    readonly allowLocal: boolean;
    readonly resolve?: (host: string) => Promise<readonly LookupAddress[]>;
  },
): Promise<readonly LookupAddress[]> {
  const host = new URL(at).hostname.replace(/^\[|\]$/g, '');
  const resolve = options.resolve ?? ((name: string) => lookup(name, { all: true, verbatim: true }));
  const addresses = await resolve(host).catch(() => {
    throw new SpecFetchError(`fetching the spec ${url} failed: ${host} does not resolve`);
  });
  if (addresses.length === 0)
    throw new SpecFetchError(`fetching the spec ${url} failed: ${host} does not resolve`);
  if (options.allowLocal) return addresses;
  for (const { address } of addresses) {
    const kind = refusedAddressKind(address);
    if (kind !== undefined)
      throw new SpecFetchError(
        `the spec ${url} is on a ${kind} address (${address}), which updates do not fetch from (DOCWRIGHT_ALLOW_LOCAL_REPOS=1 allows it)`,
      );
  }
  return addresses;
}

async function readCapped(response: Response, url: string): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body?.getReader();
  if (reader === undefined) return Buffer.alloc(0);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxSpecBytes) {
      await reader.cancel();
      throw new SpecFetchError(`the spec ${url} is larger than ${maxSpecBytes / 1024 / 1024} MB`);
    }
    chunks.push(value);
  }
}

/**
 * Fetches every remote spec of the site at `siteDir` into the build's spec cache, where the
 * sandboxed build (no network) reads it. Returns what was fetched, for the inputs fingerprint.
 */
export async function prefetchRemoteSpecs(
  siteDir: string,
  options: { readonly signal?: AbortSignal; readonly allowLocal: boolean },
): Promise<RemoteSpecState[]> {
  const states: RemoteSpecState[] = [];
  for (const url of await remoteSpecUrls(siteDir)) {
    // One that cannot be fetched is the build's to report (a located warning, or the copy the
    // repository keeps in its cache), as in `docs build` without network.
    const fetched = await fetchSpec(url, options).catch((error: unknown) => {
      if (error instanceof SpecFetchError) return undefined;
      throw error;
    });
    if (fetched?.kind !== 'fetched') continue;
    const file = remoteSpecCacheFile(siteDir, url);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, fetched.bytes);
    states.push(fetched.state);
  }
  return states;
}

/** What an update built from: the commit and the digest of each remote spec's bytes. */
export function inputsFingerprint(commit: string, specs: readonly RemoteSpecState[]): string {
  return [commit, ...specs.map((spec) => `${spec.url} ${spec.sha256}`)].join('\n');
}
