import type { BuiltInComponent } from '../component.ts';
import { Step, Steps } from './steps.tsx';
import { stepTwins } from './twin.ts';

export const steps: BuiltInComponent = {
  components: { Steps, Step },
  twins: stepTwins,
  stylesheet: new URL('./steps.css', import.meta.url),
};
