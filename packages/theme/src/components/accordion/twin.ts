import type { ComponentTwins } from '@docwright/mdx';

/** An accordion reads as its content headed by its title (the generic rule); `<AccordionGroup>` as its accordions. */
export const accordionTwins: ComponentTwins = { Accordion: { block: true } };
