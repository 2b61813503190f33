/**
 * docs.json keys the walk's one-key sample cannot show either way: the value it makes names
 * nothing real (the icon `"index"`), equals the default, or acts only where the small site has
 * nothing to act on (a proxy under `docs serve`, nested groups). The no-silent-drop test skips
 * them and docs/compatibility.md lists them as not verified; each wants a fixture of its own.
 */
export const unverifiedKeys: readonly { readonly pattern: RegExp; readonly why: string }[] = [
  { pattern: /^\(root\)\.\$schema$/, why: 'an editor hint; nothing to render' },
  {
    pattern: /(^\(root\)\.icons|\.icon|^icon\.(style|library))$/,
    why: 'the sample icon name ("index") names no icon',
  },
  { pattern: /^\(root\)\.variables$/, why: 'the sample pages use no `{{name}}`' },
  { pattern: /^colors\.(light|dark)$/, why: 'the sample colour equals the primary colour' },
  {
    pattern: /^api\.url$|^playground\.(proxy|credentials)$|^auth\.name$/,
    why: 'acts on the playground at request time',
  },
  { pattern: /^contextual\.display$/, why: 'the sample value is the default' },
  { pattern: /^cookies\.value$/, why: 'acts in the browser at consent time' },
  { pattern: /^(openapi|asyncapi)\.directory$/, why: 'the sample spec has no navigation to place' },
  {
    pattern: /^(products|dropdowns|menu)\.description$/,
    why: 'shown only in a switcher the sample does not open',
  },
  { pattern: /^(languages|versions)\.default$/, why: 'the sample has one language or version with pages' },
  {
    pattern: /^(groups|pages)\.(root|tag|expanded)$/,
    why: 'acts on nested groups; the sample group is top-level',
  },
  {
    pattern: /^styling\.eyebrows$/,
    why: 'the group and the whole path are the same in the sample (test/e2e/site-styling.test.ts)',
  },
  {
    pattern: /^params\.(expanded|post)$|^examples\.prefill$/,
    why: 'acts on endpoint pages; the sample has none (test/e2e/openapi-extensions.test.ts)',
  },
  {
    pattern: /^(fonts|heading|body)\.format$/,
    why: 'acts with a `source` only (test/e2e/site-styling.test.ts)',
  },
];
