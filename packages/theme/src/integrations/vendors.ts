import type { IntegrationsConfig } from '@docwright/config';
import { inlineJson as js } from '../html.ts';

/** The vendor integrations of `docs.json` (`telemetry` and `cookies` are settings, not vendors). */
export type VendorKey = Exclude<keyof IntegrationsConfig, 'telemetry' | 'cookies'>;
export type VendorSettings<K extends VendorKey> = NonNullable<IntegrationsConfig[K]>;

/** A script the vendor's install instructions add, with its attributes (`data-site`, ...). */
export interface VendorScript {
  readonly src: string;
  readonly attributes?: Readonly<Record<string, string>>;
}

/**
 * One vendor's standard loader, as its install docs show it, split into the parts Docwright
 * runs: `setup` (queue stubs and settings, before any script), the scripts in order, and
 * `ready` (once they have loaded). Code is JavaScript source; every configured value goes in
 * through `js()` (JSON with `<`, `>` and `&` escaped), never by string concatenation.
 */
export interface Vendor<K extends VendorKey> {
  /**
   * Whether the loader waits for the reader's consent. Only consent managers do not: they are
   * what asks for it, and they must run first.
   */
  readonly consent: boolean;
  readonly scripts: (settings: VendorSettings<K>) => readonly VendorScript[];
  readonly setup?: (settings: VendorSettings<K>) => string;
  readonly ready?: (settings: VendorSettings<K>) => string;
  /** Sends a custom event: `n` is its name, `p` its properties (`{ path, helpful }` for feedback). */
  readonly track?: string;
}

/** A queue stub: `name(...)` calls wait in `name.q` until the vendor's script replaces it. */
const queueStub = (name: string) =>
  `window.${name}=window.${name}||function(){(window.${name}.q=window.${name}.q||[]).push(arguments)};`;

/** An array stub with named methods that push `[method, ...args]`, as Segment-style snippets do. */
const methodStub = (name: string, methods: readonly string[]) =>
  `var a=window.${name}=window.${name}||[];${js(methods)}.forEach(function(m){a[m]=a[m]||function(){a.push([m].concat([].slice.call(arguments)));return a}});`;

const heapMethods = [
  'init',
  'startTracking',
  'stopTracking',
  'track',
  'resetIdentity',
  'identify',
  'getSessionId',
  'getUserId',
  'getIdentity',
  'addUserProperties',
  'addEventProperties',
  'removeEventProperty',
  'clearEventProperties',
  'addAccountProperties',
  'addAdapter',
  'addTransformer',
  'addTransformerFn',
  'onReady',
  'addPageviewProperties',
  'removePageviewProperty',
  'clearPageviewProperties',
  'trackPageview',
];

