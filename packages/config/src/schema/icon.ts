import { z } from 'zod';

/** Icon libraries Mintlify's `icons.library` and icon objects name. */
export const iconLibraries = ['fontawesome', 'lucide', 'tabler'] as const;

/**
 * An icon wherever docs.json allows one: a name or URL, or Mintlify's object form
 * `{ "name": "bolt", "style": "solid" }`. Both load as the name, which is what the theme draws;
 * the style picks nothing Font Awesome Free does not already draw.
 */
export const iconSchema = z
  .union([
    z.string(),
    z.object({
      name: z.string(),
      style: z.string().optional(),
      library: z.enum(iconLibraries).optional(),
    }),
  ])
  .transform((icon) => (typeof icon === 'string' ? icon : icon.name));
