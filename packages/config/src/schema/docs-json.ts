import { z } from 'zod';
import { apiSchema } from './api.ts';
import { navigationSchema } from './navigation.ts';

const hexColor = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex color such as "#0D9373"');

const logoSchema = z.union([
  z.string(),
  z.strictObject({ light: z.string(), dark: z.string(), href: z.string().optional() }),
]);

/**
 * The sections of docs.json this release reads. Other Mintlify keys are reported as
 * warnings by name (see `parse.ts`) and ignored, never silently dropped.
 */
export const docsJsonSchema = z.strictObject({
  $schema: z.string().optional(),
  /** Mintlify theme name; Docwright has one theme and accepts every name. */
  theme: z.string().optional(),
  name: z.string().min(1),
  description: z.string().optional(),
  colors: z
    .strictObject({ primary: hexColor, light: hexColor.optional(), dark: hexColor.optional() })
    .optional(),
  logo: logoSchema.optional(),
  favicon: z.union([z.string(), z.strictObject({ light: z.string(), dark: z.string() })]).optional(),
  navigation: navigationSchema,
  api: apiSchema.default(apiSchema.parse({})),
  seo: z
    .strictObject({
      /** @default "navigable" */
      indexing: z.enum(['navigable', 'all']).default('navigable'),
      metatags: z.record(z.string(), z.string()).optional(),
    })
    .default({ indexing: 'navigable' }),
});

export type DocsConfig = z.output<typeof docsJsonSchema>;
