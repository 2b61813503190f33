export type { ThemeAssets } from './assets.ts';
export {
  clientScriptSources,
  dashboardScriptSource,
  katexAssets,
  readStylesheet,
  themeAssets,
} from './assets.ts';
export type { BuiltInComponent } from './components/index.tsx';
export { builtInComponents, componentTwins } from './components/index.tsx';
export type { PlaygroundView } from './endpoint/playground.tsx';
export { escapeHtml, inlineJson, routeHref } from './html.ts';
export type { IconSettings } from './icons/icon-settings.ts';
export type { IconLibrary, IconOptions } from './icons/render-icon.ts';
export { isIconImage, renderIcon } from './icons/render-icon.ts';
export {
  feedbackOutput,
  feedbackScriptPath,
  feedbackStatusPath,
  renderFeedback,
} from './integrations/feedback.ts';
export type { IntegrationsMarkup } from './integrations/page-markup.ts';
export {
  configuredVendors,
  consentScriptPath,
  feedbackEnabled,
  integrationsMarkup,
} from './integrations/page-markup.ts';
export type { Vendor, VendorKey, VendorScript } from './integrations/vendors.ts';
export { vendors } from './integrations/vendors.ts';
export type {
  AppearanceSettings,
  Banner,
  FontFace,
  FooterColumn,
  IconRenderer,
  NavbarLink,
  SiteChrome,
} from './layouts/chrome.ts';
export { chromeIconRenderer } from './layouts/chrome.ts';
export type { DocumentFrame, DocumentProps } from './layouts/document.ts';
export {
  chromeScriptPath,
  codeScriptPath,
  playgroundScriptPath,
  renderDocument,
  renderDocumentFrame,
  stylesheetPath,
} from './layouts/document.ts';
export type { HeadPage, PageHeadInput } from './layouts/page-head.ts';
export { jsonLd, metaTags, pageHead, websiteJsonLdScript } from './layouts/page-head.ts';
export { renderSearchButton, searchIndexPath, searchScriptPath } from './layouts/search.ts';
export { markCurrentPage, markCurrentPageBytes, renderSidebar } from './layouts/sidebar.tsx';
export { renderNotFoundDocument, renderRedirectDocument } from './layouts/special-pages.ts';
export type { RenderedReference } from './render/endpoint.tsx';
export { renderChannel, renderEndpoint, renderSchemaModel } from './render/endpoint.tsx';
export {
  createSnippetComponent,
  createSnippetElement,
  knownComponentNames,
  renderMdxContent,
} from './render/mdx-content.tsx';
export type { OperationLinkTarget } from './render/operation-links.ts';
export { linkOperations } from './render/operation-links.ts';
export { splitOwnExamples } from './render/own-examples.ts';
export type { RenderedContent } from './render/page-needs.ts';
export { pageRuntime } from './render/page-runtime.ts';
export type { PageScope } from './render/page-scope.ts';
export { createPageScope } from './render/page-scope.ts';
export type { SearchDocumentInput } from './render/search-document.ts';
export {
  renderSearchDocument,
  searchContentOfMarkup,
  searchExcludeSelectors,
} from './render/search-document.ts';
export { assistantPrompt, markdownTwinHref } from './twin-links.ts';
