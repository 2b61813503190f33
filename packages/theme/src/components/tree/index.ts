import type { BuiltInComponent } from '../component.ts';
import { Tree } from './tree.tsx';
import { treeTwins } from './twin.ts';

export const tree: BuiltInComponent = {
  components: { Tree },
  twins: treeTwins,
  stylesheet: new URL('./tree.css', import.meta.url),
};
