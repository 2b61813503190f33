type Env = Readonly<Record<string, string | undefined>>;

/**
 * Whether the command runs in CI, where a build is deployed: `CI` is set to anything but "",
 * "false" or "0" (GitHub Actions, GitLab, Netlify, Vercel and Cloudflare Pages set it).
 */
export function inCi(env: Env): boolean {
  const value = env.CI?.trim().toLowerCase();
  return value !== undefined && value !== '' && value !== 'false' && value !== '0';
}
