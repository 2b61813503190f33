import { createDiagnostic, type Diagnostic, type PathSegment } from '@docwright/diagnostics';
import { codeThemeNames } from './code-theme-names.ts';
import type { DocsConfig } from './schema/docs-json.ts';
import { suggestClosest } from './suggest.ts';

/** The Shiki themes of code blocks in the light and the dark colour scheme. */
export interface CodeThemeChoice {
  readonly light: string;
  readonly dark: string;
}

type Codeblocks = NonNullable<DocsConfig['styling']>['codeblocks'];

/**
 * The themes `styling.codeblocks` names (`"dracula"`, `{ theme: "dracula" }` or
 * `{ theme: { light, dark } }`); undefined for `system`, `dark`, none, or a name Shiki does not
 * have (`codeThemeWarnings` names it).
 */
export function codeThemesOf(codeblocks: Codeblocks): CodeThemeChoice | undefined {
  const theme = typeof codeblocks === 'string' ? codeblocks : codeblocks?.theme;
  if (theme === undefined || theme === 'system' || theme === 'dark') return undefined;
  const pair = typeof theme === 'string' ? { light: theme, dark: theme } : theme;
  return codeThemeNames.includes(pair.light) && codeThemeNames.includes(pair.dark) ? pair : undefined;
}

/** A located warning for each theme name Shiki does not have, and for custom languages (not loaded). */
export function codeThemeWarnings(codeblocks: unknown, place: (path: PathSegment[]) => object): Diagnostic[] {
  const base: PathSegment[] = ['styling', 'codeblocks'];
  const theme = isRecord(codeblocks) ? codeblocks.theme : undefined;
  const named: [PathSegment[], unknown][] =
    typeof codeblocks === 'string'
      ? [[base, codeblocks]]
      : typeof theme === 'string'
        ? [[[...base, 'theme'], theme]]
        : isRecord(theme)
          ? (['light', 'dark'] as const).map((mode) => [[...base, 'theme', mode], theme[mode]])
          : [];
  const out: Diagnostic[] = [];
  for (const [path, name] of named) {
    if (typeof name !== 'string' || name === 'system' || name === 'dark' || codeThemeNames.includes(name))
      continue;
    const closest = suggestClosest(name, codeThemeNames);
    out.push(
      createDiagnostic('config/not-supported', {
        ...place(path),
        message: `Shiki has no code theme "${name}": code blocks keep the github-light and github-dark colours.`,
        hint: closest
          ? `Did you mean "${closest}"? Shiki's themes are listed at https://shiki.style/themes.`
          : "Use one of Shiki's themes (https://shiki.style/themes) or css-variables.",
      }),
    );
  }
  const custom =
    isRecord(codeblocks) && isRecord(codeblocks.languages) ? codeblocks.languages.custom : undefined;
  if (Array.isArray(custom) && custom.length > 0)
    out.push(
      createDiagnostic('config/not-supported', {
        ...place([...base, 'languages', 'custom']),
        message:
          'styling.codeblocks.languages.custom is not applied yet: code in those languages is shown without colours.',
        hint: 'Name a language Shiki bundles in the fence instead, or remove the custom grammar.',
      }),
    );
  return out;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
