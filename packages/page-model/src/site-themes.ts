import type { PageMode } from './navigation.ts';

/**
 * Mintlify lays out a `center` page only in these themes and a `frame` page only in those; in
 * any other theme the page gets the default layout.
 */
const themesOfMode: Partial<Record<PageMode, readonly string[]>> = {
  center: ['mint', 'linden', 'willow', 'maple'],
  frame: ['aspen', 'almond', 'luma', 'sequoia'],
};

/** The themes (as docs.json names them) that lay out `mode`, or undefined when every theme does. */
export const themesWithMode = (mode: PageMode): readonly string[] | undefined => themesOfMode[mode];

/** The mode a page of `mode` gets in the site's `theme`: its own, or `default` where the theme has none. */
export function modeInTheme(theme: string, mode: PageMode): PageMode {
  const themes = themesOfMode[mode];
  return themes === undefined || themes.includes(theme) ? mode : 'default';
}
