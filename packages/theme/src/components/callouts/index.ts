import type { BuiltInComponent } from '../component.ts';
import { Callout, Check, Danger, Info, Note, Tip, Warning } from './callouts.tsx';
import { calloutTwins } from './twin.ts';

export const callouts: BuiltInComponent = {
  components: { Note, Tip, Warning, Info, Check, Danger, Callout },
  twins: calloutTwins,
  stylesheet: new URL('./callouts.css', import.meta.url),
};
