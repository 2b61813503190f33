import type { ComponentTwins } from '@docwright/mdx';

/** Tabs read as their panels in order, each headed by its title (the generic rule). */
export const tabTwins: ComponentTwins = { Tabs: { block: true }, Tab: { block: true } };
