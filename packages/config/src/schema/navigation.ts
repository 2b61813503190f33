import { z } from 'zod';
import { iconSchema } from './icon.ts';
import { safeUrlOrEmpty } from './safe-url.ts';
import { specSourceSchema } from './spec-source.ts';

const common = {
  icon: iconSchema.optional(),
  hidden: z.boolean().optional(),
  openapi: specSourceSchema.optional(),
  asyncapi: specSourceSchema.optional(),
};

export interface NavGroup {
  group: string;
  pages?: NavPageEntry[] | undefined;
  icon?: string | undefined;
  hidden?: boolean | undefined;
  tag?: string | undefined;
  expanded?: boolean | undefined;
  public?: boolean | undefined;
  root?: string | undefined;
  openapi?: z.output<typeof specSourceSchema> | undefined;
  asyncapi?: z.output<typeof specSourceSchema> | undefined;
}

/** A page path, an endpoint ("GET /pets") beside an `openapi` property, or a nested group. */
export type NavPageEntry = string | NavGroup;

const groupSchema: z.ZodType<NavGroup> = z.lazy(() =>
  z.strictObject({
    group: z.string(),
    pages: z.array(pageEntrySchema).optional(),
    tag: z.string().optional(),
    expanded: z.boolean().optional(),
    /** Mintlify's: the group's pages (nested groups' too) are readable without signing in. */
    public: z.boolean().optional(),
    root: z.string().optional(),
    ...common,
  }),
);

const pageEntrySchema: z.ZodType<NavPageEntry> = z.lazy(() => z.union([z.string(), groupSchema]));

/** The kinds of navigation division, keyed by the property that names each one. */
export const divisionKinds = ['tab', 'anchor', 'dropdown', 'version', 'language', 'product'] as const;
export type DivisionKind = (typeof divisionKinds)[number];

/** The property of `navigation` (or of a division) that holds each kind's divisions. */
const divisionContainerOf = {
  tab: 'tabs',
  anchor: 'anchors',
  dropdown: 'dropdowns',
  version: 'versions',
  language: 'languages',
  product: 'products',
} as const satisfies Record<DivisionKind, string>;
type DivisionContainer = (typeof divisionContainerOf)[DivisionKind];

/** The containers, in the order of `divisionKinds` (the order sections are looked for). */
export const divisionContainers: readonly DivisionContainer[] = divisionKinds.map(
  (kind) => divisionContainerOf[kind],
);

/** The kind of division each container holds. */
export const divisionKindOf = Object.fromEntries(
  divisionKinds.map((kind) => [divisionContainerOf[kind], kind]),
) as Record<DivisionContainer, DivisionKind>;

/** Containers any division (and `navigation` itself) may hold. */
export interface NavContainer {
  tabs?: NavDivision[] | undefined;
  anchors?: NavDivision[] | undefined;
  dropdowns?: NavDivision[] | undefined;
  versions?: NavDivision[] | undefined;
  languages?: NavDivision[] | undefined;
  products?: NavDivision[] | undefined;
  groups?: NavGroup[] | undefined;
  pages?: NavPageEntry[] | undefined;
  openapi?: z.output<typeof specSourceSchema> | undefined;
  asyncapi?: z.output<typeof specSourceSchema> | undefined;
}

export interface NavDivision extends NavContainer {
  tab?: string | undefined;
  anchor?: string | undefined;
  dropdown?: string | undefined;
  version?: string | undefined;
  language?: string | undefined;
  product?: string | undefined;
  description?: string | undefined;
  icon?: string | undefined;
  color?: unknown;
  href?: string | undefined;
  hidden?: boolean | undefined;
  default?: boolean | undefined;
  global?: NavContainer | undefined;
}

const containerShape = {
  get tabs() {
    return z.array(divisionSchema).optional();
  },
  get anchors() {
    return z.array(divisionSchema).optional();
  },
  get dropdowns() {
    return z.array(divisionSchema).optional();
  },
  get versions() {
    return z.array(divisionSchema).optional();
  },
  get languages() {
    return z.array(divisionSchema).optional();
  },
  get products() {
    return z.array(divisionSchema).optional();
  },
  groups: z.array(groupSchema).optional(),
  pages: z.array(pageEntrySchema).optional(),
  openapi: specSourceSchema.optional(),
  asyncapi: specSourceSchema.optional(),
};

/**
 * Mintlify's `menu` of a tab or product: items (`item` names each) with their own groups and pages.
 * Each item is read as a dropdown of its division, so its pages get a sidebar, the sitemap and
 * search like any other section's.
 */
const menuSchema = z.array(
  z.preprocess(
    (value) => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
      const { item, ...rest } = value as Record<string, unknown>;
      return { dropdown: item, ...rest };
    },
    z.lazy(() => divisionSchema),
  ),
);

const divisionSchema: z.ZodType<NavDivision> = z.lazy(() =>
  z
    .strictObject({
      tab: z.string().optional(),
      anchor: z.string().optional(),
      dropdown: z.string().optional(),
      version: z.string().optional(),
      // The code names the page's `<html lang>` and the search index's files (Pagefind's), so it
      // cannot hold a path: Mintlify's codes (en, pt-BR, zh-Hans…) are all letters and hyphens.
      language: z
        .string()
        .regex(/^[A-Za-z0-9_-]{1,64}$/, {
          message: 'a language code is letters, digits, - and _ (such as en, pt-BR or zh-Hans)',
        })
        .optional(),
      product: z.string().optional(),
      description: z.string().optional(),
      icon: iconSchema.optional(),
      color: z.unknown().optional(),
      href: safeUrlOrEmpty().optional(),
      hidden: z.boolean().optional(),
      default: z.boolean().optional(),
      global: z.strictObject(containerShape).optional(),
      menu: menuSchema.optional(),
      ...containerShape,
    })
    .refine((d) => divisionKinds.some((kind) => typeof d[kind] === 'string'), {
      message: `a navigation division needs a name: one of ${divisionKinds.join(', ')} (a menu item: item)`,
    })
    .transform(({ menu, ...division }) =>
      menu ? { ...division, dropdowns: [...(division.dropdowns ?? []), ...menu] } : division,
    ),
) as z.ZodType<NavDivision>;

export const navigationSchema: z.ZodType<NavContainer & { global?: NavContainer | undefined }> =
  z.strictObject({
    ...containerShape,
    global: z.strictObject(containerShape).optional(),
  });
