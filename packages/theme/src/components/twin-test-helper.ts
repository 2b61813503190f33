import { createMarkdownTwin } from '@docwright/mdx';
import { componentTwins } from './index.tsx';

/** A page body's Markdown twin with the built-in components' rules, as the build writes it. */
export const twinOf = (mdx: string) => createMarkdownTwin(mdx, { components: componentTwins });