const httpsUrl = (hostOrUrl: string) =>
  (/^https?:\/\//i.test(hostOrUrl) ? hostOrUrl : `https://${hostOrUrl}`).replace(/\/+$/, '');

const posthogHost = (settings: VendorSettings<'posthog'>) =>
  httpsUrl(settings.apiHost ?? 'https://us.i.posthog.com');

export const vendors: { readonly [K in VendorKey]: Vendor<K> } = {
  // Adobe Experience Platform Tags (Launch): the property's embed code.
  adobe: {
    consent: true,
    scripts: (s) => [{ src: s.launchUrl }],
    track: 'window._satellite&&_satellite.track(n,p);',
  },
  // Amplitude Browser SDK 2, the script loader for the project's API key.
  amplitude: {
    consent: true,
    scripts: (s) => [{ src: `https://cdn.amplitude.com/script/${encodeURIComponent(s.apiKey)}.js` }],
    ready: (s) => `window.amplitude.init(${js(s.apiKey)},{fetchRemoteConfig:true,autocapture:true});`,
    track: 'window.amplitude&&amplitude.track&&amplitude.track(n,p);',
  },
  // Microsoft Clarity tracking code.
  clarity: {
    consent: true,
    setup: () => queueStub('clarity'),
    scripts: (s) => [{ src: `https://www.clarity.ms/tag/${encodeURIComponent(s.projectId)}` }],
    track: "clarity('event',n);",
  },
  // Clearbit (HubSpot) Reveal tag.
  clearbit: {
    consent: true,
    scripts: (s) => [
      {
        src: `https://tag.clearbitscripts.com/v1/${encodeURIComponent(s.publicApiKey)}/tags.js`,
        attributes: { referrerpolicy: 'strict-origin-when-cross-origin' },
      },
    ],
  },
  // Fathom's embed code.
  fathom: {
    consent: true,
    scripts: (s) => [{ src: 'https://cdn.usefathom.com/script.js', attributes: { 'data-site': s.siteId } }],
    track: "window.fathom&&fathom.trackEvent(n+':'+(p.helpful?'yes':'no'));",
  },
  // Front Chat widget.
  frontchat: {
    consent: true,
    scripts: () => [{ src: 'https://chat-assets.frontapp.com/v1/chat.bundle.js' }],
    ready: (s) => `window.FrontChat('init',{chatId:${js(s.snippetId)},useDefaultLauncher:true});`,
  },
  // Google tag (gtag.js) for a GA4 measurement ID.
  ga4: {
    consent: true,
    setup: (s) =>
      `window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};gtag('js',new Date());gtag('config',${js(s.measurementId)});`,
    scripts: (s) => [
      { src: `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(s.measurementId)}` },
    ],
    track: "gtag('event',n,p);",
  },
  // Google Tag Manager container.
  gtm: {
    consent: true,
    setup: () =>
      "window.dataLayer=window.dataLayer||[];dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});",
    scripts: (s) => [{ src: `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(s.tagId)}` }],
    track: 'dataLayer.push(Object.assign({event:n},p));',
  },
  // Heap's installation snippet (environment ID).
  heap: {
    consent: true,
    // Calls made before heap_config.js loads wait in `heapReadyCb`, replayed once it is ready.
    setup: (s) =>
      `window.heapReadyCb=window.heapReadyCb||[];var a=window.heap=window.heap||[];a.envId=${js(s.appId)};a.clientConfig={shouldFetchServerConfig:false};${js(heapMethods)}.forEach(function(m){a[m]=a[m]||function(){var t=[].slice.call(arguments);heapReadyCb.push({name:m,fn:function(){heap[m]&&heap[m].apply(heap,t)}})}});`,
    scripts: (s) => [
      { src: `https://cdn.us.heap-api.com/config/${encodeURIComponent(s.appId)}/heap_config.js` },
    ],
    track: 'heap.track(n,p);',
  },
  // Hightouch Events browser SDK.
  hightouch: {
    consent: true,
    setup: (s) =>
      `${methodStub('htevents', ['track', 'page', 'identify', 'group', 'alias', 'reset', 'ready', 'on', 'off', 'once'])}a._writeKey=${js(s.writeKey)};a._loadOptions={apiHost:${js(s.apiHost ?? 'us-east-1.hightouch-events.com')}};a.page();`,
    scripts: () => [{ src: 'https://cdn.hightouch-events.com/browser/release/v1-latest/events.min.js' }],
    track: 'htevents.track(n,p);',
  },
  // Hotjar tracking code (site ID and snippet version).
  hotjar: {
    consent: true,
    setup: (s) => `${queueStub('hj')}window._hjSettings={hjid:${js(s.hjid)},hjsv:${js(s.hjsv)}};`,
    scripts: (s) => [
      {
        src: `https://static.hotjar.com/c/hotjar-${encodeURIComponent(s.hjid)}.js?sv=${encodeURIComponent(s.hjsv)}`,
      },
    ],
    track: "hj('event',n);",
  },
  // Intercom Messenger.
  intercom: {
    consent: true,
    setup: (s) =>
      `window.intercomSettings={api_base:'https://api-iam.intercom.io',app_id:${js(s.appId)}};${queueStub('Intercom')}`,
    // The widget boots itself from `intercomSettings`.
    scripts: (s) => [{ src: `https://widget.intercom.io/widget/${encodeURIComponent(s.appId)}` }],
  },
  // Koala's pixel.
  koala: {
    consent: true,
    setup: () =>
      methodStub('ko', ['identify', 'track', 'removeListeners', 'open', 'on', 'off', 'qualify', 'ready']),
    scripts: (s) => [{ src: `https://cdn.getkoala.com/v1/${encodeURIComponent(s.publicApiKey)}/sdk.js` }],
    track: 'ko.track(n,p);',
  },
  // LogRocket's script, then init with the app ID.
  logrocket: {
    consent: true,
    scripts: () => [
      { src: 'https://cdn.logr-in.com/LogRocket.min.js', attributes: { crossorigin: 'anonymous' } },
    ],
    ready: (s) => `window.LogRocket&&LogRocket.init(${js(s.appId)});`,
    track: 'window.LogRocket&&LogRocket.track(n,p);',
  },
  // Mixpanel's JavaScript library snippet.
  mixpanel: {
    consent: true,
    setup: (s) =>
      `${methodStub('mixpanel', ['track', 'track_pageview', 'identify', 'register', 'register_once', 'reset', 'time_event', 'opt_in_tracking', 'opt_out_tracking'])}a._i=a._i||[];a.__SV=1.2;a.init=function(t,c,n){a._i.push([t,c,n])};a.init(${js(s.projectToken)},{track_pageview:true});`,
    scripts: () => [{ src: 'https://cdn.mxpnl.com/libs/mixpanel-2-latest.min.js' }],
    track: 'mixpanel.track(n,p);',
  },
  // OneTrust Cookie Consent: a consent manager, so it loads at once.
  onetrust: {
    consent: false,
    scripts: (s) => [
      {
        src: 'https://cdn.cookielaw.org/scripttemplates/otSDKStub.js',
        attributes: { charset: 'UTF-8', 'data-domain-script': s.domainScript },
      },
    ],
  },
  // Pirsch's JavaScript snippet (identification code).
  pirsch: {
    consent: true,
    scripts: (s) => [{ src: 'https://api.pirsch.io/pa.js', attributes: { id: 'pianjs', 'data-code': s.id } }],
    track: 'window.pirsch&&pirsch(n,{meta:p});',
  },
  // Plausible's script (plausible.io, or a self-hosted server).
  plausible: {
    consent: true,
    setup: () => queueStub('plausible'),
    scripts: (s) => [
      {
        src: `${httpsUrl(s.server ?? 'https://plausible.io')}/js/script.js`,
        attributes: { 'data-domain': s.domain },
      },
    ],
    track: 'plausible(n,{props:p});',
  },
  // PostHog's JavaScript snippet; session recording stays off unless configured.
  posthog: {
    consent: true,
    setup: (s) =>
      `${methodStub('posthog', ['capture', 'identify', 'register', 'register_once', 'reset', 'opt_in_capturing', 'opt_out_capturing', 'startSessionRecording', 'stopSessionRecording', 'group', 'alias', 'on', 'onFeatureFlags'])}a._i=a._i||[];a.__SV=1;a.init=function(k,c,n){a._i.push([k,c,n])};a.init(${js(s.apiKey)},{api_host:${js(posthogHost(s))},person_profiles:'identified_only',disable_session_recording:${js(!s.sessionRecording)}});`,
    scripts: (s) => [
      { src: `${posthogHost(s).replace('.i.posthog.com', '-assets.i.posthog.com')}/static/array.js` },
    ],
    track: 'posthog.capture(n,p);',
  },
  // Segment's Analytics.js snippet.
  segment: {
    consent: true,
    setup: (s) =>
      `${methodStub('analytics', ['track', 'page', 'identify', 'group', 'alias', 'reset', 'ready', 'on', 'off', 'once', 'trackLink', 'trackForm', 'screen', 'addSourceMiddleware', 'setAnonymousId'])}a._writeKey=${js(s.key)};a.SNIPPET_VERSION='5.2.0';a.page();`,
    scripts: (s) => [
      { src: `https://cdn.segment.com/analytics.js/v1/${encodeURIComponent(s.key)}/analytics.min.js` },
    ],
    track: 'analytics.track(n,p);',
  },
  // Transcend Consent Management (airgap.js): a consent manager, so it loads at once.
  transcend: {
    consent: false,
    scripts: (s) => [
      {
        src: `https://transcend-cdn.com/cm/${encodeURIComponent(s.bundleId)}/airgap.js`,
        attributes: { 'data-cfasync': 'false' },
      },
    ],
  },
};
