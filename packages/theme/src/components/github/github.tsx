import { parseGitHubRepo } from '@docwright/mdx';
import type { ComponentChildren } from 'preact';
import { renderIcon } from '../../icons/render-icon.ts';
import { recordNeed } from '../../render/page-needs.ts';

const mark = renderIcon('github', { library: 'fontawesome', iconType: 'brands', size: 20 }) ?? '';
const star =
  '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="currentColor"><path d="M8 .8l2.2 4.6 5 .7-3.6 3.5.9 5L8 12.2l-4.5 2.4.9-5L.8 6.1l5-.7z"/></svg>';
const fork =
  '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="1.6"><circle cx="4" cy="3" r="1.7"/><circle cx="12" cy="3" r="1.7"/><circle cx="8" cy="13" r="1.7"/><path d="M4 4.7v1.1c0 1.2.8 2 2 2h4c1.2 0 2-.8 2-2V4.7M8 7.8v3.5"/></svg>';

/**
 * `<GitHub.Repo repo variant className>`: a card linking to a public repository. The build knows
 * its owner and name; github.js fills the description, stars and forks from GitHub's API when the
 * page loads, into space the card already holds, so nothing moves. A `repo` that names no
 * repository renders nothing (the build warns, `page/invalid-prop`).
 */
function GitHubRepo({
  repo,
  variant,
  className,
}: {
  repo?: unknown;
  variant?: unknown;
  className?: unknown;
}) {
  const parsed = typeof repo === 'string' ? parseGitHubRepo(repo) : undefined;
  if (!parsed) return null;
  recordNeed('github');
  const slug = `${parsed.owner}/${parsed.name}`;
  const layout = variant === 'flat' ? 'flat' : 'inset';
  const extra = typeof className === 'string' && className.trim() ? ` ${className.trim()}` : '';
  return (
    <a
      class={`dw-github-repo dw-github-repo-${layout}${extra}`}
      href={`https://github.com/${slug}`}
      data-github-repo={slug}
      data-github-state="pending"
    >
      <span class="dw-github-repo-surface">
        <span class="dw-github-repo-name">
          <span class="dw-github-repo-mark" dangerouslySetInnerHTML={{ __html: mark }} />
          <span class="dw-github-repo-owner">{parsed.owner}/</span>
          <strong>{parsed.name}</strong>
        </span>
        <span class="dw-github-repo-description" data-github-field="description">
          github.com/{slug}
        </span>
        <span class="dw-github-repo-stats">
          <span class="dw-github-repo-stat" title="Stars">
            <span dangerouslySetInnerHTML={{ __html: star }} />
            <span class="dw-github-repo-hidden">Stars: </span>
            <span data-github-field="stars">–</span>
          </span>
          <span class="dw-github-repo-stat" title="Forks">
            <span dangerouslySetInnerHTML={{ __html: fork }} />
            <span class="dw-github-repo-hidden">Forks: </span>
            <span data-github-field="forks">–</span>
          </span>
        </span>
      </span>
    </a>
  );
}

/** `<GitHub>` itself draws nothing of its own; Mintlify documents its `Repo` member. */
export function GitHub({ children }: { children?: ComponentChildren }) {
  return <>{children}</>;
}
GitHub.Repo = GitHubRepo;
