import type { SnippetTarget } from '../target.ts';
import { generateCSharp } from './csharp.ts';

/**
 * .NET's own HTTP client is `HttpClient`, the same code as the C# tab: .NET 6's top-level
 * `Program.cs` is not what Mono's mcs compiles, and the code it would show sends the same request.
 */
export const dotnetTarget: SnippetTarget = {
  key: 'dotnet',
  label: '.NET',
  client: 'HttpClient',
  fileName: 'Program.cs',
  syntax: 'csharp',
  generate: generateCSharp,
};
