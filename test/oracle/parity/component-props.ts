/**
 * Every component prop Mintlify's documentation describes, with the page that describes it. `use`
 * is the component as a page writes it, `$` where the prop goes: the page is built with `attr` in
 * its place and without it. `remains` names what Docwright does not do yet: such a prop must give
 * a located `page/not-supported` warning; any other must change the build's output.
 */
export interface ComponentProp {
  readonly component: string;
  readonly prop: string;
  readonly use: string;
  readonly attr: string;
  readonly url: string;
  readonly remains?: string;
  /** Front matter the page needs for the prop to show (a playground needs an `api:` page). */
  readonly frontmatter?: string;
}

const page = (name: string) => `https://mintlify.com/docs/components/${name}`;

const props = (
  component: string,
  url: string,
  use: string,
  attrs: Readonly<Record<string, string>>,
): ComponentProp[] => Object.entries(attrs).map(([prop, attr]) => ({ component, prop, use, attr, url }));

const documented: readonly ComponentProp[] = [
  ...props('Accordion', page('accordions'), '<Accordion title="Open me" $>\n\nHidden text.\n\n</Accordion>', {
    description: 'description="Below the title"',
    defaultOpen: 'defaultOpen',
    icon: 'icon="book"',
  }),
  ...props(
    'Accordion',
    page('accordions'),
    '<Accordion title="Open me" icon="star" $>\n\nText.\n\n</Accordion>',
    {
      iconType: 'iconType="regular"',
    },
  ),
  ...props('Badge', page('badge'), '<Badge $>Beta</Badge>', {
    color: 'color="orange"',
    size: 'size="lg"',
    shape: 'shape="pill"',
    icon: 'icon="circle-check"',
    stroke: 'stroke',
    disabled: 'disabled',
  }),
  ...props('Callout', page('callouts'), '<Callout $>Careful.</Callout>', {
    icon: 'icon="key"',
    color: 'color="#FFC107"',
  }),
  ...props('Card', page('cards'), '<Card title="A card" $>\n\nCard text.\n\n</Card>', {
    icon: 'icon="rocket"',
    href: 'href="/intro"',
    horizontal: 'horizontal',
    img: 'img="/logo/light.svg"',
    cta: 'cta="Read more"',
  }),
  ...props('Card', page('cards'), '<Card title="A card" href="/intro" $>\n\nCard text.\n\n</Card>', {
    arrow: 'arrow',
  }),
  ...props('Card', page('cards'), '<Card title="A card" icon="star" $>\n\nCard text.\n\n</Card>', {
    iconType: 'iconType="regular"',
    color: 'color="#ff0000"',
  }),
  ...props(
    'Columns',
    page('columns'),
    '<Columns $>\n<Card title="One">A</Card>\n<Card title="Two">B</Card>\n</Columns>',
    {
      cols: 'cols={3}',
    },
  ),
  ...props(
    'CardGroup',
    page('cards'),
    '<CardGroup $>\n<Card title="One">A</Card>\n<Card title="Two">B</Card>\n</CardGroup>',
    {
      cols: 'cols={3}',
    },
  ),
  ...props(
    'CodeGroup',
    page('code-groups'),
    '<CodeGroup $>\n\n```js a.js\nlet a;\n```\n\n```py b.py\nb = 1\n```\n\n</CodeGroup>',
    {
      dropdown: 'dropdown',
    },
  ),
  ...props(
    'Expandable',
    page('expandables'),
    '<ResponseField name="user" type="object">\n<Expandable $>\n<ResponseField name="id" type="string">Id.</ResponseField>\n</Expandable>\n</ResponseField>',
    {
      title: 'title="properties"',
      defaultOpen: 'defaultOpen',
    },
  ),
  ...props('ParamField', page('fields'), '<ParamField query="limit" $>How many.</ParamField>', {
    type: 'type="integer"',
    required: 'required',
    default: 'default="10"',
    deprecated: 'deprecated',
  }),
  {
    component: 'ParamField',
    prop: 'placeholder',
    use: '<ParamField query="limit" $>How many.</ParamField>',
    attr: 'placeholder="10"',
    url: page('fields'),
    frontmatter: 'api: "GET https://api.example.com/pets"',
  },
  ...props('ResponseField', page('fields'), '<ResponseField name="id" $>The id.</ResponseField>', {
    type: 'type="string"',
    required: 'required',
    default: 'default="abc"',
    deprecated: 'deprecated',
  }),
  ...props('Frame', page('frames'), '<Frame $>\n<img src="/logo/light.svg" alt="Logo" />\n</Frame>', {
    caption: 'caption="A caption"',
  }),
  ...props('Icon', page('icons'), 'Look: <Icon icon="star" $ />', {
    iconType: 'iconType="regular"',
    color: 'color="#FF0000"',
    size: 'size={32}',
  }),
  ...props('Prompt', page('prompt'), '<Prompt description="A prompt" $>\nBe helpful.\n</Prompt>', {
    actions: 'actions={["cursor"]}',
    icon: 'icon="pencil"',
  }),
  ...props(
    'Tile',
    page('tiles'),
    '<Tile title="A tile" $>\n<img src="/logo/light.svg" alt="Logo" />\n</Tile>',
    {
      href: 'href="/intro"',
      description: 'description="Tile text"',
    },
  ),
  ...props(
    'Tooltip',
    page('tooltips'),
    'An <Tooltip tip="Application Programming Interface" $>API</Tooltip> call.',
    {
      cta: 'cta="Read the guide" href="/intro"',
    },
  ),
  ...props(
    'Tree.Folder',
    page('tree'),
    '<Tree>\n<Tree.Folder name="src" $>\n<Tree.File name="a.ts" />\n</Tree.Folder>\n</Tree>',
    {
      defaultOpen: 'defaultOpen',
    },
  ),
  ...props('Visibility', page('visibility'), '<Visibility $>\nOnly for some.\n</Visibility>', {
    for: 'for="agents"',
  }),
  ...props('Color', page('color'), '<Color $>\n<Color.Item name="blue" value="#0000FF" />\n</Color>', {
    variant: 'variant="table"',
  }),
  ...props(
    'RequestExample',
    'https://mintlify.com/docs/components/examples',
    '<RequestExample $>\n\n```bash a\ncurl x\n```\n\n```bash b\ncurl y\n```\n\n</RequestExample>',
    {
      dropdown: 'dropdown',
    },
  ),
  ...props(
    'CodeBlock',
    'https://mintlify.com/docs/create/code',
    '<CodeBlock language="js" $>\n{`const a = 1;`}\n</CodeBlock>',
    {
      filename: 'filename="a.js"',
      icon: 'icon="js"',
      lines: 'lines',
      wrap: 'wrap',
      expandable: 'expandable',
      highlight: 'highlight="[1]"',
      focus: 'focus="[1]"',
    },
  ),
  ...props(
    'CodeBlock',
    'https://mintlify.com/docs/create/code',
    '<CodeBlock $>\n{`const a = 1;`}\n</CodeBlock>',
    {
      language: 'language="js"',
    },
  ),
  ...props(
    'ResponseExample',
    'https://mintlify.com/docs/components/examples',
    '<ResponseExample $>\n\n```json a\n{}\n```\n\n```json b\n[]\n```\n\n</ResponseExample>',
    {
      dropdown: 'dropdown',
    },
  ),
  ...props(
    'Frame',
    page('frames'),
    '<Frame caption="A caption" $>\n<img src="/logo/light.svg" alt="Logo" />\n</Frame>',
    {
      hint: 'hint="Click to zoom"',
    },
  ),
  ...props('Steps', page('steps'), '<Steps $>\n<Step title="First">One.</Step>\n</Steps>', {
    titleSize: 'titleSize="h2"',
  }),
  ...props('Step', page('steps'), '<Steps>\n<Step title="First" $>One.</Step>\n</Steps>', {
    stepNumber: 'stepNumber={5}',
    icon: 'icon="rocket"',
  }),
  ...props('Tabs', page('tabs'), '<Tabs $>\n<Tab title="A">One.</Tab>\n<Tab title="B">Two.</Tab>\n</Tabs>', {
    defaultTabIndex: 'defaultTabIndex={1}',
  }),
  ...props('Tab', page('tabs'), '<Tabs>\n<Tab title="A" $>One.</Tab>\n<Tab title="B">Two.</Tab>\n</Tabs>', {
    icon: 'icon="leaf"',
  }),
  ...props(
    'ParamField',
    page('fields'),
    '<ParamField query="limit" type="integer" $>How many.</ParamField>',
    {
      pre: 'pre={["beta"]}',
      post: 'post={["deprecated soon"]}',
    },
  ),
  ...props('View', page('view'), '<View $>\nPython text.\n</View>', {
    title: 'title="Python"',
  }),
  ...props('GitHub.Repo', page('github'), '<GitHub.Repo repo="mintlify/docs" $ />', {
    variant: 'variant="flat"',
    className: 'className="my-card"',
  }),
  ...props('Update', page('update'), '<Update label="2024-10-11" $>\nChanged.\n</Update>', {
    description: 'description="v0.1.1"',
    tags: 'tags={["Feature"]}',
  }),
];

/** The props Docwright does not apply yet (packages/mdx/src/unapplied-props.ts warns for each). */
const remaining: Readonly<Record<string, string>> = {};

export const componentProps: readonly ComponentProp[] = documented.map((p) => {
  const remains = remaining[`${p.component}.${p.prop}`];
  return remains === undefined ? p : { ...p, remains };
});
