/**
 * Redirects whose source is a pattern (`/beta/:slug*`, `/articles/concepts-*`) on hosts that read
 * no `_redirects` (GitHub Pages, a plain file server): the 404 page a host serves for the old
 * address carries the rules and forwards the reader from there.
 */

interface PatternRedirect {
  readonly source: string;
  readonly destination: string;
}

/** A rule as the 404 page's script reads it: an anchored expression, its capture names, where to. */
type CompiledRule = readonly [pattern: string, names: readonly string[], destination: string];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The expression for a Mintlify source pattern, with the names of its captures; undefined for a
 * source this page does not follow (more than one splat, or a `*` inside a segment that is not the
 * last one), which the `_redirects` file and `docs serve` still may.
 */
export function compileRedirectPattern(source: string): { pattern: string; names: string[] } | undefined {
  const parts = source
    .replace(/[?#].*$/s, '')
    .split('/')
    .filter(Boolean);
  const names: string[] = [];
  let splats = 0;
  const pieces = parts.map((part, index) => {
    const last = index === parts.length - 1;
    if (part === '*' || /^:\w+\*$/.test(part)) {
      splats++;
      names.push(part === '*' ? 'splat' : part.slice(1, -1));
      return '(.+?)';
    }
    if (/^:\w+$/.test(part)) {
      names.push(part.slice(1));
      return '([^/]+)';
    }
    if (part.includes('*')) {
      if (!last || part.indexOf('*') !== part.length - 1) return undefined;
      splats++;
      names.push('splat');
      return `${escapeRegExp(part.slice(0, -1))}([^/]*)`;
    }
    return escapeRegExp(part);
  });
  if (splats > 1 || pieces.some((piece) => piece === undefined)) return undefined;
  return { pattern: `^/${pieces.join('/')}/?$`, names };
}

/**
 * Whether a source has a `*` inside a segment that neither Mintlify's partial wildcard (the end of
 * the last segment) nor a `:name*` stands for; such a rule matches nothing anywhere.
 */
export function hasUnfollowedWildcard(source: string): boolean {
  const parts = source
    .replace(/[?#].*$/s, '')
    .split('/')
    .filter(Boolean);
  const partial = parts.filter((part) => part.includes('*') && part !== '*' && !/^:\w+\*$/.test(part));
  if (partial.length === 0) return false;
  const last = parts.at(-1) ?? '';
  return (
    partial.length > 1 ||
    partial[0] !== last ||
    last.indexOf('*') !== last.length - 1 ||
    parts.some((part) => part === '*' || /^:\w+\*$/.test(part))
  );
}

/** Whether a source is a pattern rather than one address. */
export const isRedirectPattern = (source: string) => /[:*]/.test(source);

/**
 * The `<script>` for the 404 page that forwards an address matching a pattern rule, captures put in
 * the destination (`:slug*`, `:name`, and a partial wildcard's `*`); empty when there is none.
 */
export function patternRedirectScript(redirects: readonly PatternRedirect[], basePath = ''): string {
  const rules: CompiledRule[] = [];
  for (const rule of redirects) {
    if (!isRedirectPattern(rule.source)) continue;
    const compiled = compileRedirectPattern(rule.source);
    if (compiled) rules.push([compiled.pattern, compiled.names, rule.destination]);
  }
  if (rules.length === 0) return '';
  const data = JSON.stringify(rules).replaceAll('<', '\\u003c');
  return `<script>(function(){var rules=${data};var base=${JSON.stringify(basePath)};var path=location.pathname;if(base){if(path.indexOf(base+'/')!==0)return;path=path.slice(base.length);}for(var i=0;i<rules.length;i++){var m=new RegExp(rules[i][0]).exec(path);if(!m)continue;var to=rules[i][2];var names=rules[i][1];for(var j=0;j<names.length;j++){var value=m[j+1];to=to.split(':'+names[j]+'*').join(value).split(':'+names[j]).join(value);if(names[j]==='splat')to=to.split('*').join(value);}if(to!==path&&!/^\\/[\\/\\\\]/.test(to))location.replace((to.charAt(0)==='/'?base:'')+to+location.search+location.hash);return;}})()</script>`;
}
