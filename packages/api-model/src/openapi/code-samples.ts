import type { CodeSample } from '../model.ts';
import { isRecord } from './refs.ts';

const optionalString = (value: unknown): string | undefined =>
  typeof value === 'string' ? value : undefined;

/** An operation's `x-codeSamples` (or `x-code-samples`): each with a language and its source. */
export function readCodeSamples(raw: unknown): CodeSample[] {
  if (!Array.isArray(raw)) return [];
  return raw.filter(isRecord).flatMap((sample) => {
    const lang = optionalString(sample.lang);
    const source = optionalString(sample.source);
    if (!lang || source === undefined) return [];
    const label = optionalString(sample.label);
    return [{ lang, source, ...(label !== undefined && { label }) }];
  });
}
