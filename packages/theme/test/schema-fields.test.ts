import type { FieldView } from '@docwright/api-model';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { FieldList } from '../src/endpoint/schema-fields.tsx';

const hostile = `"><script>alert(1)</script><img src=x onerror=alert(2)>`;

function field(overrides: Partial<FieldView> & Pick<FieldView, 'name' | 'anchor'>): FieldView {
  return {
    type: 'string',
    required: false,
    deprecated: false,
    nullable: false,
    readOnly: false,
    writeOnly: false,
    constraints: [],
    children: [],
    variants: [],
    ...overrides,
  };
}

const render = (props: Parameters<typeof FieldList>[0]) => renderToString(h(FieldList, props));

describe('FieldList', () => {
  it('escapes every value a spec supplies: names, anchors, types, enums, defaults, constraints, discriminators', () => {
    const html = render({
      fields: [
        field({
          name: hostile,
          anchor: hostile,
          type: hostile,
          enum: [hostile, 3],
          default: hostile,
          constraints: [hostile],
          seeAnchor: hostile,
          description: hostile,
        }),
      ],
      variants: [{ title: hostile, discriminatorValue: hostile, fields: [] }],
      discriminator: hostile,
    });
    expect(html).not.toContain(hostile);
    expect(html).not.toContain('<script');
    // The description is Markdown: its sanitized HTML may keep the image, never its handler.
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).toContain(`id="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;`);
    expect(html).toContain('<span>Allowed: <code>&quot;&gt;&lt;script&gt;');
    expect(html).toContain('</code>, <code>3</code></span>');
  });

  it('nests children and variants under disclosures, with a badge per flag, in the order the page shows them', () => {
    const html = render({
      fields: [
        field({
          name: 'card',
          anchor: 'card',
          type: 'object',
          required: true,
          nullable: true,
          deprecated: true,
          description: 'The `card` used.',
          children: [field({ name: 'brand', anchor: 'card-brand', readOnly: true, writeOnly: true })],
          variants: [
            {
              title: 'Visa',
              discriminatorValue: 'visa',
              fields: [field({ name: 'network', anchor: 'card-network' })],
            },
          ],
          discriminator: 'brand',
        }),
      ],
    });
    expect(html).toBe(
      [
        '<ul class="dw-fields"><li class="dw-field" id="card"><div class="dw-field-head">',
        '<a class="dw-anchor" href="#card" aria-label="Link to card">#</a> <code class="dw-field-name">card</code>',
        ' <span class="dw-field-type">object</span> <span class="dw-badge dw-badge-required">required</span>',
        ' <span class="dw-badge">nullable</span> <span class="dw-badge dw-badge-deprecated">deprecated</span></div>',
        '<div class="dw-field-description dw-markdown"><p>The <code>card</code> used.</p></div>',
        '<details class="dw-expandable dw-field-children"><summary><span class="dw-when-closed">Show</span><span class="dw-when-open">Hide</span> child attributes</summary>',
        '<ul class="dw-fields"><li class="dw-field" id="card-brand"><div class="dw-field-head">',
        '<a class="dw-anchor" href="#card-brand" aria-label="Link to brand">#</a> <code class="dw-field-name">brand</code>',
        ' <span class="dw-field-type">string</span> <span class="dw-badge">read-only</span> <span class="dw-badge">write-only</span></div></li></ul>',
        '<div class="dw-variants"><p class="dw-variants-label">One of, chosen by <code>brand</code>:</p>',
        '<details class="dw-variant"><summary><code>brand: &quot;visa&quot;</code> Visa</summary>',
        '<ul class="dw-fields"><li class="dw-field" id="card-network"><div class="dw-field-head">',
        '<a class="dw-anchor" href="#card-network" aria-label="Link to network">#</a> <code class="dw-field-name">network</code>',
        ' <span class="dw-field-type">string</span></div></li></ul></details></div></details></li></ul>',
      ].join(''),
    );
  });

  it('renders nothing for an empty list, and variants alone without a field list', () => {
    expect(render({ fields: [] })).toBe('');
    expect(render({ fields: [], variants: [{ title: 'A', fields: [] }] })).toBe(
      '<div class="dw-variants"><p class="dw-variants-label">One of:</p><details class="dw-variant"><summary> A</summary></details></div>',
    );
  });
});
