export { codeThemeNames } from './code-theme-names.ts';
export { type CodeThemeChoice, codeThemesOf } from './code-themes.ts';
export type { AppliedContextualOption } from './contextual-options.ts';
export {
  appliedContextualOptions,
  leftOutContextualOptions,
  mcpContextualOptions,
} from './contextual-options.ts';
export { createDocsJsonSchema } from './json-schema.ts';
export { parseJsonSource } from './json-source.ts';
export {
  languageAliases,
  languageKeyOf,
  languageKeys,
  normalizeLanguage,
  sampleLanguage,
} from './languages.ts';
export {
  type ContextualConfig,
  type PageContextualResult,
  parsePageContextual,
} from './page-contextual.ts';
export type { LoadedConfig } from './parse.ts';
export { loadConfig, parseConfig } from './parse.ts';
export type { ConfigMount } from './refs.ts';
export { findInMounts, locateInMounts } from './refs.ts';
export type { ApiConfig } from './schema/api.ts';
export { playgroundDisplays } from './schema/api.ts';
export { builtThemes } from './schema/branding.ts';
export type { DocsConfig } from './schema/docs-json.ts';
export type { IntegrationsConfig } from './schema/integrations.ts';
export type { DivisionKind, NavContainer, NavDivision, NavGroup, NavPageEntry } from './schema/navigation.ts';
export { divisionContainers, divisionKindOf, divisionKinds } from './schema/navigation.ts';
export type { SpecSource } from './schema/spec-source.ts';
export { rankClosest } from './suggest.ts';
export { upgradeMintJson } from './upgrade-mint-json.ts';
