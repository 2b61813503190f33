import { z } from 'zod';
import { iconLibraries } from './icon.ts';
import { safeUrlOrEmpty, siteFileUrl, siteFileUrlOrEmpty } from './safe-url.ts';

export const themes = [
  'mint',
  'maple',
  'palm',
  'willow',
  'linden',
  'almond',
  'aspen',
  'sequoia',
  'luma',
] as const;

/** The themes Docwright lays out as their own; a site with another one gets Mint's layout and a warning. */
export const builtThemes = [
  'mint',
  'maple',
  'aspen',
  'luma',
  'almond',
] as const satisfies readonly (typeof themes)[number][];

const hexColor = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex color such as "#0D9373"');

const lightDark = <T extends z.ZodType>(value: T) => z.strictObject({ light: value, dark: value });

/** `colors` rejects unknown keys, as Mintlify does. */
export const colorsSchema = z.strictObject({
  primary: hexColor,
  /** Used for emphasis in dark mode. */
  light: hexColor.optional(),
  /** Used for buttons and hover states in light mode. */
  dark: hexColor.optional(),
});

/**
 * Mintlify accepts an empty logo or favicon: an empty side takes the other side's image, and
 * nothing at all means no image.
 */
const fillSides = <T extends { light: string; dark: string }>(value: T): T | undefined =>
  value.light === '' && value.dark === ''
    ? undefined
    : { ...value, light: value.light || value.dark, dark: value.dark || value.light };

export const logoSchema = z
  .union([
    siteFileUrlOrEmpty(),
    z.strictObject({
      light: siteFileUrlOrEmpty(),
      dark: siteFileUrlOrEmpty(),
      href: safeUrlOrEmpty().optional(),
    }),
  ])
  .transform((logo) => (typeof logo === 'string' ? logo || undefined : fillSides(logo)));

export const faviconSchema = z
  .union([siteFileUrlOrEmpty(), lightDark(siteFileUrlOrEmpty())])
  .transform((favicon) => (typeof favicon === 'string' ? favicon || undefined : fillSides(favicon)));

export const thumbnailsSchema = z.strictObject({
  appearance: z.enum(['light', 'dark']).optional(),
  background: siteFileUrlOrEmpty().optional(),
});

/** Mintlify's object form of `styling.codeblocks`: a Shiki theme (or a light and dark pair) and custom grammars. */
const codeblockThemesSchema = z.strictObject({
  theme: z
    .union([z.string().min(1), z.strictObject({ light: z.string().min(1), dark: z.string().min(1) })])
    .optional(),
  languages: z.strictObject({ custom: z.array(z.string()).optional() }).optional(),
});

export const stylingSchema = z.strictObject({
  eyebrows: z.enum(['section', 'breadcrumbs']).optional(),
  // A bare theme name (`"dracula"`) is read as `{ theme: "dracula" }`.
  codeblocks: z.union([z.enum(['system', 'dark']), z.string().min(1), codeblockThemesSchema]).optional(),
  latex: z.boolean().optional(),
});

export const iconsSchema = z.strictObject({ library: z.enum(iconLibraries) });

const fontSchema = z.strictObject({
  family: z.string().min(1),
  weight: z.number().int().min(1).max(1000).optional(),
  /** A font file: an http(s) URL or a path from the site's root (`/fonts/Inter.woff2`). */
  source: siteFileUrl().optional(),
  format: z.enum(['woff', 'woff2']).optional(),
});

export const fontsSchema = z.union([
  fontSchema,
  z.strictObject({ heading: fontSchema.optional(), body: fontSchema.optional() }),
]);

export const appearanceSchema = z.strictObject({
  /** @default "system" */
  default: z.enum(['system', 'light', 'dark']).default('system'),
  /** Hide the light/dark toggle. @default false */
  strict: z.boolean().default(false),
});

export const backgroundSchema = z.strictObject({
  image: z.union([siteFileUrlOrEmpty(), lightDark(siteFileUrlOrEmpty())]).optional(),
  decoration: z.enum(['gradient', 'grid', 'windows']).optional(),
  color: z.strictObject({ light: hexColor.optional(), dark: hexColor.optional() }).optional(),
});
