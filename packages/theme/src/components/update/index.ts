import type { BuiltInComponent } from '../component.ts';
import { updateTwins } from './twin.ts';
import { Update } from './update.tsx';

export const update: BuiltInComponent = {
  components: { Update },
  twins: updateTwins,
  stylesheet: new URL('./update.css', import.meta.url),
  script: {
    need: 'changelog',
    path: '/_docwright/changelog.js',
    source: new URL('./client.ts', import.meta.url),
  },
};
