/** The banner's text colours: white on a dark background, near-black where white would fail AA. */
const darkInk = '#18181b';
const lightInk = '#ffffff';

/** Relative luminance of a `#rgb` or `#rrggbb` colour (WCAG 2). */
function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = Number.parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The text colour with the higher contrast on `background` (white when both pass, as the theme has it). */
export function inkOn(background: string): string {
  const lum = luminance(background);
  const whiteContrast = 1.05 / (lum + 0.05);
  const blackContrast = (lum + 0.05) / (luminance(darkInk) + 0.05);
  return whiteContrast >= 4.5 || whiteContrast >= blackContrast ? lightInk : darkInk;
}

/** The stylesheet's `--dw-primary-light` when docs.json sets no `colors.primary`. */
export const defaultPrimary = '#0e7c66';
