import { bundledThemes, createCssVariablesTheme, type ThemeRegistrationAny } from 'shiki';
import { Theme } from 'shiki/textmate';
import { readableOn } from '../contrast.ts';
import { siteCodeBackground, themeNames } from './paired-theme.ts';

/** The Shiki themes code blocks are coloured with in the light and the dark colour scheme. */
export interface CodeThemes {
  readonly light: string;
  readonly dark: string;
}

/** The theme names `styling.codeblocks` may give: Shiki's bundled themes and `css-variables`. */
export const codeThemeNames: readonly string[] = [...Object.keys(bundledThemes), 'css-variables'].sort();

/** GitHub's pair, which the paired fast path (`paired-theme.ts`) colours. */
export function isDefaultCodeThemes(themes: CodeThemes | undefined): boolean {
  return themes === undefined || (themes.light === themeNames.light && themes.dark === themeNames.dark);
}

/** A scope in a token's scope path, as vscode-textmate's `Theme.match` walks it. */
interface ScopePath {
  readonly parent: ScopePath | null;
  readonly scopeName: string;
}

/** One theme, ready to answer which colour and font style a token's scopes get. */
class ResolvedTheme {
  readonly #theme: Theme;
  /** Placeholder hex colours back to the theme's own (`var(--shiki-token-keyword)` is no hex). */
  readonly #colors = new Map<string, string>();
  /** The theme's colours in a stable order: a token's class names its index here. */
  readonly palette: string[] = [];
  readonly foreground: string;
  readonly background: string;

  constructor(raw: ThemeRegistrationAny) {
    const placeholderOf = (color: unknown): string | undefined => {
      if (typeof color !== 'string' || color === '') return undefined;
      const original = /^#[0-9a-f]{3,8}$/i.test(color) ? color.toUpperCase() : color;
      let index = this.palette.indexOf(original);
      if (index < 0) index = this.palette.push(original) - 1;
      const placeholder = `#${(index + 1).toString(16).padStart(6, '0').toUpperCase()}`;
      this.#colors.set(placeholder, original);
      return placeholder;
    };
    const colors = (raw.colors ?? {}) as Record<string, string>;
    this.foreground =
      placeholderOf(colors['editor.foreground'] ?? (raw.type === 'dark' ? '#bbbbbb' : '#333333')) ?? '';
    this.background = colors['editor.background'] ?? (raw.type === 'dark' ? '#1e1e1e' : '#ffffff');
    const rules = (raw.tokenColors ?? raw.settings ?? []) as {
      scope?: string | string[];
      settings?: { foreground?: string; fontStyle?: string };
    }[];
    this.#theme = Theme.createFromRawTheme({
      settings: [
        { settings: { foreground: this.foreground, background: '#000000' } },
        ...rules.flatMap(({ scope, settings }) => {
          const foreground = placeholderOf(settings?.foreground);
          return scope === undefined
            ? []
            : {
                scope,
                settings: {
                  ...(settings?.fontStyle !== undefined && { fontStyle: settings.fontStyle }),
                  ...(foreground !== undefined && { foreground }),
                },
              };
        }),
      ],
    });
  }

  /** The colour (`undefined`: the text colour) and font-style bits of a token with these scopes. */
  styleOf(scopes: readonly string[]): { color: string | undefined; fontStyle: number } {
    let path: ScopePath | null = null;
    let foreground = 0;
    let fontStyle = 0;
    for (const scopeName of scopes) {
      path = { parent: path, scopeName };
      const match = this.#theme.match(path as Parameters<Theme['match']>[0]);
      if (!match) continue;
      if (match.fontStyle !== -1) fontStyle = match.fontStyle;
      if (match.foregroundId !== 0) foreground = match.foregroundId;
    }
    const placeholder = foreground === 0 ? undefined : this.#theme.getColorMap()[foreground];
    const color = placeholder === undefined ? undefined : this.#colors.get(placeholder.toUpperCase());
    return { color: color === this.#colors.get(this.foreground) ? undefined : color, fontStyle };
  }
}

/**
 * A light and a dark theme of any two Shiki themes. Their scope rules differ, so each token's
 * scope path is matched against both (unlike GitHub's pair, merged into one theme): a token gets
 * one class for its light colour (`skl4`) and one for its dark colour (`skd9`), each the index of
 * the colour in its theme, so classes mean the same on every thread and page.
 */
export class ThemePair {
  readonly themes: CodeThemes;
  readonly #light: ResolvedTheme;
  readonly #dark: ResolvedTheme;
  readonly #classes = new Map<string, string>();

  constructor(themes: CodeThemes, light: ThemeRegistrationAny, dark: ThemeRegistrationAny) {
    this.themes = themes;
    this.#light = new ResolvedTheme(light);
    this.#dark = new ResolvedTheme(dark);
  }

