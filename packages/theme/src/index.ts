export type { CodeSample } from './components/code-group.tsx';
export { languageKeyOf, sampleLanguage } from './components/code-group.tsx';
export { resolveServerUrl } from './endpoint/endpoint-reference.tsx';
export { escapeHtml, inlineJson, routeHref } from './html.ts';
export type { DocumentProps, SiteChrome } from './layouts/document.ts';
export {
  codeGroupsScriptPath,
  markdownTwinHref,
  renderDocument,
  stylesheetPath,
} from './layouts/document.ts';
export type { NavGroupItem, NavItem, NavLinkItem, NavPageItem, NavSection } from './layouts/navigation.ts';
export { renderSearchButton, searchIndexPath, searchScriptPath } from './layouts/search.ts';
export { markCurrentPage, renderSidebar } from './layouts/sidebar.tsx';
export {
  createSnippetComponent,
  createSnippetElement,
  katexAssets,
  knownComponentNames,
  pageRuntime,
  readCodeGroupsScript,
  readSearchScript,
  readStylesheet,
  renderChannel,
  renderEndpoint,
  renderMdxContent,
} from './render.tsx';
