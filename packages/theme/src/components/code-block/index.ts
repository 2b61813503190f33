import type { BuiltInComponent } from '../component.ts';
import { CodeBlock } from './code-block.tsx';

/** `<CodeBlock>`: a fenced code block as a component; it shares the fences' styles (styles/code.css). */
export const codeBlock: BuiltInComponent = {
  components: { CodeBlock },
};
