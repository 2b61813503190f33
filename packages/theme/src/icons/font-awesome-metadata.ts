import { vendorFiles } from '../vendor-files.ts';
import { type TermIndex, termIndex } from './term-index.ts';

export const fontAwesome = vendorFiles('@fortawesome/fontawesome-free');

interface FamilyEntry {
  readonly aliases?: { readonly names?: readonly string[] };
  readonly search?: { readonly terms?: readonly (string | number)[] };
  readonly familyStylesByLicense?: { readonly free?: readonly { readonly style: string }[] };
}

export interface FontAwesomeMetadata {
  /** An older name (`times`, `contact-book`) to the Free icon that now carries it (`xmark`). */
  readonly aliases: ReadonlyMap<string, string>;
  /** Search terms of the Free icons that are not brand logos: `target` → `bullseye`... */
  readonly terms: TermIndex;
}

let metadata: FontAwesomeMetadata | undefined;

/**
 * Font Awesome Free's own names, aliases and search terms, from `metadata/icon-families.json`
 * (the JSON twin of `icons.yml`, an order of magnitude faster to parse). Read once, and only
 * when a name is not a Free icon's.
 */
export function fontAwesomeMetadata(): FontAwesomeMetadata {
  if (metadata) return metadata;
  const families = JSON.parse(fontAwesome.read('metadata/icon-families.json') ?? '{}') as Record<
    string,
    FamilyEntry
  >;
  const aliases = new Map<string, string>();
  const searchable: [string, readonly string[]][] = [];
  for (const [name, entry] of Object.entries(families)) {
    for (const alias of entry.aliases?.names ?? []) aliases.set(alias, name);
    const styles = entry.familyStylesByLicense?.free ?? [];
    // A brand logo is the brand's and no one else's: never a stand-in for another name.
    if (styles.length > 0 && styles.every((s) => s.style === 'brands')) continue;
    searchable.push([name, (entry.search?.terms ?? []).map(String)]);
  }
  metadata = { aliases, terms: termIndex(searchable) };
  return metadata;
}
