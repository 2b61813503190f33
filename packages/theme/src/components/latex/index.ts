import type { BuiltInComponent } from '../component.ts';
import { Latex } from './latex.tsx';

/** `<Latex>`: KaTeX's stylesheet and fonts come with every page that has math. */
export const latex: BuiltInComponent = { components: { Latex } };
