import { runInNewContext } from 'node:vm';
import type { IntegrationsConfig } from '@docwright/config';
import { describe, expect, it } from 'vitest';
import { integrationsMarkup, type VendorKey, vendors } from '../src/index.ts';

/** A value that would break out of a script or an attribute if it were pasted in as it is. */
const hostile = `x</script><script>alert(1)</script>"'\u2028<!--`;

/** Every vendor with every field set to the hostile value (URLs keep a scheme, as validation demands). */
const everyVendor: Required<Pick<IntegrationsConfig, VendorKey>> = {
  adobe: { launchUrl: `https://assets.adobedtm.com/${hostile}` },
  amplitude: { apiKey: hostile },
  clarity: { projectId: hostile },
  clearbit: { publicApiKey: hostile },
  fathom: { siteId: hostile },
  frontchat: { snippetId: hostile },
  ga4: { measurementId: `G${hostile}` },
  gtm: { tagId: `G${hostile}` },
  heap: { appId: hostile },
  hightouch: { writeKey: hostile, apiHost: hostile },
  hotjar: { hjid: hostile, hjsv: hostile },
  intercom: { appId: hostile },
  koala: { publicApiKey: hostile },
  logrocket: { appId: hostile },
  mixpanel: { projectToken: hostile },
  onetrust: { domainScript: hostile },
  pirsch: { id: hostile },
  plausible: { domain: hostile, server: `https://stats.example/${hostile}` },
  posthog: { apiKey: `phc_${hostile}`, apiHost: `https://ph.example/${hostile}`, sessionRecording: false },
  segment: { key: hostile },
  transcend: { bundleId: hostile },
};

interface Captured {
  settings: unknown;
  loaders: ((load: (scripts: unknown, done?: () => void) => void) => void)[];
  trackers: ((name: string, props: unknown) => void)[];
}

/** Runs the page's inline module with a stand-in for the consent runtime, in a fresh global. */
function runModule(head: string) {
  const module = /<script type="module">([\s\S]*?)<\/script>/.exec(head)?.[1] ?? '';
  const body = module.replace(/^import\{start\}from"\/_docwright\/consent\.js";/, '');
  const sandbox: Record<string, unknown> = { captured: undefined };
  sandbox.window = sandbox;
  runInNewContext(
    `function start(settings, loaders, trackers){captured={settings,loaders,trackers}}${body}`,
    sandbox,
  );
  return { sandbox, captured: sandbox.captured as Captured };
}

describe('integration markup', () => {
  it('has a loader for every integration docs.json accepts', () => {
    expect(Object.keys(vendors).sort()).toEqual(Object.keys(everyVendor).sort());
  });

  it('emits nothing without integrations, or with only settings that need no runtime', () => {
    expect(integrationsMarkup(undefined)).toEqual({ head: '', consentRuntime: false });
    expect(integrationsMarkup({ telemetry: { enabled: true } })).toEqual({ head: '', consentRuntime: false });
    expect(integrationsMarkup({ cookies: { key: 'c' }, telemetry: { enabled: false } })).toEqual({
      head: '',
      consentRuntime: false,
    });
  });

  it('keeps hostile values inside their strings: only the intended tags, valid code, values intact', () => {
    const { head, consentRuntime } = integrationsMarkup(everyVendor);
    expect(consentRuntime).toBe(true);
    // Two consent managers' tags and the one inline module, each closed once.
    expect(head.match(/<script\b/g)).toHaveLength(3);
    expect(head.match(/<\/script>/g)).toHaveLength(3);
    expect(head).not.toContain('<!--');
    // A raw line separator is harmless in an attribute, but ends a line in older JavaScript.
    expect(/<script type="module">[\s\S]*<\/script>/.exec(head)?.[0]).not.toContain('\u2028');

    const { sandbox, captured } = runModule(head);
    expect(captured.loaders).toHaveLength(19);
    const scripts: { src: string; attributes?: Record<string, string> }[] = [];
    for (const loader of captured.loaders) loader((list) => scripts.push(...(list as typeof scripts)));
    // The values reach the vendors' code exactly as configured.
    const attributes = scripts.flatMap((script) => Object.values(script.attributes ?? {}));
    expect(attributes).toEqual(expect.arrayContaining([hostile]));
    expect(scripts.map((script) => script.src)).toContain(
      `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(`G${hostile}`)}`,
    );
    expect((sandbox.dataLayer as ArrayLike<unknown>[]).map((entry) => Array.from(entry))).toContainEqual([
      'config',
      `G${hostile}`,
    ]);
    expect(sandbox._hjSettings).toEqual({ hjid: hostile, hjsv: hostile });
    expect((sandbox.intercomSettings as { app_id: string }).app_id).toBe(hostile);
  });

  it('runs each tracker against the vendor’s queue', () => {
    const { head } = integrationsMarkup({
      segment: { key: 's' },
      posthog: { apiKey: 'phc_x', sessionRecording: false },
    });
    const { sandbox, captured } = runModule(head);
    for (const loader of captured.loaders) loader(() => undefined);
    for (const track of captured.trackers) track('docs_feedback', { path: '/a', helpful: true });
    const queued = (name: string) => (sandbox[name] as unknown[][]).map((entry) => [...entry]);
    expect(queued('posthog')).toContainEqual(['capture', 'docs_feedback', { path: '/a', helpful: true }]);
    expect(queued('analytics')).toContainEqual(['track', 'docs_feedback', { path: '/a', helpful: true }]);
    expect(queued('analytics')).toContainEqual(['page']);
  });

  it('queues Heap calls the way heap_config.js replays them', () => {
    const { head } = integrationsMarkup({ heap: { appId: '123' } });
    const { sandbox, captured } = runModule(head);
    for (const loader of captured.loaders) loader(() => undefined);
    for (const track of captured.trackers) track('docs_feedback', { path: '/a', helpful: false });
    expect(sandbox.heap).toMatchObject({ envId: '123', clientConfig: { shouldFetchServerConfig: false } });
    const ready = sandbox.heapReadyCb as { name: string; fn: () => void }[];
    expect(ready.map((entry) => entry.name)).toEqual(['track']);
    // Once loaded, Heap replaces the stubs and runs what waited.
    const calls: unknown[][] = [];
    (sandbox.heap as Record<string, unknown>).track = (...args: unknown[]) => calls.push(args);
    for (const entry of ready) entry.fn();
    expect(calls).toEqual([['docs_feedback', { path: '/a', helpful: false }]]);
  });
});
