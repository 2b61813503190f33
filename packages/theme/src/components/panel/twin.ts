import type { ComponentTwins } from '@docwright/mdx';

/** A panel and a column read as their content (a column headed by its title, if any). */
export const panelTwins: ComponentTwins = { Panel: { block: true }, Column: { block: true } };
