import { join } from 'node:path';
import type { OutputContent } from './write-output.ts';

/**
 * Icons so that `/favicon.ico`, which browsers and crawlers ask for whatever the page links, is
 * never a 404. Without a favicon in docs.json the site gets the theme's (`favicon.svg`, linked
 * from every page, and `favicon.ico`); with one elsewhere, a PNG or ICO file is also copied to
 * `favicon.ico` (browsers read PNG bytes there), and an SVG, which they do not read there, leaves
 * the theme's icon at that address. A site's own `favicon.ico` is never replaced, and is the
 * icon its pages link (`ownRootFavicon`).
 */
export function faviconFiles(
  favicon: string | { readonly light: string } | undefined,
  assets: readonly string[],
  siteDir: string,
  /** The theme's icon (`themeAssets().favicon`). */
  theme: { readonly svg: string; readonly ico: Uint8Array },
): Map<string, OutputContent> {
  const files = new Map<string, OutputContent>();
  const own = (path: string) => assets.includes(path);
  if (favicon === undefined && !own('favicon.svg') && !own('favicon.ico'))
    files.set('favicon.svg', theme.svg);
  const configured = (typeof favicon === 'string' ? favicon : favicon?.light)?.replace(/^\/+/, '');
  if (own('favicon.ico') || configured === 'favicon.ico') return files;
  files.set(
    'favicon.ico',
    configured !== undefined && own(configured) && /\.(png|ico)$/i.test(configured)
      ? { copyFrom: join(siteDir, configured) }
      : theme.ico,
  );
  return files;
}

/**
 * The icon pages link when docs.json names none: a site's own root `favicon.ico` (with no
 * `favicon.svg` of its own), else undefined for the theme's `favicon.svg` (browsers prefer a
 * linked icon to `/favicon.ico`, so linking the theme's would hide the site's).
 */
export function ownRootFavicon(
  favicon: unknown,
  assets: readonly string[],
): { readonly light: string; readonly dark: string } | undefined {
  if (favicon !== undefined || assets.includes('favicon.svg') || !assets.includes('favicon.ico'))
    return undefined;
  return { light: '/favicon.ico', dark: '/favicon.ico' };
}
