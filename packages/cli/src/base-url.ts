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
  if (!/^https?:\/\/[^/]/.test(given)) throw new UsageError(`${name} must be an http(s) URL, got "${given}"`);
  return given;
}

function chosenBaseUrl(flag: string | undefined, env: Env): [string, string] | undefined {
  if (flag !== undefined) return [flag, '--base-url'];
  if (env.DOCWRIGHT_BASE_URL) return [env.DOCWRIGHT_BASE_URL, 'DOCWRIGHT_BASE_URL'];
  if (env.NETLIFY === 'true' && env.URL) return [env.URL, 'URL (set by Netlify)'];
  if (env.VERCEL === '1' && env.VERCEL_PROJECT_PRODUCTION_URL)
    return [`https://${env.VERCEL_PROJECT_PRODUCTION_URL}`, 'VERCEL_PROJECT_PRODUCTION_URL (set by Vercel)'];
  return undefined;
}
