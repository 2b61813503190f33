import type { LoadedSpec } from '@docwright/api-model';
import type { OutputContent } from './write-output.ts';

/**
 * What the output holds at the spec's own path: its text, or a copy of the file it was read
 * from when the build no longer holds the text (`withoutLocalSpecTexts`). None for a spec that
 * did not load or was fetched from a URL.
 */
export function specFileOutput(loaded: LoadedSpec): OutputContent | undefined {
  if (!loaded.spec || /^https?:/.test(loaded.spec.id)) return undefined;
  if (loaded.text !== undefined) return loaded.text;
  return loaded.path === undefined ? undefined : { copyFrom: loaded.path };
}
