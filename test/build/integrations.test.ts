import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite, createSiteFiles, IncrementalSite, outputData } from '@docwright/site-builder';
import { describe, expect, it } from 'vitest';
import { writeSite } from '../helpers/site.ts';

/**
 * docs/integrations.md: each integration configured in docs.json puts its vendor's standard loader (the
 * vendor's script URL and the configured id) into the built pages; the others add nothing.
 * Expected URLs are written out here from the vendors' install docs, not taken from the code.
 */
const cases = [
  {
    key: 'adobe',
    settings: { launchUrl: 'https://assets.adobedtm.com/acme/launch-EN42.min.js' },
    url: 'https://assets.adobedtm.com/acme/launch-EN42.min.js',
    id: 'launch-EN42',
  },
  {
    key: 'amplitude',
    settings: { apiKey: 'amp0key1' },
    url: 'https://cdn.amplitude.com/script/amp0key1.js',
    id: 'amp0key1',
  },
  {
    key: 'clarity',
    settings: { projectId: 'clar1ty' },
    url: 'https://www.clarity.ms/tag/clar1ty',
    id: 'clar1ty',
  },
  {
    key: 'clearbit',
    settings: { publicApiKey: 'pk_clear1' },
    url: 'https://tag.clearbitscripts.com/v1/pk_clear1/tags.js',
    id: 'pk_clear1',
  },
  {
    key: 'fathom',
    settings: { siteId: 'FATHOM01' },
    url: 'https://cdn.usefathom.com/script.js',
    id: 'FATHOM01',
  },
  {
    key: 'frontchat',
    settings: { snippetId: 'front0snippet' },
    url: 'https://chat-assets.frontapp.com/v1/chat.bundle.js',
    id: 'front0snippet',
  },
  {
    key: 'ga4',
    settings: { measurementId: 'G-TEST123' },
    url: 'https://www.googletagmanager.com/gtag/js?id=G-TEST123',
    id: 'G-TEST123',
  },
  {
    key: 'gtm',
    settings: { tagId: 'GTM-ABC123' },
    url: 'https://www.googletagmanager.com/gtm.js?id=GTM-ABC123',
    id: 'GTM-ABC123',
  },
  {
    key: 'heap',
    settings: { appId: '1234567' },
    url: 'https://cdn.us.heap-api.com/config/1234567/heap_config.js',
    id: '1234567',
  },
  {
    key: 'hightouch',
    settings: { writeKey: 'ht0write' },
    url: 'https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js',
    id: 'ht0write',
  },
  {
    key: 'hotjar',
    settings: { hjid: '3141592', hjsv: '6' },
    url: 'https://static.hotjar.com/c/hotjar-3141592.js?sv=6',
    id: '3141592',
  },
  {
    key: 'intercom',
    settings: { appId: 'ic0app1' },
    url: 'https://widget.intercom.io/widget/ic0app1',
    id: 'ic0app1',
  },
  {
    key: 'koala',
    settings: { publicApiKey: 'pk_koala1' },
    url: 'https://cdn.getkoala.com/v1/pk_koala1/sdk.js',
    id: 'pk_koala1',
  },
  {
    key: 'logrocket',
    settings: { appId: 'acme/docs' },
    url: 'https://cdn.logr-in.com/LogRocket.min.js',
    id: 'acme/docs',
  },
  {
    key: 'mixpanel',
    settings: { projectToken: 'mp0token' },
    url: 'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js',
    id: 'mp0token',
  },
  {
    key: 'onetrust',
    settings: { domainScript: 'ot0domain-1' },
    url: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
    id: 'ot0domain-1',
  },
  { key: 'pirsch', settings: { id: 'pirsch0code' }, url: 'https://api.pirsch.io/pa.js', id: 'pirsch0code' },
  {
    key: 'plausible',
    settings: { domain: 'acme-docs.example' },
    url: 'https://plausible.io/js/script.js',
    id: 'acme-docs.example',
  },
  {
    key: 'posthog',
    settings: { apiKey: 'phc_test123' },
    url: 'https://us-assets.i.posthog.com/static/array.js',
    id: 'phc_test123',
  },
  {
    key: 'segment',
    settings: { key: 'seg0key' },
    url: 'https://cdn.segment.com/analytics.js/v1/seg0key/analytics.min.js',
    id: 'seg0key',
  },
  {
    key: 'transcend',
    settings: { bundleId: 'tr0bundle' },
    url: 'https://transcend-cdn.com/cm/tr0bundle/airgap.js',
    id: 'tr0bundle',
  },
] as const;

