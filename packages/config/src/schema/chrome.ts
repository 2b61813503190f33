import { z } from 'zod';
import { iconSchema } from './icon.ts';
import { safeUrl, safeUrlOrEmpty, unsafeUrlIssue, unsafeUrlReason } from './safe-url.ts';

/** Header links and the primary call to action. */
export const navbarSchema = z.strictObject({
  /** Mintlify allows an empty label (an icon-only link) and a `type` such as `github` or `discord`. */
  links: z
    .array(
      z.strictObject({
        label: z.string().optional(),
        href: safeUrl(),
        icon: iconSchema.optional(),
        type: z.string().optional(),
      }),
    )
    .optional(),
  primary: z
    .union([
      z.strictObject({ type: z.literal('button'), label: z.string(), href: safeUrl() }),
      z.strictObject({
        type: z.enum(['github', 'discord']),
        label: z.string().optional(),
        href: safeUrl(),
      }),
    ])
    .optional(),
});

const socialNetworks = [
  'x',
  'website',
  'facebook',
  'youtube',
  'discord',
  'slack',
  'github',
  'linkedin',
  'instagram',
  'hacker-news',
  'medium',
  'telegram',
  'twitter',
  'x-twitter',
  'earth-americas',
  'bluesky',
  'threads',
  'reddit',
  'podcast',
] as const;

export const footerSchema = z.strictObject({
  socials: z.partialRecord(z.enum(socialNetworks), safeUrl()).optional(),
  links: z
    .array(
      z.strictObject({
        header: z.string().optional(),
        items: z.array(z.strictObject({ label: z.string().min(1), href: safeUrl() })),
      }),
    )
    .optional(),
});

const bannerColor = z
  .string()
  .regex(/^#([0-9a-fA-F]{3}|[0-9a-fA-F]{6})$/, 'expected a hex color such as "#B45309"');

export const bannerSchema = z.strictObject({
  content: z.string().min(1),
  /** @default false */
  dismissible: z.boolean().default(false),
  /** `info` (the brand colour), `warning` (amber) or `critical` (red). @default "info" */
  type: z.enum(['info', 'warning', 'critical']).optional(),
  /** A background of its own, for light and dark mode; wins over `type`. */
  color: z.strictObject({ light: bannerColor.optional(), dark: bannerColor.optional() }).optional(),
});

export const redirectsSchema = z.array(
  z.strictObject({
    source: z.string().min(1),
    destination: safeUrl(),
    /** 308 when true, 307 when false. @default true */
    permanent: z.boolean().default(true),
  }),
);

export const searchSchema = z.strictObject({ prompt: z.string().optional() });

/** Every option Mintlify's `contextual.options` takes (`@mintlify/models`; `devin-desktop` from its documentation, newer than the oracle). */
export const contextualOptions = [
  'copy',
  'assistant',
  'view',
  'download-pdf',
  'download-spec',
  'chatgpt',
  'claude',
  'perplexity',
  'grok',
  'aistudio',
  'devin',
  'devin-desktop',
  'windsurf',
  'mcp',
  'add-mcp',
  'cursor',
  'vscode',
  'devin-mcp',
] as const;

export const contextualSchema = z.strictObject({
  options: z.array(
    z.union([
      z.enum(contextualOptions),
      z.strictObject({
        title: z.string().min(1),
        description: z.string().min(1),
        icon: iconSchema.optional(),
        href: z.union([
          safeUrlOrEmpty(),
          z.strictObject({ base: safeUrlOrEmpty(), query: z.array(z.unknown()).optional() }),
        ]),
      }),
    ]),
  ),
  display: z.enum(['header', 'toc']).optional(),
});

export const errorsSchema = z.strictObject({
  '404': z
    .strictObject({
      /** Send unknown URLs to the home page instead of showing the 404 page. @default true */
      redirect: z.boolean().default(true),
      /** The 404 page's heading, instead of "Page not found". */
      title: z.string().optional(),
      /** Markdown under the heading, instead of the default hint. */
      description: z.string().optional(),
    })
    .optional(),
});

/** Open Graph and Twitter card tags whose content is a URL. */
const urlMetatag =
  /^(og:(url|see_also|(image|video|audio)(:url|:secure_url)?)|twitter:(url|image(:src)?|player(:stream)?))$/i;

export const seoSchema = z.strictObject({
  /** @default "navigable" */
  indexing: z.enum(['navigable', 'all']).default('navigable'),
  metatags: z
    .record(z.string(), z.string())
    .superRefine((tags, ctx) => {
      for (const [name, value] of Object.entries(tags)) {
        const reason = urlMetatag.test(name) ? unsafeUrlReason(value) : undefined;
        if (reason) ctx.addIssue({ code: 'custom', message: reason, path: [name], params: unsafeUrlIssue });
      }
    })
    .optional(),
});
