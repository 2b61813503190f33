export interface RedirectRule {
  readonly pattern: RegExp;
  /** Names of the pattern's captures, in order (`splat` for `*`). */
  readonly names: readonly string[];
  readonly destination: string;
  readonly status: number;
}

/** Rules of a `_redirects` file (`/old/:id/* /new/:id/:splat 308`), as the build writes it for static hosts. */
export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const line of text.split('\n')) {
    const [source, destination, statusText] = line.trim().split(/\s+/);
    if (!source || !destination || source.startsWith('#')) continue;
    const status = Number(statusText ?? 301);
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
    rules.push({
      pattern: new RegExp(`^/${body}/?$`),
      names,
      destination,
      status: [301, 302, 303, 307, 308].includes(status) ? status : 301,
    });
  }
  return rules;
}

/** Where a path redirects to, with captures filled in; undefined when no rule matches. */
export function matchRedirect(
  rules: readonly RedirectRule[],
  pathname: string,
): { location: string; status: number } | undefined {
  for (const rule of rules) {
    const match = rule.pattern.exec(pathname);
    if (!match) continue;
    let location = rule.destination;
    // Captures come from the request, decoded: encoded again, they stay text within the path.
    rule.names.forEach((name, index) => {
      location = location.replaceAll(`:${name}`, encodeCapture(match[index + 1] ?? ''));
    });
    return { location, status: rule.status };
  }
  return undefined;
}

/** A captured piece of a path, percent-encoded as in a URL path (`/` kept, `?` and `#` encoded). */
function encodeCapture(text: string): string {
  try {
    return encodeURI(text).replace(/[?#]/g, (ch) => encodeURIComponent(ch));
  } catch {
    // Unpaired surrogates, which a path decoded by `sitePathOf` never holds.
    return '';
  }
}
