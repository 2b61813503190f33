/** What a page shows of a schema: the views `createSchemaView` builds. */

import type { SchemaPage } from './schema-page.ts';

/**
 * Why a field with fields of its own does not list them, when nothing else on or off the page
 * does: the levels a view was asked for, the page's field budget, or a component that contains itself.
 */
export type FieldCut = 'depth' | 'size' | 'recursive';

/** One field of a schema as a page shows it. */
export interface FieldView {
  readonly name: string;
  readonly anchor: string;
  readonly type: string;
  readonly required: boolean;
  readonly description?: string;
  readonly deprecated: boolean;
  readonly nullable: boolean;
  readonly readOnly: boolean;
  readonly writeOnly: boolean;
  readonly enum?: readonly unknown[];
  readonly default?: unknown;
  readonly constraints: readonly string[];
  readonly children: readonly FieldView[];
  readonly variants: readonly VariantView[];
  /** Set when this field's schema was already expanded on the page: link there instead. */
  readonly seeAnchor?: string;
  /** Set when this field's component is not expanded here but another operation's page shows it in full. */
  readonly documentedBy?: { readonly component: string; readonly operation: string };
  /** Set when the site has model pages (`api.models`): the component whose model page lists these fields. */
  readonly model?: string;
  /** The property whose value selects one of `variants`. */
  readonly discriminator?: string;
  /** Set when the field has fields that are not listed here and no link says where they are. */
  readonly cut?: FieldCut;
  /** The field is a value or `""`, and posting the empty string clears it. */
  readonly clearable?: boolean;
  /** Set on the page's first listing of a component's fields: the id other pages link to (`componentAnchor`). */
  readonly componentAnchor?: string;
  /** Pills before the name (`x-mint.pre`). */
  readonly pre?: readonly string[];
  /** Pills after the built-in badges (`api.params.post`, then `x-mint.post`). */
  readonly post?: readonly string[];
}

export interface VariantView {
  readonly title: string;
  /** The discriminator value that selects this variant, when the schema declares one. */
  readonly discriminatorValue?: string;
  /** The option's own allowed values, constraints and (an inline option's) description. */
  readonly enum?: readonly unknown[];
  readonly constraints?: readonly string[];
  readonly description?: string;
  readonly fields: readonly FieldView[];
  /** Set when this variant's component is expanded elsewhere on the page: link there instead. */
  readonly seeAnchor?: string;
  /** Set when this variant's component is not expanded here but another operation's page shows it in full. */
  readonly documentedBy?: { readonly component: string; readonly operation: string };
  /** Set when the site has model pages (`api.models`): the component whose model page lists these fields. */
  readonly model?: string;
  /** Set when the variant's fields are not listed here and no link says where they are. */
  readonly cut?: FieldCut;
  /** Set when this variant is a component the page lists for the first time (see `FieldView.componentAnchor`). */
  readonly componentAnchor?: string;
}

/** Where a component that a page does not expand (again) is shown in full. */
export type ComponentLink = Pick<FieldView, 'seeAnchor' | 'documentedBy' | 'model' | 'cut'>;

export interface SchemaView {
  readonly type: string;
  readonly description?: string;
  readonly fields: readonly FieldView[];
  readonly variants: readonly VariantView[];
  /** The property whose value selects one of `variants`. */
  readonly discriminator?: string;
  /** Set when the schema is a component this page lists for the first time (see `FieldView.componentAnchor`). */
  readonly componentAnchor?: string;
}

export interface SchemaViewOptions {
  readonly document: unknown;
  readonly page: SchemaPage;
  /** Anchor path prefix, e.g. `[]` for a body, `['response']` for responses. */
  readonly prefix?: readonly string[];
  /** Levels of fields to build (default and most: `MAX_DEPTH`); a Markdown twin lists fewer than a page. */
  readonly levels?: number;
  /**
   * Levels at which a field's referenced component is expanded (default and most:
   * `MAX_COMPONENT_DEPTH`); below them a component field keeps its type and description.
   */
  readonly componentLevels?: number;
  /** The operation (key) whose page shows a component in full, for components not expanded here. */
  readonly documentedBy?: (ref: string) => string | undefined;
  /** docs.json `api.params.post`: schema keys whose values every field shows as pills. */
  readonly pillKeys?: readonly string[];
  /**
   * docs.json `api.models`: every component has a model page, so a component not expanded here
   * links to its model page (`FieldView.model`) rather than to an operation's page.
   */
  readonly modelPages?: boolean;
  /** Fields per page past which components stop expanding (default `FIELD_BUDGET`); a model page lists all. */
  readonly fieldBudget?: number;
}
