import type { BuiltInComponent } from '../component.ts';
import { Badge } from './badge.tsx';

export const badge: BuiltInComponent = {
  components: { Badge },
  stylesheet: new URL('./badge.css', import.meta.url),
};
