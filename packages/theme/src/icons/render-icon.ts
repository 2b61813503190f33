import { escapeHtml } from '../html.ts';
import { fontAwesomeBrandSvg, fontAwesomeSvg } from './font-awesome.ts';
import { lucideSvg } from './lucide.ts';
import { iconSubstitute } from './substitutes.ts';
import type { IconSvg } from './svg-file.ts';
import { tablerSvg } from './tabler.ts';

export type IconLibrary = 'fontawesome' | 'lucide' | 'tabler';

export interface IconOptions {
  /** `icons.library` from docs.json; Font Awesome when unset. */
  readonly library?: IconLibrary | undefined;
  /** Font Awesome style: `solid`, `regular`, `brands`; Pro styles fall back to the closest Free one. */
  readonly iconType?: string | undefined;
  /** Width and height in pixels. */
  readonly size?: number | undefined;
  /** A CSS color; the icon follows the text color otherwise. */
  readonly color?: string | undefined;
  /** Extra classes besides `dw-icon`. */
  readonly className?: string | undefined;
}

export const defaultIconSize = 16;

/** An image rather than a name: a URL, a site path, or a file name with an image extension. */
export function isIconImage(icon: string): boolean {
  return (
    /^(https?:)?\/\/|^\.{0,2}\/|^data:image\//i.test(icon) ||
    /\.(svg|png|jpe?g|gif|webp|avif)(\?|#|$)/i.test(icon)
  );
}

/**
 * The icon's SVG from the library, or `undefined` when it has no such name nor a close one (see
 * `iconSubstitute` for Font Awesome's Pro names). Lucide draws no
 * brand logos by policy, so a Lucide site's `github` or `discord` is Font Awesome's brand icon
 * (Tabler's `brand-github` names are its own).
 */
export function findIconSvg(
  name: string,
  options: Pick<IconOptions, 'library' | 'iconType'> = {},
): IconSvg | undefined {
  if (options.library === 'lucide') return lucideSvg(name) ?? fontAwesomeBrandSvg(name);
  if (options.library === 'tabler') return tablerSvg(name) ?? fontAwesomeBrandSvg(name);
  return fontAwesomeSvg(name, options.iconType) ?? substituteSvg(name, options.iconType);
}

/** The drawing of the nearest Free icon for a name Font Awesome Free lacks (a Pro icon's, mostly). */
function substituteSvg(name: string, iconType: string | undefined): IconSvg | undefined {
  const substitute = iconSubstitute(name);
  if (!substitute) return undefined;
  if (substitute.library === 'lucide') return lucideSvg(substitute.name);
  if (substitute.library === 'tabler') return tablerSvg(substitute.name);
  return fontAwesomeSvg(substitute.name, iconType);
}

/**
 * An icon as HTML: an inline SVG for a library name, an `<img>` for a URL or path. Decorative
 * either way (the text beside it says what it means). `undefined` for a name the library lacks,
 * so the caller can warn.
 */
export function renderIcon(icon: string, options: IconOptions = {}): string | undefined {
  const size = options.size ?? defaultIconSize;
  const color = safeColor(options.color);
  const style = color ? ` style="color:${escapeHtml(color)}"` : '';
  const className = `dw-icon${options.className ? ` ${escapeHtml(options.className)}` : ''}`;
  if (isIconImage(icon)) {
    return `<img class="${className} dw-icon-image" src="${escapeHtml(icon)}" alt="" width="${size}" height="${size}"${style}>`;
  }
  const svg = findIconSvg(icon, options);
  if (!svg) return undefined;
  const paint = Object.entries(svg.paint)
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" class="${className}" viewBox="${escapeHtml(svg.viewBox)}" width="${size}" height="${size}"${svg.paint.fill || svg.paint.stroke ? paint : ' fill="currentColor"'}${style} aria-hidden="true" focusable="false">${svg.body}</svg>`;
}

/** A color value that cannot close the `style` attribute's declaration: `#0af`, `red`, `rgb(0 0 0 / 50%)`. */
function safeColor(color: string | undefined): string | undefined {
  return color && /^[#\w\s(),.%/-]+$/.test(color) ? color.trim() : undefined;
}
