import type { Diagnostic } from '@docwright/diagnostics';
import { IncrementalSite } from '@docwright/site-builder';
import { describe, expect, it } from 'vitest';
import { siteMcpUrl } from '../../packages/cli/src/mcp-url.ts';
import { writeSite } from '../helpers/site.ts';

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

describe('the page menu without an MCP server URL', () => {
  const files = {
    'docs.json': JSON.stringify({
      name: 'Menu',
      navigation: { pages: ['index'] },
      contextual: { options: ['copy', 'mcp', 'vscode'] },
    }),
    'index.mdx': '---\ntitle: Home\ndescription: Home.\n---\n\nHello.\n',
  };
  const mcpWarnings = (diagnostics: readonly Diagnostic[]) =>
    diagnostics
      .filter((d) => d.code === 'config/not-supported' && d.message.includes('MCP server URL'))
      .map((d) => [d.jsonPath, d.line]);

  it('warns at each MCP entry in docs dev (which serves no MCP server) as docs build does', async () => {
    const site = new IncrementalSite(await writeSite(files, 'mcp-dev'), { renderWorkers: 0 });
    await site.load();
    const result = await site.render();
    expect(result.ok).toBe(true);
    expect(mcpWarnings(result.diagnostics)).toEqual([
      ['contextual.options[1]', 1],
      ['contextual.options[2]', 1],
    ]);
  });

  it('has nothing to warn about once the URL is known', async () => {
    const site = new IncrementalSite(await writeSite(files, 'mcp-dev-url'), {
      renderWorkers: 0,
      mcpUrl: 'https://docs.example.com/mcp',
    });
    await site.load();
    const result = await site.render();
    expect(result.ok).toBe(true);
    expect(mcpWarnings(result.diagnostics)).toEqual([]);
  });
});
