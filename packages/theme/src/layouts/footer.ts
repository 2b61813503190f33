import { escapeHtml } from '../html.ts';
import type { SiteChrome } from './chrome.ts';

/** Display names of `footer.socials` keys, and the icon each shows. */
const networks: Record<string, { label: string; icon: string }> = {
  x: { label: 'X', icon: 'x-twitter' },
  twitter: { label: 'X', icon: 'x-twitter' },
  'x-twitter': { label: 'X', icon: 'x-twitter' },
  website: { label: 'Website', icon: 'globe' },
  'earth-americas': { label: 'Website', icon: 'earth-americas' },
  facebook: { label: 'Facebook', icon: 'facebook' },
  youtube: { label: 'YouTube', icon: 'youtube' },
  discord: { label: 'Discord', icon: 'discord' },
  slack: { label: 'Slack', icon: 'slack' },
  github: { label: 'GitHub', icon: 'github' },
  linkedin: { label: 'LinkedIn', icon: 'linkedin' },
  instagram: { label: 'Instagram', icon: 'instagram' },
  'hacker-news': { label: 'Hacker News', icon: 'hacker-news' },
  medium: { label: 'Medium', icon: 'medium' },
  telegram: { label: 'Telegram', icon: 'telegram' },
  bluesky: { label: 'Bluesky', icon: 'bluesky' },
  threads: { label: 'Threads', icon: 'threads' },
  reddit: { label: 'Reddit', icon: 'reddit' },
  podcast: { label: 'Podcast', icon: 'podcast' },
};

export function renderFooter(site: SiteChrome): string {
  const { socials, columns } = site.footer;
  const socialLinks = socials
    .map(({ network, href }) => {
      const known = networks[network] ?? { label: network, icon: network };
      const icon = site.icon?.(known.icon);
      return `<li><a href="${escapeHtml(href)}" rel="noopener" aria-label="${escapeHtml(known.label)}" title="${escapeHtml(known.label)}">${icon ?? escapeHtml(known.label)}</a></li>`;
    })
    .join('');
  const linkColumns = columns
    .map(
      (column) =>
        `<div class="dw-footer-column">${column.header ? `<p class="dw-footer-header">${escapeHtml(column.header)}</p>` : ''}<ul class="dw-footer-list">${column.items
          .map((item) => `<li><a href="${escapeHtml(item.href)}">${escapeHtml(item.label)}</a></li>`)
          .join('')}</ul></div>`,
    )
    .join('');
  return `<footer class="dw-footer">
${linkColumns ? `<div class="dw-footer-columns">${linkColumns}</div>` : ''}
<div class="dw-footer-bottom">
${socialLinks ? `<ul class="dw-socials">${socialLinks}</ul>` : ''}
<p class="dw-powered">Built with Docwright</p>
</div>
</footer>`;
}
