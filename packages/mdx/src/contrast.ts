/** WCAG 2 contrast between colours given as `#rgb` or `#rrggbb`, and text colours that reach AA. */

type Rgb = readonly [number, number, number];

/** The channels of a `#rgb` or `#rrggbb` colour (0-255); undefined for anything else. */
export function parseHex(color: string): Rgb | undefined {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return undefined;
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1];
  return [0, 2, 4].map((at) => Number.parseInt(digits.slice(at, at + 2), 16)) as unknown as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`.toUpperCase();
}

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

function ratio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The contrast ratio of two hex colours (1 to 21); undefined when either is not a hex colour. */
export function contrastRatio(foreground: string, background: string): number | undefined {
  const fg = parseHex(foreground);
  const bg = parseHex(background);
  return fg && bg ? ratio(fg, bg) : undefined;
}

/** `weight` (0-1) of `a` mixed with the rest of `b`, as CSS `color-mix(in srgb, a w, b)`. */
export function mixHex(a: string, weight: number, b: string): string | undefined {
  const x = parseHex(a);
  const y = parseHex(b);
  if (!x || !y) return undefined;
  return toHex(x.map((c, i) => c * weight + (y[i] ?? 0) * (1 - weight)) as unknown as Rgb);
}

/**
 * `color` as it is when it has `minimum` contrast on `background`, else the nearest shade of it
 * that has: moved step by step toward black on a light background, toward white on a dark one, so
 * the hue stays recognisable. Colours that are not hex (a CSS variable) come back unchanged.
 */
export function readableOn(color: string, background: string, minimum = 4.5): string {
  const fg = parseHex(color);
  const bg = parseHex(background);
  if (!fg || !bg || ratio(fg, bg) >= minimum) return color;
  const toward: Rgb = luminance(bg) > 0.18 ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 100; step++) {
    const shade = toHex(fg.map((c, i) => c + ((toward[i] ?? 0) - c) * (step / 100)) as unknown as Rgb);
    const rgb = parseHex(shade);
    if (rgb && ratio(rgb, bg) >= minimum) return shade;
  }
  return toHex(toward);
}
