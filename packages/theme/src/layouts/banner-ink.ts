import { contrastRatio } from '@docwright/mdx/contrast';

/** The banner's text colours: white on a dark background, near-black where white would fail AA. */
const darkInk = '#18181b';
const lightInk = '#ffffff';

/** The text colour with the higher contrast on `background` (white when both pass, as the theme has it). */
export function inkOn(background: string): string {
  const whiteContrast = contrastRatio(lightInk, background) ?? 21;
  const blackContrast = contrastRatio(darkInk, background) ?? 0;
  return whiteContrast >= 4.5 || whiteContrast >= blackContrast ? lightInk : darkInk;
}

/** The stylesheet's `--dw-primary-light` when docs.json sets no `colors.primary`. */
export const defaultPrimary = '#0e7c66';
