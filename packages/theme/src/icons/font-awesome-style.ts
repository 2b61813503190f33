export type FreeStyle = 'solid' | 'regular' | 'brands';

/** Font Awesome's short prefixes (`fas`, `fa-light`'s `fal`, `fasds`...) spelled out. */
const shortPrefixes: Record<string, string> = {
  fas: 'solid',
  far: 'regular',
  fal: 'light',
  fat: 'thin',
  fad: 'duotone',
  fab: 'brands',
  fass: 'sharp-solid',
  fasr: 'sharp-regular',
  fasl: 'sharp-light',
  fast: 'sharp-thin',
  fasds: 'sharp-duotone-solid',
};

/**
 * The Free style (solid, regular, brands) closest to a style as sites write it in `iconType` or an
 * icon object's `style`: `solid`, `fa-solid`, `fas`, and the Pro ones. Free has no light, thin,
 * duotone or sharp drawings, so outlines (light, thin, any `-regular`) fall back to `regular`
 * and filled ones (duotone, sharp-solid, any `-solid`) to `solid`. Font Awesome 7's other families
 * (`jelly-fill-regular`, `slab-regular`...) follow the same rule. `undefined` for no style or one
 * Font Awesome does not have, so the usual order applies.
 */
export function freeStyleOf(style: string | undefined): FreeStyle | undefined {
  if (!style) return undefined;
  const bare = style.trim().toLowerCase().replace(/^fa-/, '');
  const spelled = shortPrefixes[bare] ?? bare;
  if (spelled === 'brands' || spelled === 'brand') return 'brands';
  if (/(^|-)(solid|fill|duotone)$/.test(spelled) || spelled === 'duotone') return 'solid';
  if (/(^|-)(regular|light|thin)$/.test(spelled)) return 'regular';
  return undefined;
}

const fallbackOrder: readonly FreeStyle[] = ['solid', 'regular', 'brands'];

/** The styles to try, the requested one first. */
export function stylesToTry(requested: FreeStyle | undefined): readonly FreeStyle[] {
  return requested ? [requested, ...fallbackOrder.filter((s) => s !== requested)] : fallbackOrder;
}
