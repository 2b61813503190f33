import { parse as parseYaml } from 'yaml';
import { fontAwesome, fontAwesomeMetadata } from './font-awesome-metadata.ts';
import { type FreeStyle, freeStyleOf, stylesToTry } from './font-awesome-style.ts';
import { type IconSvg, readIconSvg } from './svg-file.ts';

/** `fa-Rocket` → `rocket`; `undefined` for what cannot be an icon name. */
export function bareFontAwesomeName(name: string): string | undefined {
  const bare = name.trim().toLowerCase().replace(/^fa-/, '');
  return /^[a-z0-9-]+$/.test(bare) ? bare : undefined;
}

/**
 * The SVG of a Font Awesome Free icon, by its name, its Font Awesome 4 name or an alias Font
 * Awesome's metadata lists (`times` for `xmark`): the requested style first (a Pro style falls
 * back to the closest Free one), then solid, regular, brands.
 */
export function fontAwesomeSvg(name: string, iconType?: string): IconSvg | undefined {
  const bare = bareFontAwesomeName(name);
  if (!bare) return undefined;
  const requested = freeStyleOf(iconType);
  const direct = svgInStyles(bare, requested);
  if (direct) return direct;
  const shim = fontAwesome4Names().get(bare);
  const viaShim = shim && svgInStyles(shim.name, shim.style ?? requested);
  if (viaShim) return viaShim;
  const alias = fontAwesomeMetadata().aliases.get(bare);
  return alias ? svgInStyles(alias, requested) : undefined;
}

/** A Font Awesome brand logo only (for libraries without brands). */
export function fontAwesomeBrandSvg(name: string): IconSvg | undefined {
  const bare = bareFontAwesomeName(name);
  return bare ? readIconSvg(fontAwesome, `svgs/brands/${bare}.svg`) : undefined;
}

function svgInStyles(name: string, requested: FreeStyle | undefined): IconSvg | undefined {
  for (const style of stylesToTry(requested)) {
    const svg = readIconSvg(fontAwesome, `svgs/${style}/${name}.svg`);
    if (svg) return svg;
  }
  return undefined;
}

let shims: Map<string, { name: string; style?: FreeStyle }> | undefined;

/**
 * Font Awesome 4 names (`file-text-o`, `send`) that later versions renamed. The package ships
 * their SVGs only for some, so the rest come from its `metadata/shims.yml`, read at build time.
 */
function fontAwesome4Names(): Map<string, { name: string; style?: FreeStyle }> {
  if (shims) return shims;
  shims = new Map();
  const text = fontAwesome.read('metadata/shims.yml') ?? '';
  const entries = parseYaml(text) as Record<string, { name?: string; prefix?: string } | null>;
  for (const [old, shim] of Object.entries(entries ?? {})) {
    const style = freeStyleOf(shim?.prefix);
    shims.set(old, { name: shim?.name ?? old, ...(style && { style }) });
  }
  return shims;
}
