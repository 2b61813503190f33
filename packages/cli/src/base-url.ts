import { UsageError } from './usage.ts';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * The address the site will be served from: `--base-url`, else `DOCWRIGHT_BASE_URL`, else the
 * production address of the host that runs the build (Netlify's `URL`, Vercel's
 * `VERCEL_PROJECT_PRODUCTION_URL`), else none. A host's per-deploy address (Cloudflare Pages'
 * `CF_PAGES_URL`, a preview's) is not read: canonical links and the sitemap would name a build.
 */
export function siteBaseUrl(flag: string | undefined, env: Env): string | undefined {
  const [given, name] = chosenBaseUrl(flag, env) ?? [];
  if (given === undefined) return undefined;
  const problem = baseUrlProblem(given);
  if (problem)
    throw new UsageError(
      `${name} must be an http(s) URL such as https://docs.example.com, got ${JSON.stringify(given)}: ${problem}`,
    );
  return given;
}

/**
 * What makes `value` unfit as the base URL, or undefined. It is written into attributes, Markdown
 * links and XML as it is, so it must be a plain absolute http(s) address: no character that could
 * end an attribute or a link, no credentials, no query or fragment.
 */
export function baseUrlProblem(value: string): string | undefined {
  if (!/^https?:\/\//i.test(value)) return 'it does not start with https:// or http://';
  const unsafe = [...value].find(isUnsafeCharacter);
  if (unsafe) return `it contains ${describeCharacter(unsafe)}, which cannot appear in a link`;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'it is not a URL';
  }
  if (!/^https?:\/\/[^/]/i.test(value) || url.hostname === '') return 'it names no host';
  if (url.username || url.password)
    return 'it holds a user name or password, which would be published in every page';
  if (url.search || value.includes('?')) return 'it has a query (?...), which links cannot start with';
  if (url.hash || value.includes('#')) return 'it has a fragment (#...), which links cannot start with';
  return undefined;
}

/** Quotes, angle brackets, backslashes, backticks and parentheses end an attribute or a Markdown link. */
const linkBreakers = new Set(['"', "'", '<', '>', '\\', '`', '(', ')']);

const isControl = (character: string) => {
  const code = character.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code < 0xa0);
};

const isUnsafeCharacter = (character: string) =>
  linkBreakers.has(character) || isControl(character) || /\s/u.test(character);

function describeCharacter(character: string): string {
  const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
  if (isControl(character)) return `a control character (${code})`;
  if (/\s/u.test(character)) return `white space (${code})`;
  return `the character ${character}`;
}

function chosenBaseUrl(flag: string | undefined, env: Env): [string, string] | undefined {
  if (flag !== undefined) return [flag, '--base-url'];
  if (env.DOCWRIGHT_BASE_URL) return [env.DOCWRIGHT_BASE_URL, 'DOCWRIGHT_BASE_URL'];
  if (env.NETLIFY === 'true' && env.URL) return [env.URL, 'URL (set by Netlify)'];
  if (env.VERCEL === '1' && env.VERCEL_PROJECT_PRODUCTION_URL)
    return [`https://${env.VERCEL_PROJECT_PRODUCTION_URL}`, 'VERCEL_PROJECT_PRODUCTION_URL (set by Vercel)'];
  return undefined;
}
