import type { SchemaObject } from '../model.ts';
import { fieldAnchor } from '../slug.ts';
import { componentParents } from './component-parents.ts';
import { postPills, schemaPills } from './field-pills.ts';
import { isRecord, refName, resolvePointer } from './refs.ts';
import {
  clearedVariant,
  describeConstraints,
  isArraySchema,
  isEmptyObject,
  mapValueSchema,
  variantHead,
  variantsOf,
} from './schema-shape.ts';
import type {
  ComponentLink,
  FieldCut,
  FieldView,
  SchemaView,
  SchemaViewOptions,
  VariantView,
} from './schema-view-types.ts';

export { componentAnchor, SchemaPage } from './schema-page.ts';
export type {
  ComponentLink,
  FieldView,
  SchemaView,
  SchemaViewOptions,
  VariantView,
} from './schema-view-types.ts';

/**
 * Nesting shown inline. A schema written inline is shown wherever it nests (no other place shows
 * it); this only stops a pathological spec. Components stop earlier, at `MAX_COMPONENT_DEPTH`.
 */
const MAX_DEPTH = 12;
/** Components are expanded inline only this close to the top, so one page never inlines a whole API. */
const MAX_COMPONENT_DEPTH = 2;
/** Fields per page past which components stop expanding (and link to where they are shown instead). */
const FIELD_BUDGET = 392;

/** Builds the field tree of a schema, expanding each component at most once per page. */
export function createSchemaView(schema: SchemaObject, options: SchemaViewOptions): SchemaView {
  const walker = new Walker(options);
  const resolved = walker.resolve(schema);
  const description =
    typeof resolved.schema.description === 'string' ? resolved.schema.description : undefined;
  const anchor = resolved.ref ? options.page.claimComponentAnchor(resolved.ref) : undefined;
  // A model page's own component, met again inside itself, is "listed above".
  if (options.modelPages && resolved.ref && anchor) options.page.expanded.set(resolved.ref, anchor);
  return {
    type: walker.typeLabel(resolved.schema, resolved.ref),
    ...(description !== undefined && { description }),
    ...(anchor !== undefined && { componentAnchor: anchor }),
    ...walker.expand(
      resolved.schema,
      [...(options.prefix ?? [])],
      new Set(resolved.ref ? [resolved.ref] : []),
      0,
    ),
  };
}

interface Resolved {
  readonly schema: SchemaObject;
  readonly ref?: string;
}

// Documents and their schemas are never changed after loading; resolved views are shared, read-only.
const resolvedSchemas = new WeakMap<object, WeakMap<object, Resolved>>();

interface FieldFacts {
  readonly shown: Omit<FieldView, 'name' | 'anchor' | 'required' | 'children' | 'variants'>;
  /** The schema whose fields this one lists: its own, or that of the value it may clear with `""`. */
  readonly content: Resolved;
  /** The component whose fields this one expands: its own `$ref`, or its items'. */
  readonly componentRef?: string;
  /** Whether the field has fields of its own to list. */
  readonly nested: boolean;
}
const schemaFacts = new WeakMap<Resolved, FieldFacts>();
/** Shared by every field without children or variants; nothing writes to it. */
const none: readonly never[] = Object.freeze([]);

class Walker {
  private readonly levels: number;
  private readonly componentLevels: number;
  private readonly fieldBudget: number;

  constructor(private readonly options: SchemaViewOptions) {
    this.fieldBudget = options.fieldBudget ?? FIELD_BUDGET;
    this.levels = Math.min(options.levels ?? MAX_DEPTH, MAX_DEPTH);
    this.componentLevels = Math.min(options.componentLevels ?? MAX_COMPONENT_DEPTH, MAX_COMPONENT_DEPTH);
  }

  /** Follows `$ref`s and merges `allOf`, remembering the component name the chain ended at. */
  resolve(schema: unknown): Resolved {
    if (!isRecord(schema) || !isRecord(this.options.document)) return this.resolveUncached(schema);
    // Every page resolves the same shared schemas again: each is resolved (and merged) once per document.
    let known = resolvedSchemas.get(this.options.document);
    if (!known) {
      known = new WeakMap();
      resolvedSchemas.set(this.options.document, known);
    }
    let resolved = known.get(schema);
    if (!resolved) {
      resolved = this.resolveUncached(schema);
      known.set(schema, resolved);
    }
    return resolved;
  }

