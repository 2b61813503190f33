import { markdownLine } from '../render/markdown-line.ts';
import { absoluteLinks } from './absolute-links.ts';

/**
 * The `.md` twin of a page (docs/output.md, For AI systems): a pointer to llms.txt, the site's
 * instructions for agents, the title, the description, the body.
 */
export function createTwin(input: {
  title: string;
  description?: string;
  body: string;
  llmsTxtUrl: string;
  /** Site-relative links in the body become absolute against it. */
  baseUrl: string;
  /** docs.json `markdown.instructions`, a line each, in an `<AgentInstructions>` block as Mintlify writes one. */
  instructions?: readonly string[];
}): string {
  const body = absoluteLinks(input.body.trim(), input.baseUrl);
  const instructions = input.instructions ?? [];
  const parts = [
    `> For the complete documentation index, see [llms.txt](${input.llmsTxtUrl}).`,
    ...(instructions.length > 0
      ? [`<AgentInstructions>\n\n${instructions.join('\n')}\n\n</AgentInstructions>`]
      : []),
    `# ${markdownLine(input.title)}`,
    ...(input.description ? [`> ${markdownLine(input.description)}`] : []),
    ...(body ? [body] : []),
  ];
  return `${parts.join('\n\n')}\n`;
}

/** docs.json `markdown.instructions` as the twin's lines: one string, or each of a list; blank ones left out. */
export function agentInstructionLines(instructions: string | readonly string[] | undefined): string[] {
  const list = typeof instructions === 'string' ? [instructions] : (instructions ?? []);
  return list.map((line) => line.trim()).filter((line) => line !== '');
}
