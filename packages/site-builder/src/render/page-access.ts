import { createDiagnostic, type Diagnostic } from '@docwright/diagnostics';
import type { PageSource } from '../load/discover.ts';
import type { RouteEntry } from '../plan/routes.ts';

/** Who may read a page when `docs serve` runs with reader authentication (docs/server.md, Reader authentication). */
export interface PageAccess {
  /** `public: true`: readers need not sign in. */
  readonly public: boolean;
  /** Only signed-in readers in one of these groups (any signed-in reader when empty). */
  readonly groups: readonly string[];
}

const open: PageAccess = { public: false, groups: [] };

/**
 * The access rules of a route: its page's front matter (`public`, `groups`), and the `public: true`
 * of the navigation group it is placed in, which front matter `public: false` overrides. Generated
 * pages read their operation's `x-mint.metadata` (and `x-mint.groups`) as front matter.
 */
export function pageAccess(
  frontmatter: PageSource['frontmatter'] | undefined,
  entry?: RouteEntry,
): PageAccess {
  const inPublicGroup = entry?.public === true;
  if (!frontmatter) return inPublicGroup ? { public: true, groups: [] } : open;
  const { public: isPublic, groups } = frontmatter;
  return {
    public: isPublic === true || (isPublic !== false && inPublicGroup),
    groups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string') : [],
  };
}

/** Front matter access keys of the wrong type: ignored, so a page meant to be restricted would not be. */
export function pageAccessDiagnostics(page: PageSource): Diagnostic[] {
  const out: Diagnostic[] = [];
  const { public: isPublic, groups } = page.frontmatter;
  const at = (key: string) => {
    const index = page.source.split('\n').findIndex((line) => line.startsWith(`${key}:`));
    return index >= 0 ? { line: index + 1, column: 1 } : {};
  };
  if (isPublic !== undefined && typeof isPublic !== 'boolean')
    out.push(
      createDiagnostic('page/invalid-access', {
        file: page.file,
        ...at('public'),
        message: `\`public\` must be true or false; found ${JSON.stringify(isPublic)}.`,
      }),
    );
  const validGroups =
    Array.isArray(groups) && groups.every((group) => typeof group === 'string' && group !== '');
  if (groups !== undefined && !validGroups)
    out.push(
      createDiagnostic('page/invalid-access', {
        file: page.file,
        ...at('groups'),
        message: `\`groups\` must be a list of group names; found ${JSON.stringify(groups)}.`,
      }),
    );
  return out;
}
