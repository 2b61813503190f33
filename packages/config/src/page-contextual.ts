import { formatJsonPath } from '@docwright/diagnostics';
import type { z } from 'zod';
import { explainIssues } from './issues.ts';
import { contextualSchema } from './schema/chrome.ts';

/** A page's own `contextual` (front matter), read with docs.json's schema. */
export type ContextualConfig = z.output<typeof contextualSchema>;

export type PageContextualResult =
  | { readonly ok: true; readonly contextual: ContextualConfig }
  | {
      readonly ok: false;
      /** Each problem with its path from `contextual` (`contextual.options[1].href`). */
      readonly problems: readonly { readonly path: string; readonly message: string }[];
    };

/**
 * A page's front matter `contextual`, checked against the schema docs.json's `contextual` has
 * (Mintlify's page metadata reuses it), with docs.json's messages.
 */
export function parsePageContextual(value: unknown): PageContextualResult {
  const parsed = contextualSchema.safeParse(value);
  if (parsed.success) return { ok: true, contextual: parsed.data };
  return {
    ok: false,
    problems: explainIssues(parsed.error.issues, { contextual: value }, ['contextual']).map((issue) => ({
      path: formatJsonPath(issue.path),
      message: issue.message,
    })),
  };
}
