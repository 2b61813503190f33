import { z } from 'zod';

const startsWith = (prefix: string) => z.string().startsWith(prefix, `must begin with "${prefix}"`);
/** Loaded as a script (or its host): only http(s), so no `javascript:` or `data:` URL can run. */
const webUrl = () => z.url({ protocol: /^https?$/ });

/**
 * docs/integrations.md. Unknown keys here are errors (as in Mintlify): a misspelled integration would
 * otherwise silently not load.
 */
/**
 * The field that identifies the account of each integration Mintlify accepts empty. An integration
 * whose id is empty is not loaded (`blankIntegrations` names each with a warning).
 */
export const integrationIdFields = {
  amplitude: 'apiKey',
  clarity: 'projectId',
  clearbit: 'publicApiKey',
  fathom: 'siteId',
  heap: 'appId',
  hightouch: 'writeKey',
  hotjar: 'hjid',
  logrocket: 'appId',
  mixpanel: 'projectToken',
  pirsch: 'id',
  plausible: 'domain',
  segment: 'key',
} as const;

const withoutBlankIds = <T extends Record<string, unknown>>(integrations: T): T => {
  const out: Record<string, unknown> = { ...integrations };
  for (const [vendor, field] of Object.entries(integrationIdFields)) {
    const entry = out[vendor] as Record<string, unknown> | undefined;
    if (entry && Object.entries(entry).some(([k, v]) => v === '' && (k === field || vendor === 'hotjar')))
      delete out[vendor];
  }
  return out as T;
};

export const integrationsSchema = z
  .strictObject({
    adobe: z.strictObject({ launchUrl: webUrl() }).optional(),
    amplitude: z.strictObject({ apiKey: z.string() }).optional(),
    clarity: z.strictObject({ projectId: z.string() }).optional(),
    clearbit: z.strictObject({ publicApiKey: z.string() }).optional(),
    cookies: z.strictObject({ key: z.string().optional(), value: z.string().optional() }).optional(),
    fathom: z.strictObject({ siteId: z.string() }).optional(),
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
    heap: z.strictObject({ appId: z.string() }).optional(),
    hightouch: z.strictObject({ writeKey: z.string(), apiHost: z.string().optional() }).optional(),
    hotjar: z.strictObject({ hjid: z.string(), hjsv: z.string() }).optional(),
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
    logrocket: z.strictObject({ appId: z.string() }).optional(),
    mixpanel: z
      .strictObject({ projectToken: z.string(), region: z.enum(['us', 'eu', 'in']).optional() })
      .optional(),
    onetrust: z
      .strictObject({
        domainScript: z.string().min(1),
        categoryId: z.string().min(1).optional(),
        scriptSource: webUrl().optional(),
      })
      .optional(),
    pirsch: z.strictObject({ id: z.string() }).optional(),
    plausible: z.strictObject({ domain: z.string(), server: z.string().optional() }).optional(),
    posthog: z
      .strictObject({
        apiKey: startsWith('phc_'),
        apiHost: webUrl().optional(),
        /** @default false */
        sessionRecording: z.boolean().default(false),
      })
      .optional(),
    segment: z.strictObject({ key: z.string(), cdnUrl: webUrl().optional() }).optional(),
    telemetry: z.strictObject({ /** @default true */ enabled: z.boolean().default(true) }).optional(),
    transcend: z
      .strictObject({ bundleId: z.string().min(1), analyticsPurpose: z.string().optional() })
      .optional(),
  })
  .transform(withoutBlankIds);

export type IntegrationsConfig = z.output<typeof integrationsSchema>;
