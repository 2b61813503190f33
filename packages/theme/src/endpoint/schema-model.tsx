import { type ApiSpec, createSchemaView, SchemaPage } from '@docwright/api-model';
import { useContext } from 'preact/hooks';
import { componentAnchorRendered } from '../render/component-anchors.ts';
import { searchHeading } from '../render/search-content.ts';
import { Markdown } from './markdown.tsx';
import { FieldList } from './schema-fields.tsx';
import { SectionsContext } from './section-heading.tsx';

/**
 * One component of `components/schemas` listed in full: its own fields and variants, each nested
 * component linked to its own model page. The heading carries the `#schema-…` id that every
 * link to the component's fields lands on.
 */
export function SchemaModel({
  spec,
  component,
  pillKeys,
}: {
  spec: ApiSpec;
  component: string;
  pillKeys?: readonly string[] | undefined;
}) {
  const page = new SchemaPage();
  const view = createSchemaView(
    { $ref: `#/components/schemas/${escapePointer(component)}` },
    {
      document: spec.document,
      page,
      ...(pillKeys && { pillKeys }),
      modelPages: true,
      componentLevels: 0,
      fieldBudget: Number.POSITIVE_INFINITY,
    },
  );
  const id = view.componentAnchor;
  if (id !== undefined) componentAnchorRendered(id);
  useContext(SectionsContext)?.push({ depth: 2, id: id ?? '', text: component });
  if (id !== undefined) searchHeading(id, component);
  return (
    <section class="dw-section dw-model" data-schema={component}>
      <h2 id={id}>
        <code>{component}</code> <span class="dw-field-type">{view.type}</span>
      </h2>
      <Markdown text={view.description} />
      <FieldList fields={view.fields} variants={view.variants} discriminator={view.discriminator} />
    </section>
  );
}

/** A name as one JSON Pointer token (`~` and `/` escaped). */
const escapePointer = (name: string) => name.replaceAll('~', '~0').replaceAll('/', '~1');