  private resolveUncached(schema: unknown): Resolved {
    let node: unknown = schema;
    let ref: string | undefined;
    for (let hops = 0; hops < 32 && isRecord(node) && typeof node.$ref === 'string'; hops++) {
      ref = node.$ref;
      node = resolvePointer(this.options.document, node.$ref);
    }
    const resolved = isRecord(node) ? node : {};
    const merged = Array.isArray(resolved.allOf) ? this.mergeAllOf(resolved) : resolved;
    return ref ? { schema: merged, ref } : { schema: merged };
  }

  private mergeAllOf(schema: SchemaObject): SchemaObject {
    const { allOf, ...rest } = schema;
    const merged: SchemaObject = { ...rest };
    const properties: Record<string, unknown> = isRecord(rest.properties) ? { ...rest.properties } : {};
    const required = new Set<string>(Array.isArray(rest.required) ? rest.required : []);
    for (const part of allOf as unknown[]) {
      const { schema: sub } = this.resolve(part);
      for (const [key, value] of Object.entries(sub)) {
        if (key === 'properties' && isRecord(value)) Object.assign(properties, value);
        else if (key === 'required' && Array.isArray(value))
          for (const name of value) required.add(String(name));
        else if (!(key in merged)) merged[key] = value;
      }
    }
    if (Object.keys(properties).length > 0) merged.properties = properties;
    if (required.size > 0) merged.required = [...required];
    return merged;
  }

  /** `anchor`: the field whose schema this is (none at the top), where its variants' components are said to be. */
  expand(
    schema: SchemaObject,
    path: string[],
    ancestors: Set<string>,
    depth: number,
    anchor?: string,
  ): { fields: FieldView[]; variants: VariantView[]; discriminator?: string } {
    if (depth >= this.levels) return { fields: [], variants: [] };
    const cleared = clearedVariant(schema);
    if (cleared !== undefined) {
      const value = this.resolve(cleared);
      // An inline value lists its fields as the field's own; a component one stays a variant, linked like one.
      if (!value.ref) return this.expand(value.schema, path, ancestors, depth, anchor);
    }
    const variantsSource = variantsOf(schema);
    const discriminator = isRecord(schema.discriminator) ? schema.discriminator : undefined;
    const mapping = isRecord(discriminator?.mapping) ? discriminator.mapping : {};
    const mappedValue = (ref: string | undefined) =>
      ref
        ? (Object.entries(mapping).find(([, target]) => target === ref)?.[0] ??
          (discriminator ? refName(ref) : undefined))
        : undefined;
    const variants = variantsSource.map((variant, index) => {
      const resolved = this.resolve(variant);
      const fallback = `${this.typeLabel(resolved.schema)} (option ${index + 1})`;
      const head = variantHead(resolved.schema, resolved.ref, fallback, mappedValue(resolved.ref));
      // A component variant expands as a component field would: once a page, and only as deep as
      // the field it types would.
      if (resolved.ref) {
        const { expanded } = this.options.page;
        if (ancestors.has(resolved.ref) || expanded.has(resolved.ref) || depth > this.componentLevels)
          return {
            ...head,
            fields: [],
            ...this.linkTo(resolved.ref, ancestors.has(resolved.ref) ? 'recursive' : 'depth'),
          };
        if (anchor !== undefined) expanded.set(resolved.ref, anchor);
      }
      const shared = resolved.ref ? this.options.page.claimComponentAnchor(resolved.ref) : undefined;
      const nextAncestors = resolved.ref ? new Set([...ancestors, resolved.ref]) : ancestors;
      return {
        ...head,
        ...(shared !== undefined && { componentAnchor: shared }),
        fields: this.expand(resolved.schema, path, nextAncestors, depth + 1).fields,
      };
    });
    if (isArraySchema(schema) && isRecord(schema.items)) {
      const items = this.resolve(schema.items);
      if (items.ref && ancestors.has(items.ref)) return { fields: [], variants };
      const nextAncestors = items.ref ? new Set([...ancestors, items.ref]) : ancestors;
      return { ...this.expand(items.schema, [...path, 'items'], nextAncestors, depth + 1, anchor) };
    }
    const properties = isRecord(schema.properties) ? schema.properties : {};
    const required = new Set(Array.isArray(schema.required) ? schema.required.map(String) : []);
    const fields = Object.entries(properties).map(([name, value]) =>
      this.field(name, value, required.has(name), [...path, name], ancestors, depth),
    );
    const propertyName =
      typeof discriminator?.propertyName === 'string' ? discriminator.propertyName : undefined;
    return {
      fields,
      variants,
      ...(propertyName !== undefined && variants.length > 0 && { discriminator: propertyName }),
    };
  }

