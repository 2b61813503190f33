import { markdownLine } from '../render/markdown-line.ts';
import { absoluteLinks } from './absolute-links.ts';

/** The `.md` twin of a page (docs/output.md, For AI systems): a pointer to llms.txt, the title, the description, the body. */
export function createTwin(input: {
  title: string;
  description?: string;
  body: string;
  llmsTxtUrl: string;
  /** Site-relative links in the body become absolute against it. */
  baseUrl: string;
}): string {
  const body = absoluteLinks(input.body.trim(), input.baseUrl);
  const parts = [
    `> For the complete documentation index, see [llms.txt](${input.llmsTxtUrl}).`,
    `# ${markdownLine(input.title)}`,
    ...(input.description ? [`> ${markdownLine(input.description)}`] : []),
    ...(body ? [body] : []),
  ];
  return `${parts.join('\n\n')}\n`;
}
