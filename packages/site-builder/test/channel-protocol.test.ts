import { describe, expect, it } from 'vitest';
import { checkMessage } from '../src/isolation/channel-protocol.ts';

const call = (method: string, argument?: unknown) => ({ kind: 'call', id: 7, method, argument });
const reason = (value: unknown) => {
  const checked = checkMessage(value);
  return checked.ok ? undefined : checked.reason;
};
const options = { forceLanguage: 'en', excludeSelectors: ['.dw-anchor', '.dw-expandable > .dw-fields'] };

describe('the build-service protocol', () => {
  it('takes the calls a build makes, with the arguments it passes', () => {
    for (const value of [
      call('createSearchIndex', options),
      call('createSearchIndex', { forceLanguage: 'pt-BR', excludeSelectors: [] }),
      // A build indexes each page in its own `<html lang>`: no forced language.
      call('createSearchIndex', { excludeSelectors: [] }),
      call('addHTMLFile', { url: '/', content: '<html lang="en"><body>x</body></html>' }),
      call('addHTMLFile', { url: '/api-reference/post-v1_3d_secure', content: '' }),
      call('addHTMLFile', { url: '/guides/ünïcode…', content: '' }),
      call('getFiles'),
      call('deleteIndex'),
      call('clientBundles'),
    ])
      expect(checkMessage(value)).toEqual({ ok: true, message: value });
  });

  it('refuses Pagefind options a build does not pass, naming them', () => {
    expect(reason(call('createSearchIndex', { ...options, logfile: '/tmp/x' }))).toBe(
      `createSearchIndex's argument: unknown field "logfile"`,
    );
    for (const field of ['rootSelector', 'verbose', 'writePlayground', 'includeCharacters', 'maxFragments'])
      expect(reason(call('createSearchIndex', { ...options, [field]: 1 }))).toContain(`"${field}"`);
    expect(reason(call('createSearchIndex', { forceLanguage: 'en' }))).toMatch(/excludeSelectors/);
  });

  it('takes language tags only: no control characters, no long values', () => {
    for (const forceLanguage of [
      'en\nINJECTED',
      'en\r',
      'e\u0000n',
      '../en',
      'en US',
      '',
      'a'.repeat(40),
      `en-${'x'.repeat(30)}`,
    ])
      expect(reason(call('createSearchIndex', { ...options, forceLanguage }))).toMatch(
        /^createSearchIndex's argument: forceLanguage: /,
      );
    expect(reason(call('createSearchIndex', { ...options, forceLanguage: 5 }))).toMatch(/expected string/);
  });

  it('bounds the selectors and their characters', () => {
    expect(reason(call('createSearchIndex', { ...options, excludeSelectors: ['.a\n.b'] }))).toMatch(
      /excludeSelectors\.0/,
    );
    expect(reason(call('createSearchIndex', { ...options, excludeSelectors: ['x'.repeat(201)] }))).toMatch(
      /excludeSelectors\.0/,
    );
    const many = Array.from({ length: 33 }, (_, i) => `.s${i}`);
    expect(reason(call('createSearchIndex', { ...options, excludeSelectors: many }))).toMatch(
      /excludeSelectors/,
    );
    expect(reason(call('createSearchIndex', { ...options, excludeSelectors: '.a' }))).toMatch(
      /expected array/,
    );
  });

  it("takes a page's url only as a path on the site, and no source path", () => {
    for (const url of [
      'relative',
      '//evil.example/x',
      'https://evil.example/',
      'javascript:alert(1)',
      '/a/../../etc',
      '/a/./b',
      '/..',
      '/a\\b',
      '/a\nb',
      '/a\u0000',
      `/${'x'.repeat(2048)}`,
    ])
      expect(reason(call('addHTMLFile', { url, content: '' }))).toMatch(/^addHTMLFile's argument: url: /);
    expect(reason(call('addHTMLFile', { url: '/a', sourcePath: '/etc/passwd', content: '' }))).toBe(
      `addHTMLFile's argument: unknown field "sourcePath"`,
    );
    expect(reason(call('addHTMLFile', { url: '/a', content: 5 }))).toMatch(/content: expected string/);
    expect(reason(call('addHTMLFile', { url: '/a', content: 'x'.repeat(4 * 1024 * 1024 + 1) }))).toMatch(
      /content/,
    );
  });

  it('refuses arguments to the calls that take none, unknown methods and malformed envelopes', () => {
    expect(reason(call('getFiles', { outputPath: '/tmp' }))).toMatch(
      /^getFiles's argument: expected undefined/,
    );
    expect(reason(call('writeFiles', { outputPath: '/tmp' }))).toMatch(/^a message: method: expected one of/);
    expect(reason(call('addDirectory', { path: '/' }))).toMatch(/method/);
    expect(reason({ kind: 'call', id: -1, method: 'getFiles' })).toMatch(/id/);
    expect(reason({ kind: 'call', id: 1.5, method: 'getFiles' })).toMatch(/id/);
    expect(reason({ kind: 'call', id: 1, method: 'getFiles', extra: true })).toBe(
      'a message: unknown field "extra"',
    );
    expect(reason({ cmd: 'NODE_HANDLE_ACK' })).toBe('a message: unknown field "cmd"');
    for (const value of [null, undefined, 'call', 42, [], new Map()])
      expect(reason(value)).toMatch(/^a message: /);
  });

  it('cuts the names a build chose short in the reason', () => {
    const long = 'k'.repeat(10_000);
    const why = reason(call('createSearchIndex', { ...options, [long]: 1 })) ?? '';
    expect(why.length).toBeLessThan(120);
  });

  it("takes the build's report, keeping only a diagnostic's known fields", () => {
    const report = {
      kind: 'result',
      ok: false,
      pages: 0,
      endpoints: 0,
      diagnostics: [
        { code: 'mdx/x', severity: 'error', message: 'm', file: 'a.mdx', line: 1, column: 2, evil: 'x' },
      ],
    };
    expect(checkMessage(report)).toEqual({
      ok: true,
      message: {
        ...report,
        diagnostics: [{ code: 'mdx/x', severity: 'error', message: 'm', file: 'a.mdx', line: 1, column: 2 }],
      },
    });
    expect(reason({ ...report, ok: 'yes' })).toBe('its report: ok: expected boolean, received string');
    expect(reason({ ...report, pages: -1 })).toMatch(/^its report: pages/);
    expect(reason({ ...report, extra: 1 })).toMatch(/unknown field "extra"/);
    expect(reason({ ...report, diagnostics: [{ code: 'x', severity: 'fatal', message: 'm' }] })).toMatch(
      /severity/,
    );
    expect(
      reason({ ...report, diagnostics: [{ code: 'x', severity: 'error', message: 'm'.repeat(70_000) }] }),
    ).toMatch(/message/);
    const many = Array.from({ length: 10_001 }, () => ({ code: 'x', severity: 'warning', message: 'm' }));
    expect(reason({ ...report, diagnostics: many })).toMatch(/diagnostics/);
  });
});
