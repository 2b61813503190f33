import { join } from 'node:path';
import { buildSite } from '@docwright/site-builder';
import { describe, expect, it } from 'vitest';
import {
  blockingRule,
  createDirectoryReader,
  isAllowed,
  parseRobotsTxt,
  runScoreCheck,
} from '../src/index.ts';
import { baseUrl, servedFolder, writeFolder } from './folder.ts';

const robotsCheck = async (robots: string | undefined) => {
  const reader = await servedFolder(
    robots === undefined ? { 'index.html': '<p>hi</p>' } : { 'robots.txt': robots },
  );
  return runScoreCheck(reader, 'robotsTxtAllowsAI');
};

describe('robotsTxtAllowsAI', () => {
  it('passes on the robots.txt a build generates', async () => {
    const site = await writeFolder({
      'docs.json': JSON.stringify({ name: 'Robots', navigation: { pages: ['index'] } }),
      'index.mdx': '---\ntitle: Home\ndescription: The home page.\n---\n\nHello.\n',
    });
    const outDir = join(site, 'dist');
    const build = await buildSite({ dir: site, outDir, baseUrl });
    expect(build.ok).toBe(true);
    const result = await runScoreCheck(createDirectoryReader(outDir, baseUrl), 'robotsTxtAllowsAI');
    expect(result.status, result.reason).toBe('pass');
  });

  it('fails on User-agent: * / Disallow: /, naming the line', async () => {
    const result = await robotsCheck('User-agent: *\nDisallow: /\n');
    expect(result.status).toBe('fail');
    expect(result.reason).toContain('every AI crawler');
    expect(result.reason).toContain('"Disallow: /" (line 2)');
  });

  it('fails on User-agent: GPTBot / Disallow: /, naming GPTBot only', async () => {
    const result = await robotsCheck('User-agent: GPTBot\nDisallow: /\n');
    expect(result.status).toBe('fail');
    expect(result.reason).toMatch(/blocks GPTBot by "Disallow: \/" \(line 2\)/);
    expect(result.reason).not.toContain('ClaudeBot');
  });

  it('passes on User-agent: GPTBot / Disallow: /private', async () => {
    const result = await robotsCheck('User-agent: GPTBot\nDisallow: /private\n');
    expect(result.status, result.reason).toBe('pass');
  });

  it('passes when there is no robots.txt', async () => {
    const result = await robotsCheck(undefined);
    expect(result.status).toBe('pass');
    expect(result.reason).toContain('No robots.txt (404)');
  });

  it('fails on Disallow: /* in a group that lists several agents', async () => {
    const result = await robotsCheck('User-agent: Googlebot\nUser-agent: ClaudeBot\nDisallow: /*\n');
    expect(result.status).toBe('fail');
    expect(result.reason).toContain('ClaudeBot by "Disallow: /*" (line 3)');
  });

  it('passes when an AI crawler has its own open group while * is closed', async () => {
    // A crawler with its own group ignores the * group; here every listed AI crawler has one.
    const agents = ['GPTBot', 'OAI-SearchBot', 'ChatGPT-User', 'ClaudeBot', 'Claude-User', 'PerplexityBot'];
    const more = [
      'Google-Extended',
      'CCBot',
      'Copilot',
      'Claude-SearchBot',
      'anthropic-ai',
      'Perplexity-User',
    ];
    const last = ['Applebot-Extended', 'meta-externalagent'];
    const groups = [...agents, ...more, ...last].map((agent) => `User-agent: ${agent}`).join('\n');
    const result = await robotsCheck(`User-agent: *\nDisallow: /\n\n${groups}\nAllow: /\n`);
    expect(result.status, result.reason).toBe('pass');
  });
});

describe('parseRobotsTxt', () => {
  it('groups consecutive User-agent lines and starts a new group after a rule', () => {
    const robots = parseRobotsTxt(
      '# comment\nUser-agent: a\nUser-Agent: B/2.1\nDisallow: /x # trailing\nUser-agent: c\nAllow: /\nSitemap: https://e.example/s.xml\n',
    );
    expect(robots.groups.map((group) => group.agents)).toEqual([['a', 'b'], ['c']]);
    expect(robots.groups[0]?.rules).toEqual([{ allow: false, path: '/x', line: 4 }]);
    expect(robots.sitemaps).toEqual(['https://e.example/s.xml']);
  });

  it('combines every group that names an agent and falls back to * only without one', () => {
    const robots = parseRobotsTxt(
      'User-agent: GPTBot\nDisallow: /a\n\nUser-agent: *\nDisallow: /\n\nUser-agent: gptbot\nDisallow: /b\n',
    );
    expect(isAllowed(robots, 'GPTBot', '/a/1')).toBe(false);
    expect(isAllowed(robots, 'GPTBot', '/b/1')).toBe(false);
    expect(isAllowed(robots, 'GPTBot', '/c')).toBe(true);
    expect(isAllowed(robots, 'ClaudeBot', '/c')).toBe(false);
  });

  it('lets the longest match win, Allow on a tie, with * and $ in patterns', () => {
    const robots = parseRobotsTxt(
      'User-agent: *\nDisallow: /docs\nAllow: /docs/public\nDisallow: /*.pdf$\nAllow: /same\nDisallow: /same\n',
    );
    expect(isAllowed(robots, 'x', '/docs/private')).toBe(false);
    expect(isAllowed(robots, 'x', '/docs/public/a')).toBe(true);
    expect(isAllowed(robots, 'x', '/files/a.pdf')).toBe(false);
    expect(isAllowed(robots, 'x', '/files/a.pdf?x=1')).toBe(true);
    expect(isAllowed(robots, 'x', '/same')).toBe(true);
  });

  it('counts a Disallow of everything as blocking unless an Allow of everything outranks it', () => {
    const blocked = (text: string) => blockingRule(parseRobotsTxt(text), 'GPTBot')?.path;
    expect(blocked('User-agent: *\nDisallow: /\nAllow: /docs/\n')).toBe('/');
    expect(blocked('User-agent: *\nDisallow: /*\nAllow: /$\n')).toBe('/*');
    expect(blocked('User-agent: *\nDisallow: /\nAllow: /\n')).toBeUndefined();
    expect(blocked('User-agent: *\nDisallow: /\nAllow: /*\n')).toBeUndefined();
    expect(blocked('User-agent: *\nDisallow: /*\nAllow: /\n')).toBe('/*');
    expect(blocked('User-agent: *\nDisallow:\n')).toBeUndefined();
    expect(blocked('Disallow: /\nUser-agent: *\nAllow: /x\n')).toBeUndefined();
  });
});
