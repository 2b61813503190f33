import type { ComponentTwins } from '@docwright/mdx';
import type { PageNeed } from '@docwright/page-model';

/**
 * A built-in component, from its folder (`components/<name>/`): what renders it, how it reads in
 * the Markdown twin, its styles and its browser module. `builtInComponents` lists them all.
 */
export interface BuiltInComponent {
  /** The names pages write (`Tabs`, `Tab`), each with what renders it. */
  readonly components: Readonly<Record<string, unknown>>;
  /** How each name reads in the page's Markdown twin; a name without a rule reads by the generic one. */
  readonly twins?: ComponentTwins;
  /** Its stylesheet, joined into the site's in the order of `builtInComponents`. */
  readonly stylesheet?: URL;
  /** Generated reference pages use its markup too (code groups: the request examples), so their stylesheet keeps its rules. */
  readonly inReference?: boolean;
  /** The browser module that pages with it load: the need that loads it, its site path, its source. */
  readonly script?: { readonly need: PageNeed; readonly path: string; readonly source: URL };
}
