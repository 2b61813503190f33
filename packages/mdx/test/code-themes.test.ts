import { codeToTokens } from 'shiki';
import { afterAll, describe, expect, it } from 'vitest';
import { readableOn } from '../src/contrast.ts';
import {
  codeThemeStylesheet,
  highlightToHtml,
  loadLanguages,
  setCodeThemes,
} from '../src/highlight/index.ts';

const samples: Record<string, string> = {
  // biome-ignore lint/suspicious/noTemplateCurlyInString: TypeScript source, with a template literal in it
  ts: 'import { a } from "./a";\nconst x: number = 1; // one\nexport async function f<T>(v: T) {\n  return `s${v}` as const;\n}',
  python:
    'import os\n\n@dataclass\nclass A(B):\n    """Doc."""\n    def f(self, x: int = 2) -> str:\n        return f"{x!r}"  # c',
  json: '{\n  "name": "x",\n  "n": 1.5,\n  "ok": true,\n  "list": [null]\n}',
  bash: 'curl -X POST "https://api.example.com/v1" \\\n  -H "Authorization: Bearer $TOKEN" | jq .id',
};

/** Each character's colour in one scheme, read from the HTML and the theme's class rules. */
function coloursOf(html: string, css: string, scheme: 'light' | 'dark'): string[] {
  const prefix = scheme === 'light' ? 'skl' : 'skd';
  const rule = new RegExp(`\\.shiki \\.${prefix}(\\d+)\\{--shiki-${scheme}:([^}]+)\\}`, 'g');
  const byClass = new Map([...css.matchAll(rule)].map((m) => [`${prefix}${m[1]}`, m[2] ?? '']));
  const base = /\.shiki\{--shiki-light:([^;]+);--shiki-dark:([^}]+)\}/.exec(css);
  const text = scheme === 'light' ? base?.[1] : base?.[2];
  const out: string[] = [];
  const code = /<code[^>]*>([\s\S]*)<\/code>/.exec(html)?.[1] ?? '';
  for (const part of code.matchAll(/<span class="([^"]*)">([^<]*)<\/span>|([^<]+)|<\/?span[^>]*>/g)) {
    const [, classes, inner, plain] = part;
    const own = classes?.split(' ').find((c) => c.startsWith(prefix));
    const colour = own ? byClass.get(own) : text;
    const chars = decode(inner ?? plain ?? '').replace(/\n/g, '');
    for (const char of chars) out.push(/\s/.test(char) ? '' : (colour ?? '').toUpperCase());
  }
  return out;
}

const decode = (s: string) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/** Shiki's colour of each character, as it reads at AA contrast (4.5:1) on the theme's background. */
async function shikiColours(code: string, lang: string, theme: string): Promise<string[]> {
  const options = { lang: lang as 'ts', theme: theme as 'nord' };
  // Shiki's first line in a language compiles the grammar within its time limit, and may stop early.
  await codeToTokens(code, options);
  const { tokens, fg, bg } = await codeToTokens(code, options);
  return tokens.flatMap((line) =>
    line.flatMap((token) =>
      [...token.content].map((char) =>
        /\s/.test(char) ? '' : readableOn(token.color ?? fg ?? '', bg ?? '').toUpperCase(),
      ),
    ),
  );
}

describe('styling.codeblocks themes', () => {
  afterAll(() => setCodeThemes(undefined));

  for (const [light, dark] of [
    ['snazzy-light', 'dark-plus'],
    ['one-light', 'dracula'],
  ] as const) {
    it(`colours every character as Shiki does with ${light} and ${dark}, shaded where it misses AA`, async () => {
      await loadLanguages(Object.keys(samples));
      await setCodeThemes({ light, dark });
      const css = codeThemeStylesheet();
      for (const [lang, code] of Object.entries(samples)) {
        const html = highlightToHtml(code, lang);
        expect(coloursOf(html, css, 'light'), `${lang} in ${light}`).toEqual(
          await shikiColours(code, lang, light),
        );
        expect(coloursOf(html, css, 'dark'), `${lang} in ${dark}`).toEqual(
          await shikiColours(code, lang, dark),
        );
      }
      expect(css).toMatch(/--dw-code-bg:light-dark\(#[0-9A-F]+,#[0-9A-F]+\)/);
    });
  }

  it('colours css-variables tokens with the variables Shiki names', async () => {
    await loadLanguages(['ts']);
    await setCodeThemes({ light: 'css-variables', dark: 'css-variables' });
    const css = codeThemeStylesheet();
    const html = highlightToHtml('const answer = "yes"; // note', 'ts');
    const keyword = /<span class="(skl\d+) skd\d+">const /.exec(html)?.[1];
    // The site's CSS gives the colours; GitHub's stand in while it gives none.
    expect(css).toContain(`.shiki .${keyword}{--shiki-light:var(--shiki-token-keyword, #D73A49)}`);
    expect(css).toContain('--shiki-dark:var(--shiki-foreground, #E1E4E8)');
    expect(css).not.toContain('--dw-code-bg');
  });

  it("keeps GitHub's output when the themes are set back", async () => {
    await loadLanguages(['ts']);
    await setCodeThemes(undefined);
    const before = highlightToHtml('let a = 1;', 'ts');
    await setCodeThemes({ light: 'nord', dark: 'nord' });
    expect(highlightToHtml('let a = 1;', 'ts')).not.toBe(before);
    await setCodeThemes(undefined);
    expect(highlightToHtml('let a = 1;', 'ts')).toBe(before);
    expect(codeThemeStylesheet()).toBe('');
  });

  it('rejects a theme Shiki does not have', async () => {
    await expect(setCodeThemes({ light: 'no-such-theme', dark: 'nord' })).rejects.toThrow(/no-such-theme/);
  });
});
