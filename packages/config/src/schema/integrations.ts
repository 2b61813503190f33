import { z } from 'zod';

const startsWith = (prefix: string) => z.string().startsWith(prefix, `must begin with "${prefix}"`);
/** Loaded as a script (or its host): only http(s), so no `javascript:` or `data:` URL can run. */
const webUrl = () => z.url({ protocol: /^https?$/ });

/**
 * README, Integrations. Unknown keys here are errors (as in Mintlify): a misspelled integration would
 * otherwise silently not load.
 */
export const integrationsSchema = z.strictObject({
  adobe: z.strictObject({ launchUrl: webUrl() }).optional(),
  amplitude: z.strictObject({ apiKey: z.string().min(1) }).optional(),
  clarity: z.strictObject({ projectId: z.string().min(1) }).optional(),
  clearbit: z.strictObject({ publicApiKey: z.string().min(1) }).optional(),
  cookies: z.strictObject({ key: z.string().optional(), value: z.string().optional() }).optional(),
  fathom: z.strictObject({ siteId: z.string().min(1) }).optional(),
  frontchat: z
    .union([
      z.strictObject({ snippetId: z.string().min(6) }),
      z
        .string()
        .min(6)
        .transform((snippetId) => ({ snippetId })),
    ])
    .optional(),
  ga4: z.strictObject({ measurementId: startsWith('G') }).optional(),
  gtm: z.strictObject({ tagId: startsWith('G') }).optional(),
  heap: z.strictObject({ appId: z.string().min(1) }).optional(),
  hightouch: z.strictObject({ writeKey: z.string().min(1), apiHost: z.string().optional() }).optional(),
  hotjar: z.strictObject({ hjid: z.string().min(1), hjsv: z.string().min(1) }).optional(),
  intercom: z
    .union([
      z.strictObject({ appId: z.string().min(6) }),
      z
        .string()
        .min(6)
        .transform((appId) => ({ appId })),
    ])
    .optional(),
  koala: z.strictObject({ publicApiKey: z.string().min(1) }).optional(),
  logrocket: z.strictObject({ appId: z.string().min(1) }).optional(),
  mixpanel: z.strictObject({ projectToken: z.string().min(1) }).optional(),
  onetrust: z.strictObject({ domainScript: z.string().min(1) }).optional(),
  pirsch: z.strictObject({ id: z.string().min(1) }).optional(),
  plausible: z.strictObject({ domain: z.string().min(1), server: z.string().optional() }).optional(),
  posthog: z
    .strictObject({
      apiKey: startsWith('phc_'),
      apiHost: webUrl().optional(),
      /** @default false */
      sessionRecording: z.boolean().default(false),
    })
    .optional(),
  segment: z.strictObject({ key: z.string().min(1) }).optional(),
  telemetry: z.strictObject({ /** @default true */ enabled: z.boolean().default(true) }).optional(),
  transcend: z.strictObject({ bundleId: z.string().min(1) }).optional(),
});

export type IntegrationsConfig = z.output<typeof integrationsSchema>;
