import type { ComponentTwin, ComponentTwins, PhrasingContent, TwinElement, TwinTools } from '@docwright/mdx';
import { code, led, strong, text } from '../twin-nodes.ts';

const locations = ['path', 'query', 'header', 'body', 'cookie'] as const;

/** A field's name in bold, then its type and flags: **limit** `integer`, query, required, default `10`. */
function fieldLead(node: TwinElement, { attribute }: TwinTools): PhrasingContent[] {
  const location = locations.find((where) => attribute(node, where) !== undefined);
  const name = attribute(node, 'name') ?? (location ? attribute(node, location) : undefined) ?? '';
  const type = attribute(node, 'type');
  const defaultValue = attribute(node, 'default');
  const flags = [
    ...(location ? [location] : []),
    ...(attribute(node, 'required') !== undefined && attribute(node, 'required') !== 'false'
      ? ['required']
      : []),
    ...(attribute(node, 'deprecated') !== undefined ? ['deprecated'] : []),
  ];
  const lead: PhrasingContent[] = [strong(name)];
  if (type) lead.push(text(' '), code(type));
  if (flags.length > 0) lead.push(text(`${type ? ',' : ''} ${flags.join(', ')}`));
  if (defaultValue) lead.push(text(', default '), code(defaultValue));
  return lead;
}

/** A field is one line: its lead, then `: ` and its description. */
const field: ComponentTwin = {
  block: true,
  flow: (node, tools) => led(fieldLead(node, tools), tools.blocks(node.children), ': '),
  inline: (node, tools) => {
    const inner = tools.phrasing(node.children);
    return [...fieldLead(node, tools), ...(inner.length > 0 ? [text(': ')] : []), ...inner];
  },
};

/** An expandable is a section headed by its title (the generic rule). */
export const fieldTwins: ComponentTwins = {
  ParamField: field,
  ResponseField: field,
  Expandable: { block: true },
};
