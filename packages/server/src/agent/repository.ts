// Which repositories jobs may work on (docs/server.md, Admin API): https on the configured host, file:// if allowed.
import { fileURLToPath } from 'node:url';
import type { GitSettings } from '../settings/settings.ts';

type RepositoryTarget =
  | { readonly kind: 'https'; readonly url: string; readonly owner: string; readonly name: string }
  | { readonly kind: 'file'; readonly url: string; readonly path: string };

const segment = /^[A-Za-z0-9_.-]{1,100}$/;

/** The repository a URL names, or a message saying why it is not accepted. */
export function parseRepository(
  url: string,
  git: GitSettings,
): RepositoryTarget | { readonly error: string } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { error: 'source.repository must be a full URL, such as https://github.com/owner/repo' };
  }
  if (parsed.protocol === 'file:') {
    if (!git.allowLocalRepos)
      return {
        error:
          'file:// repositories are not accepted (the server sets DOCWRIGHT_ALLOW_LOCAL_REPOS=1 to allow them)',
      };
    if (parsed.host !== '' || parsed.search !== '' || parsed.hash !== '')
      return { error: 'source.repository must be a file:///absolute/path URL' };
    return { kind: 'file', url, path: fileURLToPath(parsed) };
  }
  if (parsed.protocol !== 'https:')
    return { error: `source.repository must be an https:// URL of a repository on ${git.host}` };
  if (parsed.hostname !== git.host || parsed.username !== '' || parsed.password !== '' || parsed.port !== '')
    return { error: `source.repository must be a repository on ${git.host}` };
  if (parsed.search !== '' || parsed.hash !== '')
    return { error: 'source.repository must not have a query or fragment' };
  const parts = parsed.pathname.replace(/\/+$/, '').split('/').slice(1);
  const [owner, rawName] = parts;
  const name = rawName?.replace(/\.git$/, '');
  if (
    parts.length !== 2 ||
    !owner ||
    !name ||
    !segment.test(owner) ||
    !segment.test(name) ||
    owner.startsWith('.') ||
    name.startsWith('.')
  )
    return { error: `source.repository must look like https://${git.host}/owner/repo` };
  return { kind: 'https', url, owner, name };
}
