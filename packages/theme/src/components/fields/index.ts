import type { BuiltInComponent } from '../component.ts';
import { Expandable, ParamField, ResponseField } from './fields.tsx';
import { fieldTwins } from './twin.ts';

export const fields: BuiltInComponent = {
  components: { ParamField, ResponseField, Expandable },
  twins: fieldTwins,
  stylesheet: new URL('./fields.css', import.meta.url),
};
