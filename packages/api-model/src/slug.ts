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

/** The title of an operation's page: its summary, else its humanized operationId, else `METHOD /path`. */
export function operationTitle(operation: Operation): string {
  return (
    operation.page.title ??
    operation.summary ??
    (operation.operationId ? humanizeIdentifier(operation.operationId) : operation.key)
  );
}

/**
 * Mintlify's slug for generated page routes (README, What a build writes), kept exactly so migrated sites keep
 * their URLs: `{param}` and whitespace to `-`; `{}(),.'`, `/` and newlines removed; `--`
 * collapsed; `-` trimmed at both ends; lowercased.
 */
export function routeSlug(text: string): string {
  return text
    .replace(/\{[^}]*\}/g, '-')
    .replace(/[\r\n]+/g, '')
    .replace(/[ \t]+/g, '-')
    .replace(/[{}(),.'/]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-+|-+$/g, '')
    .toLowerCase();
}

/** The last segment of a generated endpoint page's route: the summary, else `<method>-<path>`. */
export function operationSlug(operation: Operation): string {
  return (
    routeSlug(operation.summary ?? '') ||
    `${operation.method}-${routeSlug(operation.path)}`.replace(/-+$/, '')
  );
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

/** README, What a build writes: `metadata-owner-email`, `tags-items-name`; a parameter's location prefixes it only on a clash. */
export function fieldAnchor(path: readonly string[]): string {
  return path.map(slugify).filter(Boolean).join('-');
}

/** How bindings and navigation name an AsyncAPI channel: `CHANNEL <id>`. */
export const channelKey = (channelId: string) => `CHANNEL ${channelId}`;
