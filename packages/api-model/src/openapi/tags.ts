import type { Tag } from '../model.ts';
import { isRecord } from './refs.ts';

/** A document's `tags` list (OpenAPI, and AsyncAPI's `tags` and `info.tags`); entries without a name are skipped. */
export function readTags(raw: unknown): Tag[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).flatMap((tag) => {
    if (typeof tag.name !== 'string') return [];
    const text = (key: string) => (typeof tag[key] === 'string' ? tag[key] : undefined);
    const fields = {
      description: text('description'),
      summary: text('summary'),
      parent: text('parent'),
      kind: text('kind'),
      group: text('x-group'),
    };
    return [
      { name: tag.name, ...Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) },
    ];
  });
}