  /** A token's classes from its scopes (outermost first). */
  classOf(scopes: readonly string[]): string {
    const key = scopes.join(' ');
    let className = this.#classes.get(key);
    if (className === undefined) {
      const light = this.#light.styleOf(scopes);
      const dark = this.#dark.styleOf(scopes);
      const classes = [
        ...(light.color === undefined ? [] : [`skl${this.#light.palette.indexOf(light.color)}`]),
        ...(dark.color === undefined ? [] : [`skd${this.#dark.palette.indexOf(dark.color)}`]),
      ];
      // One font style for both schemes: the light theme's.
      for (const [bit, name] of fontStyleClasses) if (light.fontStyle & bit) classes.push(name);
      className = classes.join(' ');
      this.#classes.set(key, className);
    }
    return className;
  }

  /** The rules behind the classes, for the pages of a site with these themes. */
  stylesheet(): string {
    const light = this.#light;
    const dark = this.#dark;
    const hex = /^#[0-9a-f]{3,8}$/i;
    // A theme's own background (not `css-variables`' `var(--shiki-background)`, which the site sets).
    const background =
      hex.test(light.background) && hex.test(dark.background)
        ? `:is(pre.dw-code,.dw-code-group,.dw-code-titled,.dw-code-block){--dw-code-bg:light-dark(${light.background},${dark.background})}`
        : '';
    // Every colour reaches AA contrast on the background it is read on (the theme's, or the
    // site's code background under `css-variables`), whatever the theme chose.
    const onLight = hex.test(light.background) ? light.background : siteCodeBackground.light;
    const onDark = hex.test(dark.background) ? dark.background : siteCodeBackground.dark;
    const lightColor = (color: string | undefined) => readableOn(color ?? '', onLight);
    const darkColor = (color: string | undefined) => readableOn(color ?? '', onDark);
    const rules = [
      background,
      `.shiki{--shiki-light:${lightColor(light.palette[0])};--shiki-dark:${darkColor(dark.palette[0])}}`,
      ...light.palette.map((color, i) => `.shiki .skl${i}{--shiki-light:${lightColor(color)}}`),
      ...dark.palette.map((color, i) => `.shiki .skd${i}{--shiki-dark:${darkColor(color)}}`),
    ];
    return rules.join('');
  }
}

const fontStyleClasses: ReadonlyArray<readonly [bit: number, className: string]> = [
  [1, 'sk-i'],
  [2, 'sk-b'],
  [4, 'sk-u'],
  [8, 'sk-s'],
];

const loadedPairs = new Map<string, Promise<ThemePair>>();

/** The pair of themes, loaded once; rejects for a name Shiki does not know. */
export function loadThemePair(themes: CodeThemes): Promise<ThemePair> {
  const key = `${themes.light}\n${themes.dark}`;
  let pair = loadedPairs.get(key);
  if (!pair) {
    pair = Promise.all([loadTheme(themes.light, 'light'), loadTheme(themes.dark, 'dark')]).then(
      ([light, dark]) => new ThemePair(themes, light, dark),
    );
    loadedPairs.set(key, pair);
  }
  return pair;
}

/**
 * What `css-variables` tokens fall back to while the site's CSS sets no `--shiki-token-*`:
 * GitHub's colours, as code blocks have without `styling.codeblocks`.
 */
const cssVariableDefaults = {
  light: {
    foreground: '#24292E',
    'token-keyword': '#D73A49',
    'token-string': '#032F62',
    'token-string-expression': '#032F62',
    'token-comment': '#6A737D',
    'token-constant': '#005CC5',
    'token-function': '#6F42C1',
    'token-parameter': '#24292E',
    'token-punctuation': '#24292E',
    'token-link': '#032F62',
  },
  dark: {
    foreground: '#E1E4E8',
    'token-keyword': '#F97583',
    'token-string': '#9ECBFF',
    'token-string-expression': '#9ECBFF',
    'token-comment': '#6A737D',
    'token-constant': '#79B8FF',
    'token-function': '#B392F0',
    'token-parameter': '#E1E4E8',
    'token-punctuation': '#E1E4E8',
    'token-link': '#9ECBFF',
  },
} as const;

async function loadTheme(name: string, mode: 'light' | 'dark'): Promise<ThemeRegistrationAny> {
  if (name === 'css-variables')
    return createCssVariablesTheme({ variableDefaults: cssVariableDefaults[mode] });
  const load = bundledThemes[name as keyof typeof bundledThemes];
  if (!load) throw new Error(`Shiki has no theme named "${name}".`);
  return (await load()).default as ThemeRegistrationAny;
}

let active: ThemePair | undefined;

/** The pair code is highlighted with now; undefined for GitHub's (the paired fast path). */
export function activeThemePair(): ThemePair | undefined {
  return active;
}

/**
 * Highlights with these themes from now on (undefined: GitHub's light and dark). Rejects, and
 * keeps the themes it had, for a name Shiki does not know.
 */
export async function useCodeThemes(themes: CodeThemes | undefined): Promise<void> {
  active = isDefaultCodeThemes(themes) || themes === undefined ? undefined : await loadThemePair(themes);
}

/** What distinguishes the active themes' output in a cache key ('' for GitHub's pair). */
export function codeThemesKey(): string {
  return active ? `${active.themes.light}|${active.themes.dark}` : '';
}
