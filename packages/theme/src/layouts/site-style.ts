import { builtThemes } from '@docwright/config';
import { escapeHtml } from '../html.ts';
import { brandContrastProperties } from './brand-contrast.ts';
import type { FontFace, SiteChrome } from './chrome.ts';

/**
 * The attributes of `<html>` that select the stylesheet's rules for the site's theme and
 * background decoration. Mint is the stylesheet's own look, so it adds none; a theme Docwright
 * has not built gets Mint's (docs.json's check warns of it).
 */
export function siteStyleAttributes(site: SiteChrome): string {
  const theme = site.theme ?? 'mint';
  const built = theme !== 'mint' && (builtThemes as readonly string[]).includes(theme);
  const decoration = site.background?.decoration;
  return `${built ? ` data-docs-theme="${theme}"` : ''}${decoration ? ` data-decoration="${decoration}"` : ''}`;
}

/**
 * The `<head>` markup of the site's brand: Google Fonts for each family named without a `source`
 * (as Mintlify loads them), then a style with the `@font-face` of each font file, the colors and
 * fonts as custom properties over the stylesheet's defaults, and the background image.
 */
export function siteStyle(site: SiteChrome): string {
  return `${googleFontsLink(site.fonts)}${inlineStyle(site)}`;
}

function googleFontsLink(fonts: SiteChrome['fonts']): string {
  const weightsOf = new Map<string, Set<number>>();
  for (const font of [fonts?.body, fonts?.heading]) {
    if (!font || font.source !== undefined) continue;
    const weights = weightsOf.get(font.family) ?? new Set<number>();
    if (font.weight !== undefined) weights.add(font.weight);
    weightsOf.set(font.family, weights);
  }
  if (weightsOf.size === 0) return '';
  const families = [...weightsOf].map(([family, weights]) => {
    const name = encodeURIComponent(family).replaceAll('%20', '+');
    const list = [...weights].sort((a, b) => a - b).join(';');
    return `family=${name}${list ? `:wght@${list}` : ''}`;
  });
  const href = `https://fonts.googleapis.com/css2?${families.join('&')}&display=swap`;
  return `<link rel="preconnect" href="https://fonts.googleapis.com"><link rel="preconnect" href="https://fonts.gstatic.com" crossorigin><link rel="stylesheet" href="${escapeHtml(href)}">\n`;
}

function inlineStyle(site: SiteChrome): string {
  const { colors, fonts } = site;
  const properties = [
    colors?.primary && `--dw-primary-light:${colors.primary}`,
    colors?.primaryDark && `--dw-primary-dark:${colors.primaryDark}`,
    colors?.backgroundLight && `--dw-bg-light:${colors.backgroundLight}`,
    colors?.backgroundDark && `--dw-bg-dark:${colors.backgroundDark}`,
    ...brandContrastProperties(colors),
    fonts?.body && `--dw-font:${fontStack(fonts.body)}`,
    fonts?.heading && `--dw-heading-font:${fontStack(fonts.heading)}`,
  ].filter(Boolean);
  const faces = uniqueFaces([fonts?.body, fonts?.heading]).map(
    (font) =>
      `@font-face{font-family:${JSON.stringify(font.family)};src:${cssUrl(font.source)}${font.format ? ` format(${JSON.stringify(font.format)})` : ''};font-display:swap${font.weight ? `;font-weight:${font.weight}` : ''}}`,
  );
  const css = [
    ...faces,
    properties.length > 0 ? `:root{${properties.join(';')}}` : '',
    backgroundImageCss(site.background?.image),
    site.codeThemeCss ?? '',
  ].join('');
  if (css === '') return '';
  // Values come from docs.json: `<` cannot close the element, whatever they hold.
  return `<style>${css.replaceAll('<', '\\3c ')}</style>`;
}

/** The body and heading fonts with a file, once each when both name the same one. */
function uniqueFaces(fonts: readonly (FontFace | undefined)[]): (FontFace & { source: string })[] {
  const seen = new Set<string>();
  return fonts.filter((font): font is FontFace & { source: string } => {
    if (font?.source === undefined) return false;
    const key = `${font.family}\n${font.source}\n${font.weight}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** A background image behind the whole page, the dark one when the reader's theme is dark. */
function backgroundImageCss(image: { readonly light: string; readonly dark: string } | undefined): string {
  if (!image) return '';
  const rule = (href: string) =>
    `{background-image:${cssUrl(href)};background-size:cover;background-position:center top;background-attachment:fixed}`;
  const light = `body${rule(image.light)}`;
  if (image.dark === image.light) return light;
  return `${light}html[data-theme="dark"] body${rule(image.dark)}@media (prefers-color-scheme:dark){html:not([data-theme]) body${rule(image.dark)}}`;
}

/**
 * `url(…)` without quotes (so a site under a base path gets its prefix on a path from the root),
 * each character that would end it escaped.
 */
const cssUrl = (href: string) =>
  `url(${href.replace(/\s/g, encodeURIComponent).replace(/["'()\\]/g, (c) => `\\${c}`)})`;

const fontStack = (font: FontFace) => `${JSON.stringify(font.family)},var(--dw-system-font)`;
