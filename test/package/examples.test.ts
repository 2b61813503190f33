// The CI recipe docs/deploy.md (GitHub Pages) points to: examples/github-pages.yml is
// a workflow GitHub can run, and every `docs` command in it exists with the flags it passes.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot, runDocs } from '../helpers/cli.ts';

// js-yaml, as the diagnostics package installs it (the test package declares no YAML parser).
const yaml = createRequire(join(repoRoot, 'packages/diagnostics/package.json'))('js-yaml') as {
  load(text: string): unknown;
};

interface Step {
  readonly uses?: string;
  readonly run?: string;
  readonly with?: Record<string, unknown>;
}
interface Workflow {
  readonly on: { push: { branches: string[] }; pull_request: unknown };
  readonly permissions: Record<string, string>;
  readonly jobs: Record<
    string,
    { if?: string; needs?: string; steps: Step[]; environment?: { name: string } }
  >;
}

const workflow = yaml.load(readFileSync(join(repoRoot, 'examples/github-pages.yml'), 'utf8')) as Workflow;

describe('examples/github-pages.yml', () => {
  it('builds on a push to main and deploys to GitHub Pages with the rights Pages needs', () => {
    expect(workflow.on.push.branches).toEqual(['main']);
    expect(workflow.permissions).toMatchObject({ pages: 'write', 'id-token': 'write' });
    const { build, deploy } = workflow.jobs;
    expect(build?.steps.map((step) => step.run).filter(Boolean)[0]).toBe('npm ci');
    expect(deploy?.needs).toBe('build');
    expect(deploy?.environment?.name).toBe('github-pages');
    expect(deploy?.steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
  });

  it('uploads the folder docs build writes', () => {
    const steps = workflow.jobs.build?.steps ?? [];
    const buildStep = steps.find((step) => step.run?.startsWith('npx docs build'));
    const out = /--out (\S+)/.exec(buildStep?.run ?? '')?.[1];
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(out).toBeDefined();
    expect(upload?.with?.path).toBe(out);
  });

  it('builds the site once per job: check on pull requests, build (and deploy) on main', () => {
    expect(workflow.on).toHaveProperty('pull_request');
    const docsCommands = (job: string) =>
      (workflow.jobs[job]?.steps ?? []).flatMap((step) =>
        step.run?.startsWith('npx docs ') ? [step.run.split(/\s+/)[2]] : [],
      );
    expect(docsCommands('check')).toEqual(['check']);
    expect(docsCommands('build')).toEqual(['build']);
    expect(workflow.jobs.check?.if).toBe("github.event_name == 'pull_request'");
    expect(workflow.jobs.build?.if).toBe("github.event_name != 'pull_request'");
  });

  it('runs only docs commands and flags that exist', async () => {
    const commands = Object.values(workflow.jobs)
      .flatMap((job) => job.steps)
      .flatMap((step) =>
        step.run?.startsWith('npx docs ') ? [step.run.slice('npx docs '.length).split(/\s+/)] : [],
      );
    expect(commands.map(([command]) => command).sort()).toEqual(['build', 'check']);
    for (const [command = '', ...args] of commands) {
      const help = await runDocs([command, '--help']);
      expect(help.code).toBe(0);
      for (const flag of args.filter((arg) => arg.startsWith('--')))
        expect(help.stdout, `${command} ${flag}`).toContain(flag);
    }
  });
});
