export type { CodeSample } from './code-sample.ts';
export type {
  DivisionKind,
  NavDivisionStep,
  NavItem,
  NavLinkItem,
  NavSection,
  PageMode,
  ReaderMarks,
} from './navigation.ts';
export { pageModes } from './navigation.ts';
export type { PageNeed } from './page-needs.ts';
export type {
  FieldType,
  PlaygroundAuth,
  PlaygroundBody,
  PlaygroundField,
  PlaygroundModel,
  PlaygroundServer,
  WebSocketPlaygroundModel,
} from './playground.ts';
export type { ResponseExampleView } from './response-example.ts';
export type { SearchContent, SearchSection } from './search-content.ts';
export { modeInTheme, themesWithMode } from './site-themes.ts';
