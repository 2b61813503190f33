import type { BuiltInComponent } from '../component.ts';
import { Column, Panel } from './panel.tsx';
import { panelTwins } from './twin.ts';

export const panel: BuiltInComponent = {
  components: { Column, Panel },
  twins: panelTwins,
  stylesheet: new URL('./panel.css', import.meta.url),
};