  private field(
    name: string,
    raw: unknown,
    required: boolean,
    path: string[],
    ancestors: Set<string>,
    depth: number,
  ): FieldView {
    const resolved = this.resolve(raw);
    const { shown, componentRef, content, nested } = this.factsOf(resolved);
    const anchor = this.options.page.anchors.claim(fieldAnchor(path));
    // One object per field, filled in below: a Stripe build makes about 200,000 of them.
    const view: { -readonly [K in keyof FieldView]: FieldView[K] } = {
      name,
      anchor,
      required,
      ...shown,
      children: none,
      variants: none,
    };
    const post = postPills(resolved.schema, shown.post, this.options.pillKeys);
    if (post !== undefined) view.post = post;
    const page = this.options.page;
    page.fields++;
    if (!nested) return view;
    const lastLevel = depth + 1 >= this.levels;
    if (componentRef) {
      // Not expanded here, whatever the reason: a component shown in full above, or on another
      // operation's page, is linked to; else the field says why its fields are missing.
      if (ancestors.has(componentRef)) return Object.assign(view, this.linkTo(componentRef, 'recursive'));
      const overBudget = page.fields > this.fieldBudget;
      // A list of a component that another operation's page shows links there: expanded, Stripe's
      // lists of line items, discounts and transactions made its largest pages a fifth larger.
      const listed = !content.ref && this.shownElsewhere(componentRef) !== undefined;
      if (
        listed ||
        page.expanded.has(componentRef) ||
        overBudget ||
        lastLevel ||
        depth >= this.componentLevels
      )
        return Object.assign(view, this.linkTo(componentRef, overBudget ? 'size' : 'depth'));
      page.expanded.set(componentRef, anchor);
      const shared = page.claimComponentAnchor(componentRef);
      if (shared !== undefined) view.componentAnchor = shared;
    } else if (lastLevel) {
      view.cut = 'depth';
      return view;
    } else if (page.fields > this.fieldBudget) {
      // Past the budget, an inline object inside a component another page shows in full links
      // there; with nowhere else to show it, it is listed here.
      const enclosing = [...ancestors].pop();
      if (enclosing && this.options.modelPages) return Object.assign(view, { model: refName(enclosing) });
      const operation = enclosing && this.shownElsewhere(enclosing);
      if (operation) {
        view.documentedBy = { component: refName(enclosing), operation };
        return view;
      }
    }
    // The items' component joins the ancestors where the array is expanded: joined here, the
    // expansion would take it for a cycle and list nothing.
    const nextAncestors = content.ref ? new Set([...ancestors, content.ref]) : ancestors;
    const { fields, variants, discriminator } = this.expand(
      content.schema,
      path,
      nextAncestors,
      depth + 1,
      anchor,
    );
    view.children = fields;
    view.variants = variants;
    if (discriminator !== undefined) view.discriminator = discriminator;
    return view;
  }

  /** The first expansion of the component on this page, else the page of the operation that returns it whole. */
  private linkTo(ref: string, cut: FieldCut): ComponentLink {
    const first = this.options.page.expanded.get(ref);
    if (first) return { seeAnchor: first };
    if (this.options.modelPages) return { model: refName(ref) };
    const operation = this.shownElsewhere(ref);
    return operation ? { documentedBy: { component: refName(ref), operation } } : { cut };
  }

