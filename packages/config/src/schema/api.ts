import { z } from 'zod';
import { defaultLanguages, languageKeyOf } from '../languages.ts';
import { safeUrlOrEmpty } from './safe-url.ts';
import { specSourceSchema } from './spec-source.ts';

export const playgroundDisplays = ['interactive', 'simple', 'none', 'auth'] as const;

const playgroundSchema = z.strictObject({
  /** @default "interactive" */
  display: z.enum(playgroundDisplays).default('interactive'),
  /** @default true */
  proxy: z.boolean().default(true),
  /** @default false */
  credentials: z.boolean().default(false),
});

/**
 * Mintlify takes any string here. A name matched case-insensitively (`.Net`, `cURL`) is its key;
 * an unknown one is dropped, with the `config/not-supported` warning `unsupportedLanguages` makes.
 */
const languagesSchema = z
  .array(z.string())
  .transform((names) => [...new Set(names.flatMap((name) => languageKeyOf(name) ?? []))]);

const examplesSchema = z.strictObject({
  /** Snippet languages in display order; aliases are normalized to keys. */
  languages: languagesSchema.default([...defaultLanguages]),
  /** @default "all" */
  defaults: z.enum(['required', 'all']).default('all'),
  /** @default false */
  prefill: z.boolean().default(false),
  /** @default true */
  autogenerate: z.boolean().default(true),
});

export const apiSchema = z.strictObject({
  openapi: specSourceSchema.optional(),
  asyncapi: specSourceSchema.optional(),
  playground: playgroundSchema.default(playgroundSchema.parse({})),
  examples: examplesSchema.default(examplesSchema.parse({})),
  /**
   * Docwright's own: a "Models" group after each spec's generated endpoints, one page per
   * component of `components/schemas`, which the endpoint pages' schema links reach. @default false
   */
  models: z.boolean().optional(),
  /** `full` shows the full base URL on endpoint pages. */
  url: z.enum(['full']).optional(),
  params: z
    .strictObject({
      /** `all`: every field's nested fields start expanded. @default "closed" */
      expanded: z.enum(['all', 'closed']).optional(),
      /** Schema keys whose values every field shows as pills after its name (`nullable`, `x-internal`). */
      post: z.array(z.string()).optional(),
    })
    .optional(),
  mdx: z
    .strictObject({
      server: z.union([safeUrlOrEmpty(), z.array(safeUrlOrEmpty())]).optional(),
      auth: z.strictObject({ method: z.string().optional(), name: z.string().optional() }).optional(),
    })
    .optional(),
});

export type ApiConfig = z.output<typeof apiSchema>;
