import { access, mkdir, writeFile } from 'node:fs/promises';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { type CommandResult, commandProblems, type Runner, requireCommand, runCommand } from '../runner.ts';

/**
 * The snippets use OkHttp 4's Kotlin API, which Debian's libokhttp-java (3.13) does not have. The
 * machine image's Maven cache holds the real OkHttp 4.12.0 jars (Maven Central itself is out of
 * reach), and Debian's kotlinc 1.3.31 compiles against them with -Xskip-metadata-version-check.
 * Its front end type-checks every call against OkHttp 4.12's real declarations (an OkHttp 3 idiom
 * such as `MediaType.parse` is an error there); its back end still writes the classes but then
 * reports, for each OkHttp class used, that the class has no bytecode version it knows. Those
 * reports, and only those, are tolerated; the classes then run against OkHttp 4.12 for real.
 */
const m2 = join(homedir(), '.m2', 'repository');
const jars = {
  okhttp: join(m2, 'com/squareup/okhttp3/okhttp/4.12.0/okhttp-4.12.0.jar'),
  okio: join(m2, 'com/squareup/okio/okio-jvm/3.6.0/okio-jvm-3.6.0.jar'),
  stdlib: join(m2, 'org/jetbrains/kotlin/kotlin-stdlib/1.9.10/kotlin-stdlib-1.9.10.jar'),
};
const compileClasspath = [jars.okhttp, jars.okio].join(':');

const unknownBytecodeVersion =
  /^\S+\.jar!\/(?:okhttp3|okio)\/\S+\.class: error: class '\S+' was compiled with an incompatible version of Kotlin\. The binary version of its bytecode is unknown, expected version is \S+$/;
const diagnostic = /^(\S+\.kt):\d+:\d+: (?:error|warning): /;

let buildDir = '';
/** The classes folder each compiled snippet is in. */
const compiled = new Map<string, string>();
const problemsByFixture = new Map<string, string[]>();

function packageName(fixture: string): string {
  return `snippet_${fixture.replace(/\W/g, '_')}`;
}

/** Compiles the given sources at once; returns the diagnostics per source file and the untolerated others. */
async function compile(sources: readonly string[], classes: string) {
  const result: CommandResult = await runCommand(
    'kotlinc',
    ['-Xskip-metadata-version-check', '-cp', compileClasspath, '-d', classes, ...sources],
    { timeoutMs: 300_000 },
  );
  const byFile = new Map<string, string[]>();
  const other: string[] = [];
  for (const line of `${result.stderr}\n${result.stdout}`.split('\n')) {
    const match = diagnostic.exec(line);
    if (match?.[1]) byFile.set(match[1], [...(byFile.get(match[1]) ?? []), line]);
    else if (/(?:^|: )(?:error|exception)\b/i.test(line) && !unknownBytecodeVersion.test(line))
      other.push(line);
  }
  return { result, byFile, other };
}

export const kotlinRunner: Runner = {
  mode: 'execute',
  toolchain: "kotlinc (Debian kotlin) against OkHttp 4.12.0 from the machine's Maven cache (~/.m2)",
  check: async () => {
    await requireCommand('kotlinc', 'apt-get install kotlin default-jdk-headless', ['-version'])();
    for (const jar of Object.values(jars)) {
      try {
        await access(jar);
      } catch {
        throw new Error(
          `${jar} is missing: the Kotlin snippets need OkHttp 4.12.0, okio-jvm 3.6.0 and kotlin-stdlib 1.9.10 in ~/.m2/repository`,
        );
      }
    }
  },
  // One kotlinc run for every snippet (the compiler's start-up is most of its time): each copy gets
  // its own package, declared on the first line so the line numbers stay the snippet's own.
  prepare: async (cases, workDir) => {
    buildDir = join(workDir, 'kotlin-build');
    compiled.clear();
    problemsByFixture.clear();
    const sources = new Map<string, string>();
    for (const snippet of cases) {
      const dir = join(buildDir, 'src', snippet.fixture);
      await mkdir(dir, { recursive: true });
      const source = join(dir, snippet.file);
      await writeFile(source, `package ${packageName(snippet.fixture)}; ${snippet.code}`);
      sources.set(snippet.fixture, source);
    }
    // A snippet that does not compile stops the classes of all: compile the others again without it.
    let pending = [...sources.keys()];
    for (let attempt = 0; attempt < 2 && pending.length > 0; attempt++) {
      const classes = join(buildDir, `classes-${attempt}`);
      const { result, byFile, other } = await compile(
        pending.map((fixture) => sources.get(fixture) as string),
        classes,
      );
      const failed = pending.filter((fixture) => byFile.has(sources.get(fixture) as string));
      for (const fixture of failed)
        problemsByFixture.set(fixture, [
          `kotlinc:\n${byFile.get(sources.get(fixture) as string)?.join('\n')}`,
        ]);
      if (failed.length === 0 && other.length === 0) {
        for (const fixture of pending) compiled.set(fixture, classes);
        pending = [];
      } else if (failed.length === 0) {
        for (const fixture of pending)
          problemsByFixture.set(fixture, commandProblems('kotlinc', { ...result, stderr: other.join('\n') }));
        pending = [];
      } else {
        pending = pending.filter((fixture) => !failed.includes(fixture));
      }
    }
  },
  run: async (snippet) => {
    const problems = problemsByFixture.get(snippet.fixture);
    if (problems) return problems;
    const classes = compiled.get(snippet.fixture);
    if (!classes) return ['kotlinc did not compile this snippet'];
    const classpath = [classes, jars.okhttp, jars.okio, jars.stdlib].join(':');
    return commandProblems(
      'java',
      await runCommand('java', ['-cp', classpath, `${packageName(snippet.fixture)}.MainKt`], {
        cwd: snippet.dir,
      }),
    );
  },
};
