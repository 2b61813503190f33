import {
  type BundledLanguage,
  createHighlighter,
  createJavaScriptRegexEngine,
  createOnigurumaEngine,
  type Highlighter,
} from 'shiki';
import { plainLanguage } from './languages.ts';

/** Light and dark token colours, emitted together as `--shiki-light` and `--shiki-dark`. */
export const themes = { light: 'github-light', dark: 'github-dark' } as const;

// Tokenizing the Stripe spec's 3,336 request examples took 23 s with oniguruma, 32 s with the JS engine.
export const engineName: 'javascript' | 'oniguruma' = 'oniguruma';

/** One highlighter per theme: switching one highlighter between themes mixes their colours up once languages load. */
export interface ThemedHighlighters {
  readonly light: Highlighter;
  readonly dark: Highlighter;
}

let created: Promise<ThemedHighlighters> | undefined;
let ready: ThemedHighlighters | undefined;
const languageLoads = new Map<string, Promise<boolean>>();
let loadQueue: Promise<void> = Promise.resolve();

function createFor(theme: string): Promise<Highlighter> {
  return createHighlighter({
    themes: [theme],
    langs: [],
    engine:
      engineName === 'javascript'
        ? createJavaScriptRegexEngine({ forgiving: true })
        : createOnigurumaEngine(import('shiki/wasm')),
  });
}

function highlighters(): Promise<ThemedHighlighters> {
  created ??= Promise.all([createFor(themes.light), createFor(themes.dark)]).then(([light, dark]) => {
    ready = { light, dark };
    return ready;
  });
  return created;
}

/**
 * Loads the shiki languages (ids from `resolveLanguage`) once each; one that fails to load stays
 * plain text. Loads run one after another: shiki 4.6 tokenizes wrongly after parallel `loadLanguage`s.
 */
export async function loadLanguageIds(ids: Iterable<string>): Promise<void> {
  const { light, dark } = await highlighters();
  const loads = [...new Set(ids)].map((id) => {
    let load = languageLoads.get(id);
    if (!load) {
      load = id === plainLanguage ? Promise.resolve(true) : queueLoad(light, dark, id as BundledLanguage);
      languageLoads.set(id, load);
    }
    return load;
  });
  await Promise.all(loads);
}

function queueLoad(light: Highlighter, dark: Highlighter, language: BundledLanguage): Promise<boolean> {
  const load = loadQueue.then(async () => {
    await light.loadLanguage(language);
    await dark.loadLanguage(language);
  });
  loadQueue = load.catch(() => undefined);
  return load.then(
    () => true,
    () => false,
  );
}

/** The highlighters, once `loadLanguageIds` created them. */
export function readyHighlighters(): ThemedHighlighters | undefined {
  return ready;
}

/** The language code in `id` can be highlighted in now: `id` once loaded, else plain text. */
export function usableLanguage(id: string): string {
  return ready && id !== plainLanguage && ready.dark.getLoadedLanguages().includes(id) ? id : plainLanguage;
}
