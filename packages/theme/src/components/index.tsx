import type { FunctionComponent } from 'preact';
import { View, Visibility } from './audience.tsx';
import { Badge } from './badge.tsx';
import { Callout, Check, Danger, Info, Note, Tip, Warning } from './callouts.tsx';
import { CodeGroup, RequestExample, ResponseExample } from './code-group.tsx';
import { Color } from './color.tsx';
import { Expandable, ParamField, ResponseField } from './fields.tsx';
import { Icon } from './icon.tsx';
import { Latex } from './latex.tsx';
import {
  Accordion,
  AccordionGroup,
  Card,
  CardGroup,
  Columns,
  Frame,
  Step,
  Steps,
  Tooltip,
  Update,
} from './layout-blocks.tsx';
import { Column, Panel } from './panel.tsx';
import { Prompt } from './prompt.tsx';
import { Tab, Tabs } from './tabs.tsx';
import { Tile } from './tile.tsx';
import { Tree } from './tree.tsx';

export { UnknownComponent, withStandIns } from './stand-ins.tsx';

type MdxComponent = FunctionComponent<Record<string, unknown>>;

// `<Tabs.Tab>` (as some Mintlify sites write it) is the same tab.
const TabsWithMembers = Object.assign((props: Record<string, unknown>) => <Tabs {...props} />, { Tab });

/** Every component Mintlify documents, available to every page without an import. */
const components: Record<string, unknown> = {
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
  Tabs: TabsWithMembers,
  Tab,
  AccordionGroup,
  Accordion,
  CardGroup,
  Columns,
  Column,
  Card,
  ParamField,
  ResponseField,
  Expandable,
  Frame,
  Tooltip,
  Update,
  Badge,
  Latex,
  Icon,
  Tree,
  Color,
  Visibility,
  View,
  Prompt,
  Tile,
  Panel,
};

/**
 * The components by name, with each member a dotted name reaches (`Tree.Folder`) listed under
 * that name too, so the build knows `<Tree.Folder>` as well as `<Tree>`; MDX itself reads members
 * off their owner (`Tree`), so the dotted keys change nothing it renders.
 */
export const mdxComponents: Record<string, MdxComponent> = Object.fromEntries(
  Object.entries(components).flatMap(([name, component]) => [
    [name, component as MdxComponent],
    ...Object.entries(component as Record<string, unknown>)
      .filter(([member, value]) => /^[A-Z]/.test(member) && typeof value === 'function')
      .map(([member, value]) => [`${name}.${member}`, value as MdxComponent]),
  ]),
);
