/**
 * robots.txt as RFC 9309 reads it: groups of `User-agent` lines followed by `Allow`/`Disallow`
 * rules. A crawler obeys every group that names its product token (combined), else the `*`
 * groups; among the rules that match a path the longest wins, and `Allow` wins a tie.
 */

/** AI crawlers and fetchers whose access `robotsTxtAllowsAI` checks (docs/output.md, For AI systems, names the first nine). */
export const aiUserAgents = [
  'GPTBot',
  'OAI-SearchBot',
  'ChatGPT-User',
  'ClaudeBot',
  'Claude-User',
  'PerplexityBot',
  'Google-Extended',
  'CCBot',
  'Copilot',
  'Claude-SearchBot',
  'anthropic-ai',
  'Perplexity-User',
  'Applebot-Extended',
  'meta-externalagent',
] as const;

interface RobotsRule {
  readonly allow: boolean;
  /** The path pattern as written: `*` matches any run of characters, a final `$` the end. */
  readonly path: string;
  /** 1-based line in the file. */
  readonly line: number;
}

interface RobotsGroup {
  /** Product tokens, lowercased (`gptbot`), or `*`. */
  readonly agents: readonly string[];
  readonly rules: readonly RobotsRule[];
  readonly line: number;
}

interface RobotsTxt {
  readonly groups: readonly RobotsGroup[];
  readonly sitemaps: readonly string[];
}

export function parseRobotsTxt(text: string): RobotsTxt {
  const groups: { agents: string[]; rules: RobotsRule[]; line: number }[] = [];
  const sitemaps: string[] = [];
  let current: (typeof groups)[number] | undefined;
  // Consecutive User-agent lines share one group; a User-agent line after a rule starts a new one.
  let readingAgents = false;
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  lines.forEach((raw, index) => {
    const match = /^\s*([A-Za-z-]+)\s*:\s*(.*)$/.exec(raw.replace(/#.*$/, ''));
    if (!match) return;
    const key = (match[1] as string).toLowerCase();
    const value = (match[2] as string).trim();
    const line = index + 1;
    if (key === 'user-agent') {
      if (!current || !readingAgents) {
        current = { agents: [], rules: [], line };
        groups.push(current);
      }
      current.agents.push(productToken(value));
      readingAgents = true;
    } else if (key === 'allow' || key === 'disallow') {
      readingAgents = false;
      // Rules before any User-agent line belong to no group; an empty Disallow allows everything.
      if (current && value !== '') current.rules.push({ allow: key === 'allow', path: value, line });
    } else if (key === 'sitemap' && value !== '') {
      sitemaps.push(value);
    }
  });
  return { groups, sitemaps };
}

/** `gptbot` for `GPTBot/1.1`; `*` stays `*`. */
function productToken(value: string): string {
  if (value === '*') return '*';
  return (/^[A-Za-z_-]+/.exec(value)?.[0] ?? value).toLowerCase();
}

/** The rules a crawler obeys: every group that names it, else every `*` group, else none. */
function rulesFor(robots: RobotsTxt, agent: string): { rules: RobotsRule[]; via: 'agent' | '*' | 'none' } {
  const token = productToken(agent);
  const own = robots.groups.filter((group) => group.agents.includes(token));
  if (own.length > 0) return { rules: own.flatMap((group) => group.rules), via: 'agent' };
  const star = robots.groups.filter((group) => group.agents.includes('*'));
  if (star.length > 0) return { rules: star.flatMap((group) => group.rules), via: '*' };
  return { rules: [], via: 'none' };
}

/** Whether `agent` may fetch `path` (longest matching rule wins, `Allow` on a tie). */
export function isAllowed(robots: RobotsTxt, agent: string, path: string): boolean {
  let best: RobotsRule | undefined;
  for (const rule of rulesFor(robots, agent).rules) {
    if (!patternMatches(rule.path, path)) continue;
    if (!best || rule.path.length > best.path.length || (rule.path.length === best.path.length && rule.allow))
      best = rule;
  }
  return best?.allow ?? true;
}

function patternMatches(pattern: string, path: string): boolean {
  const anchored = pattern.endsWith('$');
  const body = anchored ? pattern.slice(0, -1) : pattern;
  const source = body
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${source}${anchored ? '$' : ''}`).test(path);
}

/** `/`, `/*`, `*`, `/*$`: patterns that match every path (`/$` matches only the home page). */
const matchesEverything = (path: string) => path === '/' || /^\/?\*+\$?$/.test(path);

/**
 * The rule that shuts `agent` out of the whole site: a `Disallow: /` or `Disallow: /*` in a group
 * that applies to it, unless an `Allow` of every path at least as long outranks it. A Disallow of
 * everything with some Allowed folders still blocks the site as docs/output.md, For AI systems counts it.
 */
export function blockingRule(robots: RobotsTxt, agent: string): RobotsRule | undefined {
  const longest = (allow: boolean) =>
    rulesFor(robots, agent)
      .rules.filter((rule) => rule.allow === allow && matchesEverything(rule.path))
      .sort((a, b) => b.path.length - a.path.length)[0];
  const disallow = longest(false);
  const allow = longest(true);
  if (!disallow || (allow && allow.path.length >= disallow.path.length)) return undefined;
  return disallow;
}
