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
