import type { BrowserContext } from 'playwright-core';

/**
 * Hostile payloads in security tests set `window.pwned`: this records every such write, from any
 * page or frame of the context (even one a click opens), in the list it returns.
 */
export async function watchPwned(context: BrowserContext): Promise<string[]> {
  const ran: string[] = [];
  await context.exposeFunction('reportPwned', (value: string) => ran.push(value));
  await context.addInitScript(() => {
    Object.defineProperty(window, 'pwned', {
      set: (value: unknown) =>
        (window as unknown as { reportPwned(v: string): void }).reportPwned(String(value)),
    });
  });
  return ran;
}
