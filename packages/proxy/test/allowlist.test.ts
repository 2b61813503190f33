import { parseSpec } from '@docwright/api-model';
import { describe, expect, it } from 'vitest';
import { proxyAllowlist } from '../src/index.ts';
import { specWithServers } from './upstream.ts';

const allows = (allowlist: ReturnType<typeof proxyAllowlist>, url: string) =>
  allowlist.match(new URL(url)) !== undefined;

describe('proxyAllowlist', () => {
  it('fills enum variables with each value and the default, host and port alike', () => {
    const allowlist = proxyAllowlist([
      specWithServers([
        {
          url: 'https://{environment}.example.com:{port}/v1',
          variables: {
            environment: { default: 'api', enum: ['api', 'sandbox'] },
            port: { default: '443', enum: ['443', '8443'] },
          },
        },
      ]),
    ]);
    expect(allows(allowlist, 'https://api.example.com/v1/pets?limit=1')).toBe(true);
    expect(allows(allowlist, 'https://sandbox.example.com:8443/anything')).toBe(true);
    expect(allows(allowlist, 'https://staging.example.com/v1')).toBe(false);
    expect(allows(allowlist, 'https://api.example.com:9000/v1')).toBe(false);
    expect(allows(allowlist, 'http://api.example.com/v1')).toBe(false);
    expect(allowlist.origins.every((origin) => origin.explicit)).toBe(true);
  });

  it('lets a host variable without an enum stand for exactly one DNS label', () => {
    const allowlist = proxyAllowlist([
      specWithServers([{ url: 'https://{tenant}.example.com', variables: { tenant: { default: 'demo' } } }]),
    ]);
    expect(allows(allowlist, 'https://acme.example.com/users')).toBe(true);
    expect(allows(allowlist, 'https://demo.example.com/')).toBe(true);
    expect(allows(allowlist, 'https://evil.com/')).toBe(false);
    expect(allows(allowlist, 'https://a.b.example.com/')).toBe(false);
    expect(allows(allowlist, 'https://example.com/')).toBe(false);
    expect(allows(allowlist, 'https://acme.example.com.evil.com/')).toBe(false);
    // The default is named by the spec; any other tenant only matches the pattern.
    expect(allowlist.match(new URL('https://demo.example.com/'))?.explicit).toBe(true);
    expect(allowlist.match(new URL('https://acme.example.com/'))?.explicit).toBe(false);
    expect(allowlist.match(new URL('https://acme.example.com/'))?.display).toBe('https://*.example.com');
  });

  it('treats a variable inside a label as part of that label only', () => {
    const allowlist = proxyAllowlist([specWithServers(['https://api-{region}.example.com'])]);
    expect(allows(allowlist, 'https://api-eu.example.com/')).toBe(true);
    expect(allows(allowlist, 'https://eu.example.com/')).toBe(false);
    expect(allows(allowlist, 'https://api-eu.x.example.com/')).toBe(false);
  });

  it('ignores variables in the path: the allowlist is about origins', () => {
    const allowlist = proxyAllowlist([
      specWithServers([
        { url: 'https://api.example.com/{version}', variables: { version: { default: 'v1' } } },
      ]),
    ]);
    expect(allows(allowlist, 'https://api.example.com/v2/anything')).toBe(true);
    expect(allowlist.origins).toHaveLength(1);
  });

  it('fills a scheme variable', () => {
    const allowlist = proxyAllowlist([
      specWithServers([
        {
          url: '{scheme}://api.example.com',
          variables: { scheme: { default: 'https', enum: ['http', 'https'] } },
        },
      ]),
    ]);
    expect(allows(allowlist, 'http://api.example.com/')).toBe(true);
    expect(allows(allowlist, 'https://api.example.com/')).toBe(true);
  });

  it('leaves relative server URLs out: the playground calls them on its own origin', () => {
    expect(proxyAllowlist([specWithServers(['/v1', 'v2', '//cdn.example.com'])]).origins).toEqual([]);
  });

  it('names a loopback server exactly, port included', () => {
    const allowlist = proxyAllowlist([specWithServers(['http://127.0.0.1:4010'])]);
    expect(allowlist.match(new URL('http://127.0.0.1:4010/pets'))?.explicit).toBe(true);
    expect(allows(allowlist, 'http://127.0.0.1:4011/pets')).toBe(false);
    expect(allows(allowlist, 'http://localhost:4010/pets')).toBe(false);
    expect(allows(allowlist, 'https://127.0.0.1:4010/pets')).toBe(false);
  });

  it("includes operations' own servers", () => {
    const allowlist = proxyAllowlist([
      specWithServers(['https://api.example.com'], ['https://uploads.example.com']),
    ]);
    expect(allows(allowlist, 'https://uploads.example.com/files')).toBe(true);
  });

  it('includes AsyncAPI servers that speak http(s), and no others', () => {
    const { spec } = parseSpec(
      JSON.stringify({
        asyncapi: '3.0.0',
        info: { title: 'Events', version: '1' },
        servers: {
          webhooks: { host: 'hooks.example.com', protocol: 'https' },
          broker: { host: 'broker.example.com:1883', protocol: 'mqtt' },
        },
        channels: {},
      }),
      'asyncapi.json',
    );
    if (!spec) throw new Error('no spec');
    const allowlist = proxyAllowlist([spec]);
    expect(allows(allowlist, 'https://hooks.example.com/subscribe')).toBe(true);
    expect(allows(allowlist, 'http://broker.example.com:1883/')).toBe(false);
  });
});
