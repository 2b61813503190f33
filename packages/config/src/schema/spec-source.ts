import { z } from 'zod';

/** `openapi`/`asyncapi` on `api` or on a navigation element: a path or URL, several, or `{source, directory}`. */
export const specSourceSchema = z.union([
  z.string().min(1),
  z.array(z.string().min(1)),
  z.strictObject({ source: z.string().min(1), directory: z.string().optional() }),
]);

export type SpecSource = z.output<typeof specSourceSchema>;
