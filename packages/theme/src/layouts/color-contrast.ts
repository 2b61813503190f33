/** WCAG 2 colour contrast of `#rgb`/`#rrggbb` colours, and brand colours made readable as text. */

type Rgb = readonly [number, number, number];

const hexColor = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** The 0–255 channels of a `#rgb` or `#rrggbb` colour; undefined for any other CSS colour. */
function channels(hex: string): Rgb | undefined {
  if (!hexColor.test(hex)) return undefined;
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  return [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16)) as unknown as Rgb;
}

function relativeLuminance([r, g, b]: Rgb): number {
  const linear = (value: number) => {
    const channel = value / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

const ratio = (a: Rgb, b: Rgb) => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
};

/** Relative luminance of a hex colour (WCAG 2); black's for a colour it cannot read. */
export function luminance(hex: string): number {
  const rgb = channels(hex);
  return rgb ? relativeLuminance(rgb) : 0;
}

/** WCAG's normal-text minimum (AA). */
const minimumRatio = 4.5;
/** The share of the brand colour in the stylesheet's default text variant (`--dw-primary-text`). */
const defaultShare = 78;

/** The brand's tint behind the current page's link in the sidebar (`color-mix` 10 % over the page). */
const highlightShare = 10;

/** `a` and `b` mixed in sRGB with `share` % of `a`, as CSS `color-mix(in srgb, a share%, b)`. */
const mix = (a: Rgb, b: Rgb, share: number): Rgb =>
  a.map((value, i) => Math.round((value * share + (b[i] as number) * (100 - share)) / 100)) as unknown as Rgb;

/**
 * `color` as text on `background` and on the brand's own highlight over it: mixed with `ink` (the
 * page's text colour) as the stylesheet's `color-mix` does, keeping as much of the brand as still
 * reads at AA (4.5:1) on both, and never more than the stylesheet's own 78 %. Undefined when a
 * colour is not hex (the stylesheet's mix then applies).
 */
export function readableOn(color: string, background: string, ink: string): string | undefined {
  const [brand, page, text] = [channels(color), channels(background), channels(ink)];
  if (!brand || !page || !text) return undefined;
  const highlight = mix(brand, page, highlightShare);
  for (let share = defaultShare; share >= 0; share -= 2) {
    const mixed = mix(brand, text, share);
    const readable = ratio(mixed, page) >= minimumRatio && ratio(mixed, highlight) >= minimumRatio;
    if (readable || share === 0) return hex(mixed);
  }
  return undefined;
}

const hex = (rgb: Rgb) => `#${rgb.map((value) => value.toString(16).padStart(2, '0')).join('')}`;
