import type { BuiltInComponent } from '../component.ts';
import { Card, CardGroup, Columns } from './cards.tsx';
import { cardTwins } from './twin.ts';

export const cards: BuiltInComponent = {
  components: { CardGroup, Columns, Card },
  twins: cardTwins,
  stylesheet: new URL('./cards.css', import.meta.url),
};
