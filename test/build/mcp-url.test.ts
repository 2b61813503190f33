import { describe, expect, it } from 'vitest';
import { siteMcpUrl } from '../../packages/cli/src/mcp-url.ts';

describe('the MCP server URL a build gives the page menu', () => {
  it('takes --mcp-url over DOCWRIGHT_MCP_URL, and either over the served address', () => {
    const env = { DOCWRIGHT_MCP_URL: 'https://env.example.com/mcp' };
    const served = { baseUrl: 'https://docs.example.com', basePath: '/docs' };
    expect(siteMcpUrl('https://flag.example.com/mcp', env, served)).toBe('https://flag.example.com/mcp');
    expect(siteMcpUrl(undefined, env, served)).toBe('https://env.example.com/mcp');
  });

  it('is <base URL><base path>/mcp for a build docs serve runs, and none for a static build', () => {
    expect(siteMcpUrl(undefined, {}, { baseUrl: 'https://docs.example.com/', basePath: '/docs/' })).toBe(
      'https://docs.example.com/docs/mcp',
    );
    expect(siteMcpUrl(undefined, {}, { baseUrl: 'https://docs.example.com', basePath: undefined })).toBe(
      'https://docs.example.com/mcp',
    );
    expect(siteMcpUrl(undefined, {}, { baseUrl: undefined, basePath: undefined })).toBeUndefined();
    expect(siteMcpUrl(undefined, {}, undefined)).toBeUndefined();
  });

  it('names DOCWRIGHT_MCP_URL when that is the value refused', () => {
    expect(() => siteMcpUrl(undefined, { DOCWRIGHT_MCP_URL: 'ftp://x/mcp' }, undefined)).toThrow(
      /DOCWRIGHT_MCP_URL must be an http\(s\) URL/,
    );
  });
});
