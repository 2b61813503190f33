import { type ComponentTwins, parseGitHubRepo } from '@docwright/mdx';
import { paragraph, text } from '../twin-nodes.ts';

/** A repository card reads as a link line to the repository; a `repo` that names none reads as nothing. */
export const gitHubTwins: ComponentTwins = {
  'GitHub.Repo': {
    block: true,
    flow: (node, tools) => {
      const parsed = parseGitHubRepo(tools.attribute(node, 'repo') ?? '');
      if (!parsed) return [];
      const slug = `${parsed.owner}/${parsed.name}`;
      return [
        paragraph([
          text('GitHub repository: '),
          { type: 'link', url: `https://github.com/${slug}`, children: [text(slug)] },
        ]),
      ];
    },
  },
};
