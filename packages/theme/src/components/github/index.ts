import type { BuiltInComponent } from '../component.ts';
import { GitHub } from './github.tsx';
import { gitHubTwins } from './twin.ts';

export const gitHub: BuiltInComponent = {
  components: { GitHub },
  twins: gitHubTwins,
  stylesheet: new URL('./github.css', import.meta.url),
  script: { need: 'github', path: '/_docwright/github.js', source: new URL('./client.ts', import.meta.url) },
};
