import { commandProblems, type Runner, runCommand } from '../runner.ts';
import { compileAll, requireTool } from './c.ts';

const built = new Map<string, string[]>();

/** Compiles Program.cs with Mono's mcs (warnings are errors) against System.Net.Http, then runs it with mono. */
export const csharpRunner: Runner = {
  mode: 'execute',
  toolchain: 'Mono mcs and mono (Debian mono-mcs, mono-runtime, libmono-system-net-http4.0-cil)',
  check: requireTool('mcs', 'apt-get install mono-mcs mono-runtime libmono-system-net-http4.0-cil'),
  prepare: (cases) =>
    compileAll(
      cases,
      2,
      async (snippet) =>
        commandProblems(
          'mcs',
          await runCommand('mcs', ['-r:System.Net.Http', '-warnaserror+', '-out:Program.exe', snippet.file], {
            cwd: snippet.dir,
          }),
        ),
      built,
    ),
  run: async (snippet) => {
    const problems = built.get(snippet.dir) ?? ['not compiled: prepare did not run'];
    if (problems.length > 0) return problems;
    return commandProblems('mono', await runCommand('mono', ['Program.exe'], { cwd: snippet.dir }));
  },
};
