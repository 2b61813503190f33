/** A public GitHub repository as `<GitHub.Repo repo>` names it. */
export interface GitHubRepo {
  readonly owner: string;
  readonly name: string;
}

// GitHub's own rules: an account is letters, digits and single hyphens (39 at most); a
// repository is letters, digits, `.`, `-` and `_`, and never `.` or `..` alone.
const owner = '[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}';
const name = '[A-Za-z0-9._-]{1,100}';
const slug = new RegExp(`^(${owner})/(${name})$`);
const url = new RegExp(`^https?://(?:www\\.)?github\\.com/(${owner})/(${name}?)(?:\\.git)?/?$`, 'i');

/**
 * `owner/name` or a repository's URL (`https://github.com/owner/name`, with or without `.git`
 * or a trailing slash), as Mintlify's GitHub component accepts them; anything else is undefined.
 */
export function parseGitHubRepo(value: string): GitHubRepo | undefined {
  const text = value.trim();
  const match = slug.exec(text) ?? url.exec(text);
  const [, ownerPart, namePart] = match ?? [];
  if (!ownerPart || !namePart) return undefined;
  const repo = namePart.replace(/\.git$/, '');
  if (repo === '' || repo === '.' || repo === '..') return undefined;
  return { owner: ownerPart, name: repo };
}
