// The starter's three guide pages (templates/starter: index, quickstart, writing) as a VitePress
// site: the same text, each Mintlify component turned into what VitePress writes with Markdown
// alone (callouts and code groups as its containers, steps, cards, tabs and fields as lists,
// accordions as `::: details`), and a config with the same title and sidebar. Used by
// cold-start.mjs to time a build a user might pick instead of Docwright's.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The guide pages of the starter, in its sidebar's order. */
export const starterGuidePages = ['index', 'quickstart', 'writing'];

/** Writes `<dir>/{index,quickstart,writing}.md` and `<dir>/.vitepress/config.mjs`. */
export async function writeVitePressSite(starterDir, dir) {
  const docs = JSON.parse(await readFile(join(starterDir, 'docs.json'), 'utf8'));
  const group = docs.navigation.tabs[0].groups[0];
  const items = [];
  await mkdir(join(dir, '.vitepress'), { recursive: true });
  for (const page of group.pages) {
    const { title, markdown } = mdxToMarkdown(await readFile(join(starterDir, `${page}.mdx`), 'utf8'));
    items.push({ text: title, link: page === 'index' ? '/' : `/${page}` });
    await writeFile(join(dir, `${page}.md`), markdown);
  }
  const config = {
    title: docs.name,
    description: docs.description,
    // Docwright reports a link to a page the site lacks as a warning; VitePress fails the build.
    ignoreDeadLinks: true,
    themeConfig: { sidebar: [{ text: group.group, items }] },
  };
  await writeFile(join(dir, '.vitepress/config.mjs'), `export default ${JSON.stringify(config, null, 2)};\n`);
}

const attribute = (attributes, name) => new RegExp(`${name}="([^"]*)"`).exec(attributes)?.[1] ?? '';

/** One starter page: front matter title and description kept, the title as the page's `#` heading. */
export function mdxToMarkdown(source) {
  const [, frontMatter, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(source) ?? ['', '', source];
  const field = (name) => new RegExp(`^${name}: (.*)$`, 'm').exec(frontMatter)?.[1] ?? '';
  const title = field('title');
  const markdown = body
    .replace(/<(Note|Tip|Warning)>\s*([\s\S]*?)\s*<\/\1>/g, (_, kind, text) => {
      const container = { Note: 'info', Tip: 'tip', Warning: 'warning' }[kind];
      return `::: ${container}\n${text}\n:::`;
    })
    .replace(
      /<CodeGroup>\n([\s\S]*?)<\/CodeGroup>/g,
      (_, blocks) => `::: code-group\n${blocks.replace(/^```(\w+) (.+)$/gm, '```$1 [$2]')}:::`,
    )
    .replace(/<\/?(?:Steps|CardGroup[^>]*|Tabs|AccordionGroup)>\n?/g, '')
    .replace(/^ *<Step ([^>]*)>(.*)<\/Step>$/gm, (_, a, text) => `1. **${attribute(a, 'title')}**: ${text}`)
    .replace(
      /^ *<Card ([^>]*)>(.*)<\/Card>$/gm,
      (_, a, text) => `- [${attribute(a, 'title')}](${attribute(a, 'href')}): ${text}`,
    )
    .replace(/^ *<Tab ([^>]*)>(.*)<\/Tab>$/gm, (_, a, text) => `- **${attribute(a, 'title')}**: ${text}`)
    .replace(
      /^ *<Accordion ([^>]*)>(.*)<\/Accordion>$/gm,
      (_, a, text) => `::: details ${attribute(a, 'title')}\n${text}\n:::\n`,
    )
    .replace(/<ParamField ([^>]*)>(.*)<\/ParamField>/g, (_, a, text) => {
      const name = attribute(a, 'query') || attribute(a, 'path') || attribute(a, 'body');
      return `- \`${name}\` (${attribute(a, 'type')}, default ${attribute(a, 'default')}): ${text}`;
    })
    .replace(
      /<ResponseField ([^>]*)>\s*([\s\S]*?)\s*<\/ResponseField>/g,
      (_, a, text) => `- \`${attribute(a, 'name')}\` (${attribute(a, 'type')}, required): ${text}`,
    );
  if (/<[A-Z]/.test(markdown)) throw new Error(`a component is left in the Markdown of "${title}"`);
  return {
    title,
    markdown: `---\ntitle: ${title}\ndescription: ${field('description')}\n---\n\n# ${title}\n\n${markdown}`,
  };
}
