import type { ComponentTwins } from '@docwright/mdx';

/** An icon shows nothing readable by itself. */
export const iconTwins: ComponentTwins = { Icon: { flow: () => [], inline: () => [] } };
