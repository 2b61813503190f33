import type { BuiltInComponent } from '../component.ts';
import { Color } from './color.tsx';
import { colorTwins } from './twin.ts';

export const color: BuiltInComponent = {
  components: { Color },
  twins: colorTwins,
  stylesheet: new URL('./color.css', import.meta.url),
};
