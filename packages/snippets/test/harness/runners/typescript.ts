import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import { commandProblems, type Runner, runCommand, type SnippetCase } from '../runner.ts';

const require = createRequire(import.meta.url);

/** The compiled file beside each snippet: `fetch.ts` runs as `fetch.mjs`. */
const compiledName = (file: string) => file.replace(/\.ts$/, '.mjs');

/** Type errors found in `prepare`, by snippet folder. */
const typeErrors = new Map<string, string[]>();

/** A Node.js project's tsconfig: strict, ES modules (NodeNext), @types/node, no DOM. */
function tsconfig(files: readonly string[]) {
  return {
    compilerOptions: {
      target: 'ES2022',
      module: 'NodeNext',
      moduleResolution: 'NodeNext',
      lib: ['ES2022'],
      types: ['node'],
      // The workspace's @types/node, wherever the cases are written.
      typeRoots: [dirname(dirname(require.resolve('@types/node/package.json')))],
      strict: true,
      noUncheckedIndexedAccess: true,
      exactOptionalPropertyTypes: true,
      noImplicitReturns: true,
      noUnusedLocals: true,
      verbatimModuleSyntax: true,
      skipLibCheck: true,
      noEmit: true,
    },
    files,
  };
}

async function requireNodeFetch(): Promise<void> {
  const result = await runCommand('node', ['-e', 'process.exit(typeof fetch === "function" ? 0 : 1)']);
  if (result.code !== 0) {
    throw new Error(
      `node with a built-in fetch (Node.js 18+) is not available (apt-get install nodejs): ${result.stderr.trim()}`,
    );
  }
}

/**
 * Type-checks every snippet in one `tsc` program (the workspace's TypeScript, strict mode, in a child
 * process so the other targets' echo servers keep answering), then runs each, compiled by
 * `transpileModule`, with node.
 */
export const typescriptRunner: Runner = {
  mode: 'execute',
  toolchain: `tsc ${ts.version} (strict, @types/node) and the Node.js that runs the tests (20)`,
  check: async () => {
    await requireNodeFetch();
    try {
      require.resolve('@types/node/package.json');
    } catch {
      throw new Error('@types/node is not installed (pnpm install in the workspace)');
    }
  },
  prepare: async (cases: readonly SnippetCase[], workDir: string) => {
    // The snippets are ES modules (top-level await), as in a package with "type": "module".
    await writeFile(join(workDir, 'package.json'), '{ "type": "module" }\n');
    const files = cases.map((snippet) => relative(workDir, join(snippet.dir, snippet.file)));
    await writeFile(join(workDir, 'tsconfig.json'), JSON.stringify(tsconfig(files), null, 2));
    const tsc = join(dirname(require.resolve('typescript/package.json')), 'bin', 'tsc');
    const result = await runCommand('node', [tsc, '-p', 'tsconfig.json', '--pretty', 'false'], {
      cwd: workDir,
    });
    // `fixture/fetch.ts(3,7): error TS2322: ...`, continuation lines indented.
    const messages = result.stdout.split(/\n(?=\S)/).filter((message) => message.trim() !== '');
    for (const [index, snippet] of cases.entries()) {
      const file = files[index] ?? '';
      const own = messages.filter((message) => message.startsWith(`${file}(`));
      // An error outside the snippets (tsconfig, a missing @types) fails every case.
      const global = messages.filter((message) => !files.some((name) => message.startsWith(`${name}(`)));
      const errors = [...own, ...global];
      if (result.code !== 0 && messages.length === 0)
        errors.push(`tsc exited with ${result.code}: ${result.stderr}`);
      if (errors.length > 0) typeErrors.set(snippet.dir, errors);
      else typeErrors.delete(snippet.dir);
    }
    for (const snippet of cases) {
      const output = ts.transpileModule(snippet.code, {
        compilerOptions: { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext },
        fileName: snippet.file,
      });
      await writeFile(join(snippet.dir, compiledName(snippet.file)), output.outputText);
    }
  },
  run: async (snippet) => {
    const errors = typeErrors.get(snippet.dir);
    if (errors) return [`tsc:\n${errors.join('\n')}`];
    const result = await runCommand('node', [compiledName(snippet.file)], {
      cwd: snippet.dir,
      timeoutMs: 60_000,
    });
    return commandProblems('node', result);
  },
};
