import type { ComponentTwins } from '@docwright/mdx';
import type { FunctionComponent } from 'preact';
import { accordion } from './accordion/index.ts';
import { audience } from './audience/index.ts';
import { badge } from './badge/index.ts';
import { callouts } from './callouts/index.ts';
import { cards } from './cards/index.ts';
import { codeBlock } from './code-block/index.ts';
import { codeGroup } from './code-group/index.ts';
import { color } from './color/index.ts';
import type { BuiltInComponent } from './component.ts';
import { fields } from './fields/index.ts';
import { frame } from './frame/index.ts';
import { gitHub } from './github/index.ts';
import { icon } from './icon/index.ts';
import { latex } from './latex/index.ts';
import { panel } from './panel/index.ts';
import { prompt } from './prompt/index.ts';
import { steps } from './steps/index.ts';
import { tabs } from './tabs/index.tsx';
import { tile } from './tile/index.ts';
import { tooltip } from './tooltip/index.ts';
import { tree } from './tree/index.ts';
import { update } from './update/index.ts';

export type { BuiltInComponent } from './component.ts';
export { UnknownComponent, withStandIns } from './stand-ins.tsx';

/**
 * Every component Mintlify documents, one folder each. The order is the stylesheets' cascade
 * order: each component's styles join the site's after `styles/site.css`, in this order.
 */
export const builtInComponents: readonly BuiltInComponent[] = [
  callouts,
  tabs,
  codeGroup,
  codeBlock,
  steps,
  accordion,
  cards,
  frame,
  update,
  gitHub,
  tooltip,
  fields,
  tree,
  color,
  audience,
  panel,
  tile,
  prompt,
  badge,
  icon,
  latex,
];

type MdxComponent = FunctionComponent<Record<string, unknown>>;

/** Every built-in component by name, available to every page without an import. */
const components: Record<string, unknown> = Object.assign({}, ...builtInComponents.map((c) => c.components));

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

/** How each built-in component reads in a page's Markdown twin (`createMarkdownTwin`'s `components`). */
export const componentTwins: ComponentTwins = Object.assign(
  {},
  ...builtInComponents.map((c) => c.twins ?? {}),
);
