import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { commandProblems, type Runner, requireCommand, runCommand, type SnippetCase } from '../runner.ts';

/**
 * Compiles every snippet in one JVM (javac is slow to start, and each snippet is its own `Main`, so one
 * javac call cannot take them all): each folder gets `classes/` and `javac.out` (exit code, then messages).
 */
const compileAll = `import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.tools.ToolProvider;

public class CompileAll {
    public static void main(String[] args) throws Exception {
        var javac = ToolProvider.getSystemJavaCompiler();
        for (String dir : args) {
            var messages = new ByteArrayOutputStream();
            var out = new PrintStream(messages, true, StandardCharsets.UTF_8);
            int code = javac.run(null, out, out, "-Xlint:all", "-d", dir + "/classes", dir + "/Main.java");
            Files.writeString(Path.of(dir, "javac.out"), code + "\\n" + messages.toString(StandardCharsets.UTF_8));
        }
    }
}
`;

/** Short-lived JVMs start faster with the C1 compiler only and the serial collector. */
const quickJvm = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

async function compiled(snippet: SnippetCase): Promise<string[]> {
  let report: string;
  try {
    report = await readFile(join(snippet.dir, 'javac.out'), 'utf8');
  } catch {
    return ['javac did not run (see the prepare step)'];
  }
  const [code, ...messages] = report.split('\n');
  const text = messages.join('\n').trim();
  if (code !== '0') return [`javac exited with ${code}:\n${text}`];
  // -Xlint warnings are problems too: the snippet is what readers copy.
  return text ? [`javac warned:\n${text}`] : [];
}

export const javaRunner: Runner = {
  mode: 'execute',
  toolchain: 'javac and java 17 (Debian default-jdk-headless)',
  check: requireCommand('javac', 'apt-get install default-jdk-headless', ['-version']),
  prepare: async (cases, workDir) => {
    const helper = join(workDir, 'CompileAll.java');
    await writeFile(helper, compileAll);
    const result = await runCommand('java', [...quickJvm, helper, ...cases.map((snippet) => snippet.dir)], {
      cwd: workDir,
      timeoutMs: 300_000,
    });
    const problems = commandProblems('the javac batch', result);
    if (problems.length > 0) throw new Error(problems.join('\n'));
  },
  run: async (snippet) => {
    // ASCII only (non-ASCII as \\uXXXX): javac before 18 reads sources in the platform charset.
    const problems = /[\u0080-\uffff]/.test(snippet.code) ? [`${snippet.file} is not ASCII`] : [];
    const compile = await compiled(snippet);
    if (compile.length > 0) return [...problems, ...compile];
    const run = await runCommand('java', [...quickJvm, '-cp', 'classes', 'Main'], {
      cwd: snippet.dir,
      timeoutMs: 60_000,
    });
    return [...problems, ...commandProblems('java Main', run)];
  },
};
