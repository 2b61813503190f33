import type { ComponentTwin, ComponentTwins, PhrasingContent, TwinElement, TwinTools } from '@docwright/mdx';
import { code, led, strong, text } from '../twin-nodes.ts';

const locations = ['path', 'query', 'header', 'body', 'cookie'] as const;

/** `pre={["GET", "beta"]}` or `pre="GET"` as written: its labels. */
function labelsOf(written: string | undefined): string[] {
  if (written === undefined || written.trim() === '') return [];
  if (!written.trim().startsWith('[')) return [written.trim()];
  return [...written.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|`([^`]*)`|(-?\d+(?:\.\d+)?)/g)].map(
    (match) => match[1] ?? match[2] ?? match[3] ?? match[4] ?? '',
  );
}

/**
 * A field's `pre` labels, its name in bold, then its type and flags, then its `post` labels:
 * `GET` **limit** `integer`, query, required, default `10` `beta`.
 */
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
    ...(attribute(node, 'deprecated') !== undefined && attribute(node, 'deprecated') !== 'false'
      ? ['deprecated']
      : []),
  ];
  const pre = labelsOf(attribute(node, 'pre'));
  const post = labelsOf(attribute(node, 'post'));
  const lead: PhrasingContent[] = [...pre.flatMap((label) => [code(label), text(' ')]), strong(name)];
  if (type) lead.push(text(' '), code(type));
  if (flags.length > 0) lead.push(text(`${type ? ',' : ''} ${flags.join(', ')}`));
  if (defaultValue) lead.push(text(', default '), code(defaultValue));
  for (const label of post) lead.push(text(' '), code(label));
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
