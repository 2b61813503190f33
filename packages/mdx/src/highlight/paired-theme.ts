import type { ThemeRegistration } from 'shiki';
import githubDark from 'shiki/themes/github-dark.mjs';
import githubLight from 'shiki/themes/github-light.mjs';
import { readableOn } from '../contrast.ts';

/**
 * The code block background of the site stylesheet (`--dw-code-bg` in site.css) in each scheme:
 * token colours are made to reach AA contrast (4.5:1) on it.
 */
export const siteCodeBackground = { light: '#F4F4F5', dark: '#1C1C22' } as const;

/** The themes paired, as shiki names them. */
export const themeNames = { light: 'github-light', dark: 'github-dark' } as const;

/** A token's colour in each theme. */
export interface ColorPair {
  readonly light: string;
  readonly dark: string;
}

/** A colour pair with the short class tokens of that colour carry (`sk3`). */
export interface TokenColor extends ColorPair {
  readonly className: string;
}

export interface PairedTheme {
  readonly theme: ThemeRegistration;
  /** The pair a placeholder colour of `theme` stands for (placeholders compared in lower case). */
  readonly pairs: ReadonlyMap<string, TokenColor>;
  /** The themes' text colours. */
  readonly defaults: ColorPair;
}

/**
 * GitHub's light and dark themes as one theme, so each line is tokenized once instead of once per
 * theme. Their scope rules are the same list in the same order, differing only in colours: each
 * rule's foreground becomes a placeholder hex colour that stands for its (light, dark) pair.
 */
let paired: PairedTheme | undefined;

/** The paired theme, created once: token classes must mean the same in every page and in the stylesheet. */
export function pairedTheme(): PairedTheme {
  paired ??= createPairedTheme();
  return paired;
}

function createPairedTheme(): PairedTheme {
  const light = githubLight as ThemeRegistration;
  const dark = githubDark as ThemeRegistration;
  const lightRules = light.tokenColors ?? [];
  const darkRules = dark.tokenColors ?? [];
  const sameRules =
    lightRules.length === darkRules.length &&
    lightRules.every((rule, i) => JSON.stringify(rule.scope) === JSON.stringify(darkRules[i]?.scope));
  if (!sameRules) throw new Error('The light and dark code themes no longer share their scope rules.');

  const pairs = new Map<string, TokenColor>();
  const placeholders = new Map<string, string>();
  const placeholderOf = (pair: ColorPair) => {
    const key = `${pair.light}|${pair.dark}`;
    let placeholder = placeholders.get(key);
    if (placeholder === undefined) {
      placeholder = `#${(placeholders.size + 1).toString(16).padStart(6, '0')}`;
      placeholders.set(key, placeholder);
      pairs.set(placeholder, { ...pair, className: `sk${placeholders.size}` });
    }
    return placeholder;
  };
  const upper = (color: string | undefined) => (color ?? '').toUpperCase();
  const defaults = {
    light: upper(light.colors?.['editor.foreground']),
    dark: upper(dark.colors?.['editor.foreground']),
  };
  const theme: ThemeRegistration = {
    name: 'docwright-github-paired',
    type: 'light',
    colors: { 'editor.foreground': placeholderOf(defaults), 'editor.background': '#ffffff' },
    tokenColors: lightRules.map((rule, i) => {
      const lightColor = rule.settings.foreground;
      const darkColor = darkRules[i]?.settings.foreground;
      return {
        ...rule,
        settings: {
          ...(rule.settings.fontStyle !== undefined && { fontStyle: rule.settings.fontStyle }),
          ...(lightColor !== undefined && {
            foreground: placeholderOf({ light: upper(lightColor), dark: upper(darkColor ?? lightColor) }),
          }),
        },
      };
    }),
  };
  return { theme, pairs, defaults };
}

/**
 * The stylesheet rules behind the token classes: each class sets its pair as `--shiki-light` and
 * `--shiki-dark` (which `code.css` applies per colour scheme), and the block its text colours.
 * Classes keep a highlighted page far smaller than one inline style per token.
 */
export function tokenClassRules(): string {
  const paired = pairedTheme();
  const rules = [`.shiki{--shiki-light:${paired.defaults.light};--shiki-dark:${paired.defaults.dark}}`];
  for (const { className, light, dark } of paired.pairs.values()) {
    if (light === paired.defaults.light && dark === paired.defaults.dark) continue;
    const readableLight = readableOn(light, siteCodeBackground.light);
    const readableDark = readableOn(dark, siteCodeBackground.dark);
    rules.push(`.shiki .${className}{--shiki-light:${readableLight};--shiki-dark:${readableDark}}`);
  }
  const fonts: [string, string, string][] = [
    ['sk-i', 'font-style', 'italic'],
    ['sk-b', 'font-weight', 'bold'],
    ['sk-u', 'text-decoration', 'underline'],
    ['sk-s', 'text-decoration', 'line-through'],
  ];
  for (const [className, property, value] of fonts) rules.push(`.shiki .${className}{${property}:${value}}`);
  return `${rules.join('\n')}\n`;
}
