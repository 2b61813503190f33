import type { Server } from './model.ts';

/**
 * A server's URL with each `{variable}` replaced by its default. A placeholder the server does not
 * declare stays as written, `{name}`: the reference page shows it so, and a request example that
 * needs a URL it can parse replaces it further. The one place server URLs are filled.
 */
export function fillServerUrl(server: Server): string {
  return server.url.replace(
    /\{([^}]+)\}/g,
    (placeholder, name: string) => server.variables[name]?.default ?? placeholder,
  );
}
