import { z } from 'zod';
import { climbsOut, urlScheme } from './safe-url.ts';

/**
 * A spec named in docs.json: an http(s) URL or a file of the site (a leading "/" also means the
 * site folder). A path that climbs out of the site (`../x.json`) or another scheme (`file:`) is
 * refused here, where it can be located; `docs build` also refuses symbolic links that leave it.
 */
function checkSpecPath(value: string, ctx: z.core.$RefinementCtx<string>): void {
  const scheme = urlScheme(value);
  if (scheme === 'http' || scheme === 'https') return;
  if (scheme !== undefined) {
    ctx.addIssue({
      code: 'custom',
      message: `a spec is a file of the site or an http(s) URL; a "${scheme}:" address is not allowed`,
      params: { code: 'site/read-outside' },
    });
    return;
  }
  if (climbsOut(value))
    ctx.addIssue({
      code: 'custom',
      message: `"${value}" is outside the site folder; a build reads only files inside it`,
      params: { code: 'site/read-outside' },
    });
}

const specPath = () => z.string().min(1).superRefine(checkSpecPath);

const specObject = z.strictObject({
  source: specPath(),
  directory: z
    .string()
    .refine((directory) => !climbsOut(directory), {
      message: 'the directory of generated pages must be a folder of the site, without ".." above it',
    })
    .optional(),
  /** Mintlify's OpenAPI overlays: accepted, not applied (a `config/not-supported` warning says so). */
  overlays: z.array(specPath()).optional(),
});

/**
 * `openapi`/`asyncapi` on `api` or on a navigation element: a path or URL, several (each a path or
 * `{source, directory}`), or `{source, directory}`. A list of one object keeps its directory; in a
 * longer list only the sources are used (a `config/not-supported` warning names any directory lost).
 */
export const specSourceSchema = z.union([
  specPath(),
  z.array(z.union([specPath(), specObject])).transform((entries) => {
    const [only] = entries;
    if (entries.length === 1 && typeof only === 'object') return only;
    return entries.map((entry) => (typeof entry === 'string' ? entry : entry.source));
  }),
  specObject,
]);

export type SpecSource = z.output<typeof specSourceSchema>;
