export type { AppliedContextualOption } from './contextual-options.ts';
export { appliedContextualOptions } from './contextual-options.ts';
export { createDocsJsonSchema } from './json-schema.ts';
export { parseJsonSource } from './json-source.ts';
export type { LanguageKey } from './languages.ts';
export {
  defaultLanguages,
  languageAliases,
  languageKeyOf,
  languageKeys,
  normalizeLanguage,
  sampleLanguage,
} from './languages.ts';
export type { LoadedConfig } from './parse.ts';
export { configFileName, loadConfig, parseConfig } from './parse.ts';
export type { ConfigMount } from './refs.ts';
export { locateInMounts } from './refs.ts';
export type { ApiConfig } from './schema/api.ts';
export { playgroundDisplays } from './schema/api.ts';
export type { DocsConfig } from './schema/docs-json.ts';
export type { IntegrationsConfig } from './schema/integrations.ts';
export type {
  DivisionContainer,
  DivisionKind,
  NavContainer,
  NavDivision,
  NavGroup,
  Navigation,
  NavPageEntry,
} from './schema/navigation.ts';
export {
  divisionContainerOf,
  divisionContainers,
  divisionKindOf,
  divisionKinds,
} from './schema/navigation.ts';
export type { SpecSource } from './schema/spec-source.ts';
export { rankClosest, suggestClosest } from './suggest.ts';
export type { UpgradeResult } from './upgrade-mint-json.ts';
export { upgradeMintJson } from './upgrade-mint-json.ts';