/** Consent managers load at once, as plain tags; everything else waits for consent. */
const consentManagers = new Set(['onetrust', 'transcend']);

const page = (title: string) => `---\ntitle: ${title}\ndescription: About ${title}.\n---\n\n${title} text.\n`;

const spec = {
  openapi: '3.1.0',
  info: { title: 'Pets', version: '1' },
  paths: { '/pets': { get: { summary: 'List pets', responses: { '200': { description: 'OK' } } } } },
};

/** Builds a small site (a page and an endpoint page) through the build API; returns its files. */
async function build(integrations: unknown) {
  const dir = await writeSite({
    'docs.json': JSON.stringify({
      name: 'Acme',
      navigation: {
        groups: [
          { group: 'Start', pages: ['index'] },
          { group: 'API', openapi: 'openapi.json' },
        ],
      },
      ...(integrations !== undefined && { integrations }),
    }),
    'index.mdx': page('Home'),
    'openapi.json': JSON.stringify(spec),
  });
  const site = new IncrementalSite(dir);
  await site.load();
  const result = await site.render();
  const snapshot = site.snapshot;
  if (!snapshot) throw new Error(result.diagnostics.map((d) => d.message).join('\n'));
  const files = createSiteFiles(snapshot, { siteDir: dir, baseUrl: 'https://docs.acme.dev' });
  const text = (path: string) => {
    const content = files.get(path);
    if (content === undefined || (typeof content === 'object' && 'copyFrom' in content))
      throw new Error(`${path} was not generated`);
    const data = outputData(content);
    if (typeof data !== 'string') throw new Error(`${path} is not text`);
    return data;
  };
  return { files, text, diagnostics: result.diagnostics };
}

/** The inline module that hands the loaders to the consent runtime. */
const consentModule = (html: string) =>
  /<script type="module">import\{start\}from"\/_docwright\/consent\.js";[\s\S]*?<\/script>/.exec(html)?.[0];

