import { contrastRatio, mixHex, parseHex, readableOn } from '@docwright/mdx/contrast';
import { defaultPrimary, inkOn } from './banner-ink.ts';
import type { SiteChrome } from './chrome.ts';

/**
 * The navbar button's label on the brand colour: as the banner has it (white, else near-black)
 * when that reaches AA, else black or white, one of which reaches it on any colour.
 */
function ink(primary: string): string {
  if (!parseHex(primary)) return '#ffffff';
  const candidates = [inkOn(primary), '#000000', '#ffffff'];
  return candidates.find((color) => (contrastRatio(color, primary) ?? 0) >= 4.5) ?? '#000000';
}

/** The stylesheet's defaults (site.css) a brand colour is read against. */
const stylesheet = {
  primaryDark: '#3CC9A4',
  light: { background: '#FFFFFF', text: '#18181B' },
  dark: { background: '#0F0F12', text: '#ECECF1' },
} as const;

/**
 * Custom properties that keep text in or on docs.json's brand colours at AA contrast (4.5:1):
 * the navbar button's label (white or near-black, whichever reads on the colour) and
 * `--dw-primary-text`, the primary colour nudged toward the text colour (as site.css mixes it)
 * and further until it reads on the 10% tint that marks the current page in the sidebar.
 */
export function brandContrastProperties(colors: SiteChrome['colors']): string[] {
  if (!colors?.primary && !colors?.primaryDark) return [];
  const light = colors.primary ?? defaultPrimary;
  const dark = colors.primaryDark ?? stylesheet.primaryDark;
  const textOn = (primary: string, scheme: 'light' | 'dark', background: string | undefined) => {
    const ground = background ?? stylesheet[scheme].background;
    const text = mixHex(primary, 0.78, stylesheet[scheme].text);
    const tint = mixHex(primary, 0.1, ground);
    return text && tint ? readableOn(text, tint) : undefined;
  };
  const lightText = textOn(light, 'light', colors.backgroundLight);
  const darkText = textOn(dark, 'dark', colors.backgroundDark);
  return [
    `--dw-primary-ink-light:${ink(light)}`,
    `--dw-primary-ink-dark:${ink(dark)}`,
    ...(lightText && darkText ? [`--dw-primary-text:light-dark(${lightText},${darkText})`] : []),
  ];
}
