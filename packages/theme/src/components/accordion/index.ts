import type { BuiltInComponent } from '../component.ts';
import { Accordion, AccordionGroup } from './accordion.tsx';
import { accordionTwins } from './twin.ts';

export const accordion: BuiltInComponent = {
  components: { Accordion, AccordionGroup },
  twins: accordionTwins,
  stylesheet: new URL('./accordion.css', import.meta.url),
};
