import type { Operation } from './model.ts';

const slugs = new Map<string, string>();

/** Lowercase ASCII words joined by hyphens: `Create a Pet!` -> `create-a-pet`. */
export function slugify(text: string): string {
  // Field anchors slugify every segment of every field's path: the same few names, thousands of times.
  let slug = slugs.get(text);
  if (slug === undefined) {
    slug = text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '');
    if (slugs.size >= 50_000) slugs.clear();
    slugs.set(text, slug);
  }
  return slug;
}

/** `PostAccountBankAccounts` or `post_account_bank_accounts` -> `Post account bank accounts`. */
export function humanizeIdentifier(identifier: string): string {
  const words = identifier
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .split(/[\s_\-.]+/)
    .filter(Boolean);
  const text = words
    .map((w, i) => (i === 0 ? w : /^[A-Z0-9]+$/.test(w) && w.length > 1 ? w : w.toLowerCase()))
    .join(' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The title an operation gives its page, if it names one: `x-docwright`/`x-mint` metadata, else
 * its summary as text (`**Create** a [pet](/pets)` -> `Create a pet`). Webhooks, as in Mintlify,
 * take theirs from their route instead (`endpointTitle`).
 */
export function operationTitle(operation: Operation): string | undefined {
  if (operation.page.title !== undefined) return operation.page.title;
  if (operation.webhook || !operation.summary) return undefined;
  return inlineMarkdownText(operation.summary) || undefined;
}

/**
 * Our title for an operation without one of its own (Mintlify's is the route's last segment,
 * `Post v1payment intents`): its method and path as the reader sends them,
 * `POST /v1/payment_intents`, which no two operations share.
 */
export function requestLineTitle(operation: Pick<Operation, 'method' | 'path'>): string {
  return `${operation.method.toUpperCase()} ${operation.path}`;
}

/** Inline Markdown as the text a reader sees: emphasis, code marks, links and tags dropped. */
export function inlineMarkdownText(markdown: string): string {
  return markdown
    .replace(/<[^>]+>/g, '')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .replace(/(\*\*|__)(?=\S)(.+?)(?<=\S)\1/g, '$2')
    .replace(/(^|[^\w*])([*_])(?=\S)([^*_]+?)(?<=\S)\2(?![\w*])/g, '$1$3')
    .replace(/`+([^`]+)`+/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Mintlify's title for a generated page without one of its own (`slugToTitle`): the route's last
 * segment with `-` and `_` as spaces, first letter capitalized: `post-3d_secure` -> `Post 3d secure`.
 */
export function routeTitle(route: string): string {
  const last = route.split('?')[0]?.split('/').pop() ?? '';
  const words = last.replace(/[-_]/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * Mintlify's file name for a summary, tag or path (`prepareStringToBeValidFilename`), step for
 * step so migrated sites keep their URLs: spaces to `-`; `{param}` to `-`; one leading and one
 * trailing `-` dropped; `{}(),.'`, `/` and newlines removed; each `--` made `-` once; lowercased.
 * Undefined for a missing or empty text, as there.
 */
export function routeSlug(text: string | undefined): string | undefined {
  if (!text) return undefined;
  return text
    .replaceAll(' ', '-')
    .replace(/\{.*?\}/g, '-')
    .replace(/^-/, '')
    .replace(/-$/, '')
    .replace(/[{}(),.'\n/]/g, '')
    .replaceAll('--', '-')
    .toLowerCase();
}

/** Longest path segment (UTF-8 bytes) a generated route may have: file names stop at 255 bytes, and `.html`, `.md`, `-1` come after. */
export const maxSegmentBytes = 150;

const utf8 = new TextEncoder();
const byteLength = (text: string) => utf8.encode(text).length;

/**
 * A route segment any file system and URL can hold (our rule, not Mintlify's): `?` and `#` (which
 * would end a URL's path) dropped; a segment over `maxSegmentBytes` cut at a character boundary
 * and ended with a hash of the whole segment, so it stays stable across builds and unique.
 */
export function fileSafeSegment(segment: string): string {
  const clean = segment.replace(/[?#]/g, '');
  if (byteLength(clean) <= maxSegmentBytes) return clean;
  const suffix = `-${shortHash(clean)}`;
  let cut = '';
  for (const char of clean) {
    if (byteLength(cut + char) > maxSegmentBytes - suffix.length) break;
    cut += char;
  }
  return `${cut.replace(/-+$/, '')}${suffix}`;
}

/** Every segment of a route made file-safe; empty segments dropped. */
export function fileSafeRoute(route: string): string {
  return route.split('/').map(fileSafeSegment).filter(Boolean).join('/');
}

/** FNV-1a, 32 bits, as 8 hex digits: stable across runs and machines. */
function shortHash(text: string): string {
  let hash = 0x811c9dc5;
  for (const byte of utf8.encode(text)) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * The last segment of a generated endpoint page's route, as Mintlify names it: the summary's
 * file name, else `<method>-<path>` (a webhook: its name).
 */
export function operationSlug(operation: Operation): string {
  const fromSummary = routeSlug(operation.summary);
  if (fromSummary !== undefined) return fromSummary;
  const fromPath = routeSlug(operation.path) ?? '';
  return operation.webhook ? fromPath : `${operation.method}-${fromPath}`;
}

/** Hands out page-unique anchors: the second `id` becomes `id-2`, and so on. */
export class AnchorRegistry {
  readonly #used = new Map<string, number>();

  claim(base: string): string {
    const slug = base || 'field';
    const count = this.#used.get(slug) ?? 0;
    this.#used.set(slug, count + 1);
    if (count === 0) return slug;
    let candidate = `${slug}-${count + 1}`;
    while (this.#used.has(candidate)) candidate = `${candidate}-1`;
    this.#used.set(candidate, 1);
    return candidate;
  }
}

/** docs/output.md: `metadata-owner-email`, `tags-items-name`; a parameter's location prefixes it only on a clash. */
export function fieldAnchor(path: readonly string[]): string {
  return path.map(slugify).filter(Boolean).join('-');
}

/** How bindings and navigation name an AsyncAPI channel: `CHANNEL <id>`. */
export const channelKey = (channelId: string) => `CHANNEL ${channelId}`;
