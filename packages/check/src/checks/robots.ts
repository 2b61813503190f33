import { fail, pass, type ScoreCheck } from '../check-result.ts';
import { aiUserAgents, blockingRule, parseRobotsTxt } from '../robots-txt.ts';

/** docs/output.md, For AI systems: no AI crawler may be shut out by `Disallow: /` or `/*` in a group that applies to it. */
export const robotsTxtAllowsAI: ScoreCheck = async (site) => {
  const response = await site.read('/robots.txt');
  if (response.status === 0) return fail(`robots.txt could not be fetched: ${response.error}.`);
  if (response.status >= 500)
    return fail(
      `robots.txt answered ${response.status}; crawlers treat a server error as "disallow everything".`,
    );
  if (response.status >= 400)
    return pass(`No robots.txt (${response.status}): crawlers, AI ones included, may fetch every page.`);
  const robots = parseRobotsTxt(response.text);
  const byLine = new Map<number, { path: string; agents: string[] }>();
  for (const agent of aiUserAgents) {
    const rule = blockingRule(robots, agent);
    if (!rule) continue;
    const entry = byLine.get(rule.line) ?? { path: rule.path, agents: [] };
    entry.agents.push(agent);
    byLine.set(rule.line, entry);
  }
  if (byLine.size === 0)
    return pass(
      `robots.txt lets every AI crawler in (${aiUserAgents.length} user agents checked, GPTBot and ClaudeBot among them).`,
    );
  const blocked = [...byLine].map(
    ([line, { path, agents }]) =>
      `${agents.length === aiUserAgents.length ? `every AI crawler (all ${agents.length} checked)` : agents.join(', ')} by "Disallow: ${path}" (line ${line})`,
  );
  return fail(
    `robots.txt blocks ${blocked.join('; ')}. Remove the rule, or narrow it to the paths to keep private.`,
  );
};
