import type { BuiltInComponent } from '../component.ts';
import { Frame } from './frame.tsx';
import { frameTwins } from './twin.ts';

export const frame: BuiltInComponent = {
  components: { Frame },
  twins: frameTwins,
  stylesheet: new URL('./frame.css', import.meta.url),
};
