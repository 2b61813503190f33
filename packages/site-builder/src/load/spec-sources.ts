import { normalizeSpecId } from '@docwright/api-model';
import type { SpecSource } from '@docwright/config';

/** Spec ids named by an `openapi` value, with the folder its generated pages go under. */
export function specSourceIds(source: SpecSource | undefined): { ids: string[]; directory?: string } {
  if (source === undefined) return { ids: [] };
  if (typeof source === 'string') return { ids: [normalizeSpecId(source)] };
  if (Array.isArray(source)) return { ids: source.map(normalizeSpecId) };
  return {
    ids: [normalizeSpecId(source.source)],
    ...(source.directory && { directory: source.directory.replace(/^\/+|\/+$/g, '') }),
  };
}

/**
 * Spec files that pages name in `asyncapi:` front matter (`"/websocket.yaml ticker"`), so they load
 * even when docs.json does not name them (site discovery looks for OpenAPI files only).
 */
export function frontmatterSpecIds(
  pages: Iterable<{ readonly frontmatter: Record<string, unknown> }>,
): string[] {
  const ids = new Set<string>();
  for (const page of pages) {
    const value = page.frontmatter.asyncapi;
    const parts = typeof value === 'string' ? value.trim().split(/\s+/) : [];
    const file = parts.length > 1 ? parts[0] : undefined;
    if (file && /\.(ya?ml|json)$/i.test(file)) ids.add(normalizeSpecId(file));
  }
  return [...ids];
}
