import { readFileSync } from 'node:fs';

const cache = new Map<string, string>();
const read = (file: string) => {
  let text = cache.get(file);
  if (text === undefined) {
    text = readFileSync(new URL(`../client/${file}`, import.meta.url), 'utf8');
    cache.set(file, text);
  }
  return text;
};

/** The consent runtime, served at `consentScriptPath` to sites with integrations. */
export const readConsentScript = () => read('consent.js');
/** The feedback widget's script, served at `feedbackScriptPath` unless telemetry is off. */
export const readFeedbackScript = () => read('feedback.js');