describe('each integration emits its vendor loader, and only its own', () => {
  it.each(cases)('$key', async ({ key, settings, url, id }) => {
    const { text } = await build({ [key]: settings });
    for (const path of ['index.html', 'api-reference/list-pets/index.html', '404.html']) {
      const html = text(path);
      const json = (value: string) => JSON.stringify(value);
      if (consentManagers.has(key)) {
        // A plain tag in <head>, before anything else can run.
        const head = html.slice(0, html.indexOf('</head>'));
        expect(head).toContain(`<script src="${url}"`);
        expect(head).toContain(id);
        expect(consentModule(html)).toBeUndefined();
      } else {
        const module = consentModule(html) ?? '';
        expect(module, `${key} loader in ${path}`).toContain(json(url));
        expect(module).toContain(json(id).slice(1, -1));
        // Waiting for consent: never a plain tag that would load at once.
        expect(html).not.toContain(`<script src="${url}`);
      }
      for (const other of cases) {
        if (other.key === key) continue;
        expect(html, `${other.key} in a site configuring only ${key}`).not.toContain(other.url);
        expect(html).not.toContain(other.id);
      }
    }
    // The runtime itself ships with every build (`clientBundleFiles`); only pages that wait for consent load it.
    expect(text('index.html').includes('/_docwright/consent.js')).toBe(!consentManagers.has(key));
  });

  it('adds no loader, no consent runtime and no third-party script to a site without integrations', async () => {
    const { text } = await build(undefined);
    const html = text('index.html');
    expect(html).not.toContain('consent.js');
    expect(html).not.toMatch(/<script[^>]+src="https?:/);
    for (const { url } of cases) expect(html).not.toContain(url);
  });

  it('loads several integrations in one module, each once', async () => {
    const { text } = await build({
      ga4: { measurementId: 'G-MULTI1' },
      posthog: { apiKey: 'phc_multi', apiHost: 'https://eu.i.posthog.com', sessionRecording: true },
      plausible: { domain: 'acme.dev', server: 'stats.acme.dev' },
      transcend: { bundleId: 'b1' },
    });
    const html = text('index.html');
    const module = consentModule(html) ?? '';
    expect(module.match(/function\(load\)/g)).toHaveLength(3);
    expect(module).toContain('"https://www.googletagmanager.com/gtag/js?id=G-MULTI1"');
    // Self-hosted PostHog and Plausible: their hosts, and recording as configured.
    expect(module).toContain('"https://eu-assets.i.posthog.com/static/array.js"');
    expect(module).toContain('api_host:"https://eu.i.posthog.com"');
    expect(module).toContain('disable_session_recording:false');
    expect(module).toContain('"https://stats.acme.dev/js/script.js"');
    expect(html).toContain(
      '<script src="https://transcend-cdn.com/cm/b1/airgap.js" data-cfasync="false"></script>',
    );
    // Consent managers come before the loaders that wait for consent.
    expect(html.indexOf('airgap.js')).toBeLessThan(html.indexOf('consent.js'));
  });

  it('escapes configured values: nothing in docs.json can close the script or the attribute', async () => {
    const hostile = 'G-1</script><script>alert(1)</script>';
    const { text } = await build({
      ga4: { measurementId: hostile },
      onetrust: { domainScript: 'x"><script>alert(2)</script>' },
    });
    const html = text('index.html');
    expect(html).not.toContain('<script>alert');
    expect(html).toContain(
      'gtag(\'config\',"G-1\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e")',
    );
    expect(html).toContain('data-domain-script="x&quot;&gt;&lt;script&gt;alert(2)&lt;/script&gt;"');
    // The script URL carries the id percent-encoded.
    expect(html).toContain('gtag/js?id=G-1%3C%2Fscript%3E%3Cscript%3Ealert(1)%3C%2Fscript%3E');
  });

  it('passes the cookies setting and telemetry to the consent runtime', async () => {
    const { text } = await build({
      segment: { key: 'seg1' },
      cookies: { key: 'acme_consent', value: 'yes' },
    });
    expect(consentModule(text('index.html'))).toContain(
      'start({"cookie":{"key":"acme_consent","value":"yes"},"telemetry":true},',
    );
    const off = await build({ segment: { key: 'seg1' }, telemetry: { enabled: false } });
    expect(consentModule(off.text('index.html'))).toContain('start({"telemetry":false},');
  });

  it('loads the legacy string forms of frontchat and intercom, with a warning each', async () => {
    const { text, diagnostics } = await build({ frontchat: 'front0legacy', intercom: 'ic0legacy' });
    const module = consentModule(text('index.html')) ?? '';
    expect(module).toContain('chatId:"front0legacy"');
    expect(module).toContain('"https://widget.intercom.io/widget/ic0legacy"');
    const legacy = diagnostics.filter((d) => d.code === 'config/legacy-form');
    expect(legacy.map((d) => [d.severity, d.jsonPath])).toEqual([
      ['warning', 'integrations.frontchat'],
      ['warning', 'integrations.intercom'],
    ]);
  });
});

describe('the page feedback widget', () => {
  const widget =
    /<div class="dw-feedback" role="group" aria-labelledby="dw-feedback-q" hidden>[\s\S]*?<\/div>/;

  it('is on every content and endpoint page by default, not on the 404 page', async () => {
    const { text } = await build(undefined);
    for (const path of ['index.html', 'api-reference/list-pets/index.html']) {
      const html = text(path);
      expect(html).toMatch(widget);
      expect(html).toContain('<button type="button" data-helpful="true">Yes</button>');
      expect(html).toContain('<script type="module" src="/_docwright/feedback.js"></script>');
      // Under the content, before the pager.
      expect(html.indexOf('dw-feedback')).toBeGreaterThan(html.indexOf('class="dw-content"'));
    }
    expect(text('404.html')).not.toContain('dw-feedback');
    // What a static host answers the widget's question with: nothing stores answers there.
    expect(JSON.parse(text('_docwright/feedback.json'))).toEqual({ stored: false });
  });

  it('is removed entirely by telemetry.enabled: false, with its script', async () => {
    const { text, files } = await build({ telemetry: { enabled: false } });
    const html = text('index.html');
    expect(html).not.toContain('dw-feedback');
    expect(html).not.toContain('feedback.js');
    expect(files.has('_docwright/feedback.json')).toBe(false);
    // Nothing else either: the page is the one a site without integrations gets, minus the widget.
    const plain = (await build(undefined)).text('index.html');
    expect(
      plain.replace(widget, '').replace('<script type="module" src="/_docwright/feedback.js"></script>', ''),
    ).toBe(html);
  });
});

describe('integration constraints fail the build with a located error', () => {
  const invalid = [
    ['ga4', { measurementId: 'UA-1234' }, 'integrations.ga4.measurementId', 'must begin with "G"'],
    ['gtm', { tagId: 'AW-1234' }, 'integrations.gtm.tagId', 'must begin with "G"'],
    ['posthog', { apiKey: 'key_1234' }, 'integrations.posthog.apiKey', 'must begin with "phc_"'],
    ['frontchat', { snippetId: 'abc' }, 'integrations.frontchat.snippetId', 'expected at least 6 characters'],
    ['intercom', { appId: 'ab12' }, 'integrations.intercom.appId', 'expected at least 6 characters'],
    [
      'adobe',
      { launchUrl: 'assets.adobedtm.com/x.js' },
      'integrations.adobe.launchUrl',
      'expected an absolute URL',
    ],
    [
      'adobe',
      { launchUrl: 'javascript:alert(1)' },
      'integrations.adobe.launchUrl',
      'expected an absolute URL',
    ],
    [
      'posthog',
      { apiKey: 'phc_1234', apiHost: 'posthog.internal' },
      'integrations.posthog.apiHost',
      'expected an absolute URL',
    ],
  ] as const;

  it.each(invalid)('%s %j', async (key, settings, jsonPath, message) => {
    const docsJson = JSON.stringify(
      {
        name: 'Acme',
        navigation: { groups: [{ group: 'Start', pages: ['index'] }] },
        integrations: { [key]: settings },
      },
      null,
      2,
    );
    const dir = await writeSite({ 'docs.json': docsJson, 'index.mdx': page('Home') });
    const out = join(dir, 'dist');
    const result = await buildSite({ dir, outDir: out });
    expect(result.ok).toBe(false);
    const errors = result.diagnostics.filter((d) => d.severity === 'error');
    expect(errors).toHaveLength(1);
    const [error] = errors;
    expect(error?.code).toBe('config/invalid');
    expect(error?.file).toBe('docs.json');
    expect(error?.jsonPath).toBe(jsonPath);
    expect(error?.message).toContain(`${jsonPath}: ${message}`);
    // The line of the offending field in the file as written.
    const field = jsonPath.split('.').at(-1) ?? '';
    const line = docsJson.split('\n').findIndex((text) => text.includes(`"${field}"`)) + 1;
    expect(error?.line).toBe(line);
    await expect(readFile(join(out, 'index.html'))).rejects.toThrow();
  });
});
