import type { BuiltInComponent } from '../component.ts';
import { CodeGroup, RequestExample, ResponseExample } from './code-group.tsx';

/** Code groups read as their fenced blocks in the twin (a `…Group` is a block by its name). */
export const codeGroup: BuiltInComponent = {
  components: { CodeGroup, RequestExample, ResponseExample },
  stylesheet: new URL('./code-group.css', import.meta.url),
  inReference: true,
};
