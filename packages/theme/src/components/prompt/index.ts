import type { BuiltInComponent } from '../component.ts';
import { Prompt } from './prompt.tsx';
import { promptTwins } from './twin.ts';

export const prompt: BuiltInComponent = {
  components: { Prompt },
  twins: promptTwins,
  stylesheet: new URL('./prompt.css', import.meta.url),
};
