import type { BuiltInComponent } from '../component.ts';
import { Tooltip } from './tooltip.tsx';
import { tooltipTwins } from './twin.ts';

export const tooltip: BuiltInComponent = {
  components: { Tooltip },
  twins: tooltipTwins,
  stylesheet: new URL('./tooltip.css', import.meta.url),
};
