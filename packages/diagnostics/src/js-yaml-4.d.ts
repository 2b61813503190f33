// js-yaml 4 ships no types; this is the part of its API the lenient YAML reader uses.
declare module 'js-yaml' {
  export const CORE_SCHEMA: object;
  export function load(
    text: string,
    options?: { readonly schema?: object; readonly json?: boolean },
  ): unknown;
}
