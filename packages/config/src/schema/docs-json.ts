import { z } from 'zod';
import { apiSchema } from './api.ts';
import {
  appearanceSchema,
  backgroundSchema,
  colorsSchema,
  faviconSchema,
  fontsSchema,
  iconsSchema,
  logoSchema,
  stylingSchema,
  themes,
  thumbnailsSchema,
} from './branding.ts';
import {
  bannerSchema,
  contextualSchema,
  errorsSchema,
  footerSchema,
  navbarSchema,
  redirectsSchema,
  searchSchema,
  seoSchema,
} from './chrome.ts';
import { integrationsSchema } from './integrations.ts';
import { navigationSchema } from './navigation.ts';

/** The whole of docs.json: one schema per section, defaults applied here so later stages never repeat them. */
export const docsJsonSchema = z.strictObject({
  $schema: z.string().optional(),
  /** @default "mint" */
  theme: z.enum(themes).default('mint'),
  name: z.string().min(1),
  description: z.string().optional(),
  colors: colorsSchema.optional(),
  logo: logoSchema.optional(),
  favicon: faviconSchema.optional(),
  thumbnails: thumbnailsSchema.optional(),
  styling: stylingSchema.optional(),
  icons: iconsSchema.optional(),
  fonts: fontsSchema.optional(),
  appearance: appearanceSchema.default(appearanceSchema.parse({})),
  background: backgroundSchema.optional(),
  navbar: navbarSchema.optional(),
  navigation: navigationSchema,
  footer: footerSchema.optional(),
  banner: bannerSchema.optional(),
  redirects: redirectsSchema.default([]),
  api: apiSchema.default(apiSchema.parse({})),
  seo: seoSchema.default(seoSchema.parse({})),
  search: searchSchema.optional(),
  integrations: integrationsSchema.default({}),
  contextual: contextualSchema.optional(),
  /** What pages served as Markdown to agents carry (their `.md` twins). */
  markdown: z
    .strictObject({
      /** `false`: endpoint twins leave out the operation's OpenAPI document (default `true`). */
      schema: z.boolean().optional(),
      /** Lines every twin gives agents in its `<AgentInstructions>` block. */
      instructions: z.union([z.string(), z.array(z.string())]).optional(),
    })
    .optional(),
  errors: errorsSchema.optional(),
  /** `{{name}}` in page and snippet text is replaced by the value of `name`, before MDX reads it. */
  variables: z.record(z.string(), z.string()).optional(),
  /** `timestamp: true`: every page shows the date it was last modified (front matter `timestamp` overrides). */
  metadata: z.object({ timestamp: z.boolean().optional() }).optional(),
});

export type DocsConfig = z.output<typeof docsJsonSchema>;

/** Sections whose unknown keys are errors rather than warnings, as in Mintlify. */
export const strictSections: ReadonlySet<string> = new Set(['integrations', 'colors']);

/** mint.json keys people leave in docs.json, with where they belong now. */
export const legacyKeyHints: Readonly<Record<string, string>> = {
  anchors:
    'in docs.json, anchors go under `navigation` (`navigation.anchors` or `navigation.global.anchors`); `docs migrate` converts them.',
  tabs: 'in docs.json, tabs go under `navigation.tabs`; `docs migrate` converts them.',
  versions: 'in docs.json, versions go under `navigation.versions`; `docs migrate` converts them.',
  topbarLinks: 'in docs.json this is `navbar.links`; `docs migrate` converts it.',
  topbarCtaButton: 'in docs.json this is `navbar.primary`; `docs migrate` converts it.',
  footerSocials: 'in docs.json this is `footer.socials`; `docs migrate` converts it.',
  modeToggle: 'in docs.json this is `appearance`; `docs migrate` converts it.',
  analytics: 'in docs.json this is `integrations`; `docs migrate` converts it.',
  openapi: 'in docs.json this is `api.openapi` (or `openapi` on a navigation element).',
  metadata: 'in docs.json this is `seo.metatags`.',
  feedback: 'Docwright shows page feedback through `integrations.telemetry`.',
  baseUrl: 'in docs.json this is `api.mdx.server`.',
};
