import type { ComponentChildren, FunctionComponent } from 'preact';
import { Callout, Check, Danger, Info, Note, Tip, Warning } from './callouts.tsx';
import { CodeGroup, RequestExample, ResponseExample } from './code-group.tsx';
import { Expandable, ParamField, ResponseField } from './fields.tsx';
import { Icon } from './icon.tsx';
import { Latex } from './latex.tsx';
import {
  Accordion,
  AccordionGroup,
  Badge,
  Card,
  CardGroup,
  Columns,
  Frame,
  Step,
  Steps,
  Tooltip,
  Update,
} from './layout-blocks.tsx';
import { Tab, Tabs } from './tabs.tsx';

/** Components available to every page without an import. */
export const mdxComponents: Record<string, FunctionComponent<Record<string, unknown>>> = {
  Note,
  Tip,
  Warning,
  Info,
  Check,
  Danger,
  Callout,
  CodeGroup,
  RequestExample,
  ResponseExample,
  Steps,
  Step,
  Tabs,
  Tab,
  AccordionGroup,
  Accordion,
  CardGroup,
  Columns,
  Card,
  ParamField,
  ResponseField,
  Expandable,
  Frame,
  Tooltip,
  Update,
  Badge,
  Latex,
  // It takes no children, which TypeScript's weak-type check needs to be told.
  Icon: Icon as FunctionComponent<Record<string, unknown>>,
};

/** Stands in for a component the theme does not have: renders its children so no content is lost. */
export const UnknownComponent: FunctionComponent<{ children?: ComponentChildren }> = ({ children }) => (
  <div class="dw-unknown-component">{children}</div>
);
