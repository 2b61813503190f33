import { redirectBounds } from '@docwright/site-builder/serving';
import { describe, expect, it } from 'vitest';
import { matchRedirect, parseRedirects } from '../src/site/redirects.ts';

/** The matcher `docs serve` had before (one `RegExp` per rule), fine for short inputs. */
function regexMatcher(source: string, destination: string): (pathname: string) => string | undefined {
  const names: string[] = [];
  const body = source
    .replace(/^\/+|\/+$/g, '')
    .split('/')
    .map((part) => {
      if (part === '*') {
        names.push('splat');
        return '(.*)';
      }
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('/');
  const pattern = new RegExp(`^/${body}/?$`);
  return (pathname) => {
    const match = pattern.exec(pathname);
    if (!match) return undefined;
    let location = destination;
    names.forEach((name, index) => {
      location = location.replaceAll(`:${name}`, encodeURI(match[index + 1] ?? ''));
    });
    return location;
  };
}

/** Every sequence of `length` items from `alphabet`. */
function sequences(alphabet: readonly string[], length: number): string[][] {
  if (length === 0) return [[]];
  return sequences(alphabet, length - 1).flatMap((rest) => alphabet.map((item) => [...rest, item]));
}

const ruleText = (rules: readonly string[]) => rules.map((source) => `${source} /to 301`).join('\n');

describe('redirect rules', () => {
  it('match as the regular expressions did, captures included, for every short source and path', () => {
    const sources = [1, 2, 3, 4].flatMap((n) =>
      sequences(['a', 'b', ':p', ':q', '*'], n).map((parts) => `/${parts.join('/')}`),
    );
    const paths = [0, 1, 2, 3, 4, 5].flatMap((n) =>
      sequences(['a', 'b', ''], n).flatMap((segments) => [
        `/${segments.join('/')}`,
        `/${segments.join('/')}/`,
      ]),
    );
    let matched = 0;
    const differences: string[] = [];
    for (const source of sources) {
      // Every capture, each between markers, so a capture taken from the wrong place shows.
      const names = [':splat', ...source.split('/').filter((part) => part.startsWith(':'))];
      const destination = `/to/${names.map((name) => `[${name}]`).join('/')}`;
      const rules = parseRedirects(`${source} ${destination} 302`);
      const expectedOf = regexMatcher(source, destination);
      for (const path of paths) {
        const expected = expectedOf(path);
        const actual = matchRedirect(rules, path)?.location;
        if (actual !== expected) differences.push(`${source} on ${path}: ${actual} instead of ${expected}`);
        if (expected !== undefined) matched++;
      }
    }
    expect(differences.slice(0, 10)).toEqual([]);
    expect(matched).toBeGreaterThan(10_000);
  });

  it('give the first splat the most segments, then the next', () => {
    const rules = parseRedirects('/*/x/*/x/* /a/:splat 301\n/m/*/:id/* /b/:id/:splat 307');
    expect(matchRedirect(rules, '/1/x/2/x/3/x/4/x/5')).toEqual({ location: '/a/1/x/2/x/3', status: 301 });
    expect(matchRedirect(rules, '/m/1/2/3/4')).toEqual({ location: '/b/3/1/2', status: 307 });
    expect(matchRedirect(rules, '/1/x/2/x')).toBeUndefined();
    expect(matchRedirect(rules, '/m/1/2')).toBeUndefined();
    const long = parseRedirects(`/*/${'a/'.repeat(29)}b/* /c/:splat 301`);
    const as = (count: number) => Array(count).fill('a').join('/');
    expect(matchRedirect(long, `/x/${as(29)}/b/${as(40)}/b/y`)?.location).toBe(`/c/x/${as(29)}/b/${as(11)}`);
    expect(matchRedirect(long, `/x/${as(28)}/b/${as(40)}/b`)).toBeUndefined();
  });

  it('read statuses, comments and blank lines as before, and encode what they capture', () => {
    const rules = parseRedirects(
      '# moved\n\n  /old/:slug/*   /new/:slug/:splat  \n/gone /elsewhere 404\n/temp /t 302\n/abs/* https://example.com/:splat 308\n',
    );
    expect(rules).toHaveLength(4);
    expect(matchRedirect(rules, '/old/a/b/c')).toEqual({ location: '/new/a/b/c', status: 301 });
    expect(matchRedirect(rules, '/gone')).toEqual({ location: '/elsewhere', status: 301 });
    expect(matchRedirect(rules, '/temp/')).toEqual({ location: '/t', status: 302 });
    expect(matchRedirect(rules, '/abs/a b?#')).toEqual({
      location: 'https://example.com/a%20b%3F%23',
      status: 308,
    });
    expect(matchRedirect(rules, '/old/a')).toBeUndefined();
    expect(matchRedirect(rules, 'old/a/b')).toBeUndefined();
    // A splat takes any character; `.` in the old expression stopped at a line break.
    expect(matchRedirect(rules, '/old/a/b\nc')?.location).toBe('/new/a/b%0Ac');
  });

  it('follow Mintlify partial wildcards: a last segment that starts with a prefix, the rest captured', () => {
    const rules = parseRedirects(
      '/articles/concepts-* /collections/overview 308\n/old/:lang/article-* /new/:lang/article-:splat 307\n/a-*/b /never 308\n',
    );
    expect(rules).toHaveLength(2);
    expect(matchRedirect(rules, '/articles/concepts-getting-started')).toEqual({
      location: '/collections/overview',
      status: 308,
    });
    expect(matchRedirect(rules, '/articles/concepts-x/')?.location).toBe('/collections/overview');
    expect(matchRedirect(rules, '/old/en/article-123')).toEqual({
      location: '/new/en/article-123',
      status: 307,
    });
    expect(matchRedirect(rules, '/articles/other')).toBeUndefined();
    expect(matchRedirect(rules, '/articles/concepts-a/b')).toBeUndefined();
    expect(matchRedirect(rules, '/a-x/b')).toBeUndefined();
  });

  it('skip rules past the bounds and read the rest', () => {
    const { segments, splats, multiSplatRules, sourceLength } = redirectBounds;
    const splatRule = (n: number) => `/${Array(n).fill('*').join('/')}/end`;
    const rules = parseRedirects(
      ruleText([
        splatRule(splats + 1),
        `/${Array(segments + 1)
          .fill('s')
          .join('/')}`,
        `/${'l'.repeat(sourceLength)}`,
        ...Array.from({ length: multiSplatRules }, (_, i) => `/m${i}/*/*`),
        '/over/*/*',
        '/single/*',
        splatRule(splats),
        `/${Array(segments).fill('s').join('/')}`,
        `/${'l'.repeat(sourceLength - 1)}`,
      ]),
    );
    expect(rules).toHaveLength(multiSplatRules + 3);
    expect(matchRedirect(rules, `/m${multiSplatRules - 1}/a/b`)).toBeDefined();
    expect(matchRedirect(rules, '/over/a/b')).toBeUndefined();
    expect(matchRedirect(rules, '/single/a')).toBeDefined();
    expect(
      matchRedirect(
        rules,
        `/${Array(splats + 1)
          .fill('x')
          .join('/')}/end`,
      ),
    ).toBeUndefined();
    expect(matchRedirect(rules, `/${Array(segments).fill('s').join('/')}`)).toBeDefined();
    expect(
      matchRedirect(
        rules,
        `/${Array(segments + 1)
          .fill('s')
          .join('/')}`,
      ),
    ).toBeUndefined();
    expect(matchRedirect(rules, `/${'l'.repeat(sourceLength - 1)}`)).toBeDefined();
    expect(matchRedirect(rules, `/${'l'.repeat(sourceLength)}`)).toBeUndefined();
  });

  it(`read the first ${redirectBounds.rules} rules only`, () => {
    const rules = parseRedirects(
      ruleText(Array.from({ length: redirectBounds.rules + 1 }, (_, i) => `/r${i}`)),
    );
    expect(rules).toHaveLength(redirectBounds.rules);
    expect(matchRedirect(rules, `/r${redirectBounds.rules - 1}`)).toBeDefined();
    expect(matchRedirect(rules, `/r${redirectBounds.rules}`)).toBeUndefined();
  });

  it(`match paths up to ${redirectBounds.pathLength} characters`, () => {
    const rules = parseRedirects('/long/* /to/:splat 301');
    const path = (length: number) => `/long/${'x'.repeat(length - '/long/'.length)}`;
    expect(matchRedirect(rules, path(redirectBounds.pathLength))).toBeDefined();
    expect(matchRedirect(rules, path(redirectBounds.pathLength + 1))).toBeUndefined();
  });

  // The bounds separate linear work (milliseconds) from backtracking (minutes and more): generous
  // enough that a loaded host's slowest run stays far under them.
  it('read a source of many slashes, and match the longest path against the costliest rules, in linear time', () => {
    const started = performance.now();
    expect(parseRedirects(`/a${'/'.repeat(1_000_000)}b /c 301`)).toEqual([]);
    expect(performance.now() - started).toBeLessThan(5_000);
    const { segments, splats, multiSplatRules, rules: maxRules, pathLength } = redirectBounds;
    const path = `/${Array(pathLength / 2)
      .fill('a')
      .join('/')}`;
    // A block that matches everywhere but at its last part, between splats: tried at every place.
    const scanned = `/${Array(splats)
      .fill('*')
      .join(`/${'a/'.repeat(segments / splats - 2)}b/`)}`;
    // A prefix that matches all but its last segment, in every rule the file may hold.
    const prefixed = `/${'a/'.repeat(segments - 2)}b/*`;
    const rules = parseRedirects(
      ruleText([
        ...Array(multiSplatRules).fill(scanned),
        ...Array(maxRules - multiSplatRules).fill(prefixed),
      ]),
    );
    expect(rules).toHaveLength(maxRules);
    expect(rules[0]?.afterSplats).toHaveLength(splats);
    let best = Number.POSITIVE_INFINITY;
    for (let attempt = 0; attempt < 5; attempt++) {
      const start = performance.now();
      expect(matchRedirect(rules, path)).toBeUndefined();
      best = Math.min(best, performance.now() - start);
    }
    expect(best).toBeLessThan(2_000);
  });
});
