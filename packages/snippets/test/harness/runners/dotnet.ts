import type { Runner } from '../runner.ts';
import { csharpRunner } from './csharp.ts';

/** The .NET tab is C# with HttpClient: proven like the C# tab, with mcs and mono. */
export const dotnetRunner: Runner = csharpRunner;
