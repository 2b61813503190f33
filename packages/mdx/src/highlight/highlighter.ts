import {
  type BundledLanguage,
  createHighlighter,
  createJavaScriptRegexEngine,
  createOnigurumaEngine,
  type Highlighter,
} from 'shiki';
import { plainLanguage } from './languages.ts';
import { type PairedTheme, pairedTheme } from './paired-theme.ts';

// Tokenizing the Stripe spec's 3,336 request examples took 23 s with oniguruma, 32 s with the JS engine.
export const engineName: 'javascript' | 'oniguruma' = 'oniguruma';

/** One highlighter with GitHub's light and dark themes paired into one theme. */
export interface PairedHighlighter {
  readonly highlighter: Highlighter;
  readonly paired: PairedTheme;
}

let created: Promise<PairedHighlighter> | undefined;
let ready: PairedHighlighter | undefined;
const languageLoads = new Map<string, Promise<boolean>>();
let loadQueue: Promise<void> = Promise.resolve();

function pairedHighlighter(): Promise<PairedHighlighter> {
  created ??= (async () => {
    const paired = pairedTheme();
    const highlighter = await createHighlighter({
      themes: [paired.theme],
      langs: [],
      engine:
        engineName === 'javascript'
          ? createJavaScriptRegexEngine({ forgiving: true })
          : createOnigurumaEngine(import('shiki/wasm')),
    });
    highlighter.setTheme(paired.theme.name as string);
    ready = { highlighter, paired };
    return ready;
  })();
  return created;
}

/**
 * Loads the shiki languages (ids from `resolveLanguage`) once each; one that fails to load stays
 * plain text. Loads run one after another: shiki 4.6 tokenizes wrongly after parallel `loadLanguage`s.
 */
export async function loadLanguageIds(ids: Iterable<string>): Promise<void> {
  const { highlighter } = await pairedHighlighter();
  const loads = [...new Set(ids)].map((id) => {
    let load = languageLoads.get(id);
    if (!load) {
      load = id === plainLanguage ? Promise.resolve(true) : queueLoad(highlighter, id as BundledLanguage);
      languageLoads.set(id, load);
    }
    return load;
  });
  await Promise.all(loads);
}

function queueLoad(highlighter: Highlighter, language: BundledLanguage): Promise<boolean> {
  const load = loadQueue.then(() => highlighter.loadLanguage(language));
  loadQueue = load.catch(() => undefined);
  return load.then(
    () => true,
    () => false,
  );
}

/** The highlighter, once `loadLanguageIds` created it. */
export function readyHighlighter(): PairedHighlighter | undefined {
  return ready;
}

/** The language code in `id` can be highlighted in now: `id` once loaded, else plain text. */
export function usableLanguage(id: string): string {
  return ready && id !== plainLanguage && ready.highlighter.getLoadedLanguages().includes(id)
    ? id
    : plainLanguage;
}
