import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { splitFrontmatter } from '@docwright/mdx';
import { markdownLine } from '../render/markdown-line.ts';
import { pageUrl, twinFileOfRoute } from './output-layout.ts';
import type { SiteSnapshot } from './site-snapshot.ts';

/** A site's own `skill.md` beside docs.json, published as written instead of the generated one. */
export const customSkillFile = 'skill.md';

/** Where agents find the site's skill: the root file and the Agent Skills Discovery index. */
export const skillPaths = {
  root: 'skill.md',
  index: '.well-known/skills/index.json',
  skill: '.well-known/skills/default/SKILL.md',
} as const;

/** Pages the generated skill links before it sends agents to llms.txt for the rest. */
const linkedPages = 150;
/** The Agent Skills Discovery index caps a description at this many characters. */
const descriptionLimit = 1024;

interface SkillInput {
  readonly siteDir: string;
  readonly baseUrl: string;
  readonly mcpUrl?: string;
  /** Whether a page is for signed-in readers only: the skill names public pages only. */
  readonly isRestricted: (route: string) => boolean;
}

/**
 * `skill.md` at the root and `/.well-known/skills/` (the Agent Skills Discovery index and its one
 * `default` skill): the site's own `skill.md` as written, else one made from docs.json and the
 * public pages in navigation order, each linked to its Markdown twin.
 */
export function skillFiles(snapshot: SiteSnapshot, input: SkillInput): Map<string, string> {
  const own = join(input.siteDir, customSkillFile);
  const text = existsSync(own) ? readFileSync(own, 'utf8') : generatedSkill(snapshot, input);
  const { frontmatter } = splitFrontmatter(text, customSkillFile);
  const described = typeof frontmatter.description === 'string' ? frontmatter.description : undefined;
  const description = oneLine(described ?? siteDescription(snapshot)).slice(0, descriptionLimit);
  const index = { skills: [{ name: 'default', description, files: ['SKILL.md'] }] };
  return new Map([
    [skillPaths.root, text],
    [skillPaths.skill, text],
    [skillPaths.index, `${JSON.stringify(index, null, 2)}\n`],
  ]);
}

function generatedSkill(snapshot: SiteSnapshot, input: SkillInput): string {
  const { config, graph } = snapshot;
  const description = oneLine(siteDescription(snapshot)).slice(0, descriptionLimit);
  const routes = graph.navigationOrder.filter(
    (route) => snapshot.pages.has(route) && !input.isRestricted(route),
  );
  const base = input.baseUrl.replace(/\/+$/, '');
  const links = routes.slice(0, linkedPages).map((route) => {
    const entry = graph.routes.get(route);
    const title = oneLine(entry?.title ?? route);
    const about = entry?.description ? `: ${markdownLine(entry.description)}` : '';
    return `- [${escapeLinkText(title)}](${base}/${encodeURI(twinFileOfRoute(route))})${about}`;
  });
  const more =
    routes.length > linkedPages
      ? [`- ${routes.length - linkedPages} more pages are listed in [llms.txt](${base}/llms.txt).`]
      : [];
  const mcp = input.mcpUrl
    ? [
        '',
        '## MCP server',
        '',
        `Search these docs and read their pages as tools: \`${input.mcpUrl}\` (Streamable HTTP).`,
      ]
    : [];
  return [
    '---',
    `name: ${skillName(config.name)}`,
    `description: ${JSON.stringify(description)}`,
    '---',
    '',
    `# ${markdownLine(config.name)}`,
    '',
    markdownLine(description),
    '',
    '## How to use these docs',
    '',
    `- Every page is also Markdown: add \`.md\` to its URL. The index of all pages is [llms.txt](${base}/llms.txt); the whole site in one file is [llms-full.txt](${base}/llms-full.txt).`,
    `- The site starts at ${pageUrl(input.baseUrl, routes[0] ?? '')}.`,
    ...mcp,
    '',
    '## Pages',
    '',
    ...links,
    ...more,
    '',
  ].join('\n');
}

const siteDescription = ({ config }: SiteSnapshot) =>
  config.description ?? `How to use ${config.name}, from its documentation.`;

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The skill's `name`: lowercase letters, digits and single hyphens, as the specification asks. */
function skillName(siteName: string): string {
  const name = siteName
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return name || 'docs';
}

const escapeLinkText = (text: string) => text.replace(/[[\]\\<]/g, (c) => `\\${c}`);