  /**
   * For a component no operation returns whole: the page of one that does and holds it at most
   * `MAX_COMPONENT_DEPTH` components down, which that page expands.
   */
  private shownElsewhere(ref: string): string | undefined {
    return this.options.documentedBy?.(ref) ?? this.hostOperation(ref);
  }

  private hostOperation(ref: string): string | undefined {
    const { documentedBy, document } = this.options;
    if (!documentedBy) return undefined;
    const parents = componentParents(document);
    let level = parents.get(ref) ?? [];
    for (let hops = 0; hops < MAX_COMPONENT_DEPTH && level.length > 0; hops++) {
      for (const parent of level) {
        const operation = documentedBy(parent);
        if (operation) return operation;
      }
      level = level.flatMap((parent) => parents.get(parent) ?? []);
    }
    return undefined;
  }

  /**
   * What a field shows of its schema, the same wherever the schema is used: worked out once per
   * resolved schema, since the same components appear as fields on hundreds of pages.
   */
  private factsOf(resolved: Resolved): FieldFacts {
    let facts = schemaFacts.get(resolved);
    if (!facts) {
      const { schema, ref } = resolved;
      const types = Array.isArray(schema.type) ? schema.type : [schema.type];
      const description = typeof schema.description === 'string' ? schema.description : undefined;
      const cleared = clearedVariant(schema);
      const content = cleared === undefined ? resolved : this.resolve(cleared);
      const componentRef = content.ref ?? this.itemsRef(content.schema);
      const shown = {
        type: this.typeLabel(schema, ref),
        ...(description !== undefined && { description }),
        deprecated: schema.deprecated === true,
        nullable: schema.nullable === true || types.includes('null'),
        readOnly: schema.readOnly === true,
        writeOnly: schema.writeOnly === true,
        ...(Array.isArray(schema.enum) && { enum: schema.enum }),
        ...(schema.default !== undefined && { default: schema.default }),
        constraints: describeConstraints(schema),
        ...(cleared !== undefined && { clearable: true }),
        ...schemaPills(schema),
      };
      const nested = this.hasFields(content.schema);
      facts =
        componentRef === undefined ? { shown, content, nested } : { shown, content, componentRef, nested };
      schemaFacts.set(resolved, facts);
    }
    return facts;
  }

  private itemsRef(schema: SchemaObject): string | undefined {
    return isArraySchema(schema) && isRecord(schema.items) && typeof schema.items.$ref === 'string'
      ? schema.items.$ref
      : undefined;
  }

  /** Whether a schema has fields or variants to list, itself or (an array) its items. */
  private hasFields(schema: SchemaObject, hops = 0): boolean {
    if (isArraySchema(schema))
      return (
        isRecord(schema.items) && hops < 8 && this.hasFields(this.resolve(schema.items).schema, hops + 1)
      );
    if (variantsOf(schema).length > 0) return true;
    return isRecord(schema.properties) && Object.keys(schema.properties).length > 0;
  }

  typeLabel(schema: SchemaObject, ref?: string): string {
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]).filter(
      (t): t is string => typeof t === 'string' && t !== 'null',
    );
    if (isArraySchema(schema)) {
      const items = this.resolve(schema.items);
      return `${this.typeLabel(items.schema, items.ref)}[]`;
    }
    const cleared = clearedVariant(schema);
    if (cleared !== undefined) {
      const value = this.resolve(cleared);
      return `${this.typeLabel(value.schema, value.ref)} | ""`;
    }
    const values = mapValueSchema(schema);
    if (values !== undefined) {
      const value = this.resolve(values);
      return `map<string, ${Object.keys(value.schema).length === 0 ? 'any' : this.typeLabel(value.schema, value.ref)}>`;
    }
    if (isEmptyObject(schema)) return 'empty object';
    const format = typeof schema.format === 'string' ? `<${schema.format}>` : '';
    if (types.length > 0) return types.map((t) => `${t}${format}`).join(' | ');
    if (Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) return ref ? refName(ref) : 'one of';
    if (isRecord(schema.properties) || ref) return ref ? refName(ref) : 'object';
    return 'any';
  }
}
