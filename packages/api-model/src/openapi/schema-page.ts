import { AnchorRegistry, slugify } from '../slug.ts';
import { refName } from './refs.ts';

/**
 * What every schema view on one page shares: the page's anchors, where each component was
 * first expanded (later uses link there), and how many fields the page already shows.
 */
export class SchemaPage {
  readonly anchors = new AnchorRegistry();
  readonly expanded = new Map<string, string>();
  readonly #componentAnchors = new Set<string>();
  fields = 0;

  /**
   * The id of the first place this page lists the component's fields, the same on every page
   * (`componentAnchor`), so a link from another page can land on the fields; undefined once taken
   * or when another id already holds it.
   */
  claimComponentAnchor(ref: string): string | undefined {
    const id = componentAnchor(refName(ref));
    if (this.#componentAnchors.has(id)) return undefined;
    this.#componentAnchors.add(id);
    return this.anchors.claim(id) === id ? id : undefined;
  }
}

/** Where a page lists a component's fields: `#schema-<name>`. */
export const componentAnchor = (component: string) => `schema-${slugify(component)}`;
