/** A setting that cannot be used; the message names it. */
export class SettingsError extends Error {
  override name = 'SettingsError';
}
