// docs build and docs check in GitHub Actions put each problem on its file and line as a workflow
// command (`::warning file=…,line=…::…`). The text of those problems comes from the repository: a
// page's file name, a link. A hostile pull request must not be able to write a workflow command
// (or a terminal escape) of its own through them, in the annotations or in the plain report.
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { runDocs } from '../helpers/cli.ts';
import { tempDir } from '../helpers/site.ts';

let workspace: string;
const evilName = 'evil\n::error title=pwned::injected\u001b[2J.mdx';

async function run(
  args: readonly string[],
  env: Record<string, string>,
): Promise<{ code: number | null; out: string }> {
  const { code, stdout, stderr } = await runDocs(args, {
    cwd: workspace,
    env: { GITHUB_ACTIONS: '', GITHUB_WORKSPACE: '', ...env },
  });
  return { code, out: `${stdout}\n${stderr}` };
}

beforeAll(async () => {
  workspace = await tempDir('ci-annotations');
  const site = join(workspace, 'docs');
  await mkdir(site, { recursive: true });
  await writeFile(
    join(site, 'docs.json'),
    JSON.stringify({ name: 'CI', navigation: { groups: [{ group: 'Docs', pages: ['index'] }] } }),
  );
  await writeFile(
    join(site, 'index.mdx'),
    '---\ntitle: Home\ndescription: Home\n---\n\nSee [the guide](/nowhere) and [this](/gone%0A::error::x\u001b[31m).\n',
  );
  await writeFile(join(site, evilName), 'No front matter here.\n');
});

/** Lines that a GitHub runner reads as workflow commands. */
const commandLines = (out: string) => out.split(/\r?\n/).filter((line) => line.trimStart().startsWith('::'));

describe('docs build in GitHub Actions', () => {
  it('annotates each warning on its file, line and column, relative to the repository', async () => {
    const { code, out } = await run(['build', 'docs', '--out', join(workspace, 'out')], {
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
    });
    expect(code, out).toBe(0);
    const commands = commandLines(out);
    expect(commands).toContainEqual(
      expect.stringMatching(
        /^::warning file=docs\/index\.mdx,line=6,col=\d+,title=page\/broken-link::.*\/nowhere/,
      ),
    );
    // The hostile file is annotated too, its name escaped onto one line.
    expect(commands).toContainEqual(
      expect.stringMatching(
        /^::warning file=docs\/evil\\u000a%3A%3Aerror title=pwned%3A%3Ainjected\\u001b\[2J\.mdx,/,
      ),
    );
    for (const line of commands)
      expect(line).toMatch(
        /^::(?:error|warning) (?:file=[^,:\n]+(?:,line=\d+)?(?:,col=\d+)?,)?title=[\w/-]+::/,
      );
  });

  it('lets no page start a command or send a terminal escape in its plain report', async () => {
    const { code, out } = await run(['build', 'docs', '--out', join(workspace, 'plain')], {});
    expect(code, out).toBe(0);
    expect(commandLines(out)).toEqual([]);
    expect(out).not.toContain('\u001b');
    expect(out).toContain('evil\\u000a::error title=pwned::injected\\u001b[2J.mdx');
  });
});

describe('docs check in GitHub Actions', () => {
  it('annotates broken links as errors, and nothing a page wrote becomes a command', async () => {
    const { code, out } = await run(['check', 'docs'], {
      GITHUB_ACTIONS: 'true',
      GITHUB_WORKSPACE: workspace,
    });
    expect(code, out).toBe(1);
    const commands = commandLines(out);
    expect(commands[0]).toMatch(
      /^::error file=docs\/[^,]+,line=\d+,col=\d+,title=page\/(?:broken-link|missing-title|missing-description)::/,
    );
    expect(commands).toContainEqual(
      expect.stringMatching(/^::error file=docs\/index\.mdx,line=6,col=\d+,title=page\/broken-link::/),
    );
    for (const line of commands)
      expect(line).toMatch(
        /^::(?:error|warning) (?:file=[^,:\n]+(?:,line=\d+)?(?:,col=\d+)?,)?title=[\w/-]+::/,
      );
  });
});
