import type { BuiltInComponent } from '../component.ts';
import { Tile } from './tile.tsx';
import { tileTwins } from './twin.ts';

export const tile: BuiltInComponent = {
  components: { Tile },
  twins: tileTwins,
  stylesheet: new URL('./tile.css', import.meta.url),
};
