// What `docs serve` reads of a site's redirect rules, in a module of its own: the server checks
// sources with it and loads none of the build (the theme renders the build's redirect pages).

/**
 * What `docs serve` reads of a `_redirects` file; it skips a rule past these. A request costs each
 * rule at most its own segments or, with several `*`, one look-up per segment of the path, so
 * those rules are few and longer paths are never matched. The server keeps the parts between two
 * `*` in a 32-bit mask.
 */
export const redirectBounds = {
  rules: 10_000,
  sourceLength: 2_048,
  segments: 32,
  splats: 4,
  multiSplatRules: 100,
  pathLength: 4_096,
} as const;

type RedirectSourceCheck = { readonly parts: readonly string[] } | { readonly skipped: string };

/**
 * Checks sources in file order against `redirectBounds`: the parts of each kept one (the path
 * segments it names, `*` for a splat), or why `docs serve` skips it.
 */
export function redirectSourceChecker(): (source: string) => RedirectSourceCheck {
  let rules = 0;
  let multiSplatRules = 0;
  const { rules: maxRules, sourceLength, segments, splats, multiSplatRules: maxMultiSplat } = redirectBounds;
  return (source) => {
    if (rules >= maxRules) return { skipped: `docs serve reads the first ${maxRules} redirect rules only` };
    if (source.length > sourceLength)
      return { skipped: `the source is longer than the ${sourceLength} characters docs serve reads` };
    const parts = trimSlashes(source).split('/');
    if (parts.length > segments)
      return { skipped: `the source has ${parts.length} segments; docs serve reads at most ${segments}` };
    const splatCount = parts.filter((part) => part === '*').length;
    if (splatCount > splats)
      return { skipped: `the source has ${splatCount} \`*\`; docs serve reads at most ${splats} in a rule` };
    if (splatCount > 1 && multiSplatRules >= maxMultiSplat)
      return { skipped: `docs serve reads at most ${maxMultiSplat} rules with more than one \`*\`` };
    rules++;
    if (splatCount > 1) multiSplatRules++;
    return { parts };
  };
}

/** `text` without slashes at its ends; a regular expression would backtrack on a long run of them. */
export function trimSlashes(text: string): string {
  let start = 0;
  let end = text.length;
  while (start < end && text[start] === '/') start++;
  while (end > start && text[end - 1] === '/') end--;
  return text.slice(start, end);
}
