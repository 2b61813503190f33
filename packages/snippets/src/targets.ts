import type { SnippetTarget } from './target.ts';
import { bashTarget } from './targets/bash.ts';
import { cTarget } from './targets/c.ts';
import { cppTarget } from './targets/cpp.ts';
import { csharpTarget } from './targets/csharp.ts';
import { dartTarget } from './targets/dart.ts';
import { dotnetTarget } from './targets/dotnet.ts';
import { goTarget } from './targets/go.ts';
import { javaTarget } from './targets/java.ts';
import { javascriptTarget } from './targets/javascript.ts';
import { kotlinTarget } from './targets/kotlin.ts';
import { nodeTarget } from './targets/node.ts';
import { phpTarget } from './targets/php.ts';
import { powershellTarget } from './targets/powershell.ts';
import { pythonTarget } from './targets/python.ts';
import { rubyTarget } from './targets/ruby.ts';
import { rustTarget } from './targets/rust.ts';
import { swiftTarget } from './targets/swift.ts';
import { typescriptTarget } from './targets/typescript.ts';

/** Every target, by `api.examples.languages` key, in the order docs/output.md lists them. */
export const snippetTargets: readonly SnippetTarget[] = [
  bashTarget,
  pythonTarget,
  javascriptTarget,
  nodeTarget,
  phpTarget,
  goTarget,
  javaTarget,
  rubyTarget,
  powershellTarget,
  swiftTarget,
  csharpTarget,
  dotnetTarget,
  typescriptTarget,
  cTarget,
  cppTarget,
  kotlinTarget,
  rustTarget,
  dartTarget,
];

const byKey = new Map(snippetTargets.map((target) => [target.key, target]));

/** The target for a language key (aliases are resolved by the config), or undefined. */
export function findTarget(key: string): SnippetTarget | undefined {
  return byKey.get(key);
}
