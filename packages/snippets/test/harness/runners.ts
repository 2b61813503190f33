import type { Runner } from './runner.ts';
import { bashRunner } from './runners/bash.ts';
import { cRunner } from './runners/c.ts';
import { cppRunner } from './runners/cpp.ts';
import { csharpRunner } from './runners/csharp.ts';
import { dartRunner } from './runners/dart.ts';
import { dotnetRunner } from './runners/dotnet.ts';
import { goRunner } from './runners/go.ts';
import { javaRunner } from './runners/java.ts';
import { javascriptRunner } from './runners/javascript.ts';
import { kotlinRunner } from './runners/kotlin.ts';
import { nodeRunner } from './runners/node.ts';
import { phpRunner } from './runners/php.ts';
import { powershellRunner } from './runners/powershell.ts';
import { pythonRunner } from './runners/python.ts';
import { rubyRunner } from './runners/ruby.ts';
import { rustRunner } from './runners/rust.ts';
import { swiftRunner } from './runners/swift.ts';
import { typescriptRunner } from './runners/typescript.ts';

/** How each target is proven, by target key. */
export const runners: Readonly<Record<string, Runner>> = {
  bash: bashRunner,
  python: pythonRunner,
  javascript: javascriptRunner,
  node: nodeRunner,
  php: phpRunner,
  go: goRunner,
  java: javaRunner,
  ruby: rubyRunner,
  powershell: powershellRunner,
  swift: swiftRunner,
  csharp: csharpRunner,
  dotnet: dotnetRunner,
  typescript: typescriptRunner,
  c: cRunner,
  'c++': cppRunner,
  kotlin: kotlinRunner,
  rust: rustRunner,
  dart: dartRunner,
};
