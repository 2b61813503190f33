import type { BuiltInComponent } from '../component.ts';
import { View, Visibility } from './audience.tsx';
import { audienceTwins } from './twin.ts';

export const audience: BuiltInComponent = {
  components: { Visibility, View },
  twins: audienceTwins,
  stylesheet: new URL('./audience.css', import.meta.url),
  script: { need: 'views', path: '/_docwright/views.js', source: new URL('./client.ts', import.meta.url) },
};
