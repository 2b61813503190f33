import type { IntegrationsConfig } from '@docwright/config';
import { escapeHtml, inlineJson as js } from '../html.ts';
import { type Vendor, type VendorKey, type VendorScript, vendors } from './vendors.ts';

/** The consent runtime (banner, loaders after consent, page views); written only for sites that use it. */
export const consentScriptPath = '/_docwright/consent.js';

export interface IntegrationsMarkup {
  /**
   * `<head>` markup of every page: consent managers' scripts, then an inline module handing the
   * configured loaders to the consent runtime. Empty when nothing is configured.
   */
  readonly head: string;
  /** Pages load `consentScriptPath`, so the build writes it. */
  readonly consentRuntime: boolean;
}

/** The settings the consent runtime reads (`client/consent.js`). */
interface RuntimeSettings {
  /** The site's own consent signal (`integrations.cookies`); no built-in banner then. */
  readonly cookie?: { readonly key: string; readonly value?: string };
  /** Page views go to `/_docwright/telemetry` once the reader consents. */
  readonly telemetry: boolean;
}

type Configured = {
  [K in VendorKey]: { key: K; vendor: Vendor<K>; settings: NonNullable<IntegrationsConfig[K]> };
}[VendorKey];

/** The integrations `docs.json` configures, in the vendor table's order. */
export function configuredVendors(integrations: IntegrationsConfig | undefined): Configured[] {
  if (!integrations) return [];
  return (Object.keys(vendors) as VendorKey[]).flatMap((key) => {
    const settings = integrations[key];
    return settings === undefined ? [] : [{ key, vendor: vendors[key], settings } as Configured];
  });
}

/** Whether pages carry the "Was this page helpful?" widget (`telemetry.enabled`, default true). */
export const feedbackEnabled = (integrations: IntegrationsConfig | undefined) =>
  integrations?.telemetry?.enabled !== false;

/** What every page adds for the configured integrations; nothing at all for the others. */
export function integrationsMarkup(integrations: IntegrationsConfig | undefined): IntegrationsMarkup {
  const configured = configuredVendors(integrations);
  const immediate = configured.filter((entry) => !entry.vendor.consent);
  const waiting = configured.filter((entry) => entry.vendor.consent);
  const cookieKey = integrations?.cookies?.key;
  const telemetry = feedbackEnabled(integrations);
  const consentRuntime = waiting.length > 0 || (cookieKey !== undefined && cookieKey !== '' && telemetry);
  const tags = immediate.flatMap(({ vendor, settings }) =>
    // Each entry's own settings type; the union cannot express the pairing.
    (vendor.scripts as (s: typeof settings) => readonly VendorScript[])(settings).map(scriptTag),
  );
  if (consentRuntime) {
    const settings: RuntimeSettings = {
      ...(cookieKey && {
        cookie: {
          key: cookieKey,
          ...(integrations?.cookies?.value !== undefined && { value: integrations.cookies.value }),
        },
      }),
      telemetry,
    };
    const loaders = waiting.map(({ vendor, settings: s }) => loaderSource(vendor as Vendor<VendorKey>, s));
    const trackers = waiting.flatMap(({ vendor }) =>
      vendor.track ? [`function(n,p){${vendor.track}}`] : [],
    );
    tags.push(
      `<script type="module">import{start}from${js(consentScriptPath)};start(${js(settings)},[${loaders.join(',')}],[${trackers.join(',')}]);</script>`,
    );
  }
  return { head: tags.join('\n'), consentRuntime };
}

/** One vendor's loader as a function of the runtime's `load(scripts, done)`. */
function loaderSource<K extends VendorKey>(
  vendor: Vendor<K>,
  settings: NonNullable<IntegrationsConfig[K]>,
): string {
  const ready = vendor.ready?.(settings);
  return `function(load){${vendor.setup?.(settings) ?? ''}load(${js(vendor.scripts(settings))}${ready ? `,function(){${ready}}` : ''});}`;
}

/** A consent manager's script, as its install docs show it: a plain tag that runs before anything else. */
function scriptTag(script: VendorScript): string {
  const attributes = Object.entries(script.attributes ?? {})
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<script src="${escapeHtml(script.src)}"${attributes}></script>`;
}
