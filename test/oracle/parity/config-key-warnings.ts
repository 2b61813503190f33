import { parseConfig } from '@docwright/config';
import { formatJsonPath } from '@docwright/diagnostics';
import { docsConfigSchema, validateDocsConfig } from '@mintlify/validation';
import type { ZodLike } from '../mintlify-schema-walk.ts';
import { type KeySample, keySamples } from './config-key-samples.ts';
import { configKeysInProgress } from './in-progress.ts';
import type { WarnedKey } from './parity-section.ts';

export const acceptedByMintlify = (config: unknown) => validateDocsConfig(config).success;

export const formatPath = (path: readonly (string | number)[]): string => formatJsonPath(path);

const overlaps = (a: string, b: string) =>
  a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`) || b.startsWith(`${a}.`) || b.startsWith(`${a}[`);

/**
 * Every key of Mintlify's docs.json schema placed in a config, split by what Docwright's config
 * stage says of it: a `config/not-supported` warning at (or around) its path, in progress on
 * another branch, or neither (those the test builds with and without the key).
 */
export function configKeyWarnings(): {
  samples: readonly KeySample[];
  unplaced: readonly string[];
  warned: WarnedKey[];
  inProgress: KeySample[];
  toBuild: KeySample[];
} {
  const { samples, unplaced } = keySamples(docsConfigSchema as unknown as ZodLike, acceptedByMintlify);
  const warned: WarnedKey[] = [];
  const inProgress: KeySample[] = [];
  const toBuild: KeySample[] = [];
  for (const sample of samples) {
    if (configKeysInProgress.some((pattern) => pattern.test(sample.id))) {
      inProgress.push(sample);
      continue;
    }
    const jsonPath = formatPath(sample.path);
    const warning = parseConfig(JSON.stringify(sample.config)).diagnostics.find(
      (d) => d.code === 'config/not-supported' && d.jsonPath !== undefined && overlaps(d.jsonPath, jsonPath),
    );
    if (warning) warned.push({ id: sample.id, jsonPath, message: warning.message });
    else toBuild.push(sample);
  }
  return { samples, unplaced, warned, inProgress, toBuild };
}
