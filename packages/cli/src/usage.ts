import { type ParseArgsConfig, parseArgs } from 'node:util';

/** Wrong flags or arguments: exit code 2 with the usage text. */
export class UsageError extends Error {
  override name = 'UsageError';
}

/** `parseArgs` with its errors turned into `UsageError`s. */
type OptionsConfig = NonNullable<ParseArgsConfig['options']>;
type Parsed<T extends OptionsConfig> = ReturnType<
  typeof parseArgs<{ args: string[]; options: T; allowPositionals: true; strict: true }>
>;

export function parseCommandArgs<T extends OptionsConfig>(argv: readonly string[], options: T): Parsed<T> {
  try {
    return parseArgs({ args: [...argv], options, allowPositionals: true, strict: true });
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
}
