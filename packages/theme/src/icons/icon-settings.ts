import { createContext } from 'preact';
import type { IconLibrary } from './render-icon.ts';

/** What icon components need from the build: the site's library, and where to report unknown names. */
export interface IconSettings {
  readonly library: IconLibrary;
  readonly onUnknownIcon?: ((name: string) => void) | undefined;
}

/**
 * Provided around each page as it renders: one build's settings never leak into another's, even
 * when two sites build in the same process.
 */
export const IconSettingsContext = createContext<IconSettings>({ library: 'fontawesome' });
