export { resolveServerUrl } from './endpoint/endpoint-reference.tsx';
export { escapeHtml, inlineJson, routeHref } from './html.ts';
export type { DocumentProps, SiteChrome } from './layouts/document.ts';
export { markdownTwinHref, renderDocument, stylesheetPath } from './layouts/document.ts';
export type { NavGroupItem, NavItem, NavLinkItem, NavPageItem, NavSection } from './layouts/navigation.ts';
export { markCurrentPage, renderSidebar } from './layouts/sidebar.tsx';
export {
  knownComponentNames,
  pageRuntime,
  readStylesheet,
  renderChannel,
  renderEndpoint,
  renderMdxContent,
} from './render.tsx';
