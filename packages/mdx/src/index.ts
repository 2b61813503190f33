/** mdast's node types, which the theme's twin rules build. */
/** hast's element types, which the `<CodeBlock>` component turns into its markup. */
export type { Element as HastElement, ElementContent as HastContent } from 'hast';
export type { BlockContent, List, ListItem, Paragraph, PhrasingContent, RootContent } from 'mdast';
export { clearCacheMemory, flushCaches, setCacheFolder } from './cache-folder.ts';
export { type ChangelogEntry, changelogEntries } from './changelog-entries.ts';
export { type CodeBlockProps, codeBlockMeta } from './code-block-element.ts';
export type { FencedCode } from './fenced-code.ts';
export { fencedCodeBlocks } from './fenced-code.ts';
export type { Frontmatter, SplitPage } from './frontmatter.ts';
export { hidesApiMethod, splitFrontmatter } from './frontmatter.ts';
export { type GitHubRepo, parseGitHubRepo } from './github-repo.ts';
export {
  cleanHeadingId,
  createHeadingIds,
  HeadingIds,
  headingSlug,
  paramFieldId,
} from './heading-id.ts';
export { highlightCodeBlock } from './highlight/highlighted-block.ts';
export {
  type CodeThemes,
  clearHighlightMemory,
  codeThemeNames,
  codeThemeStylesheet,
  flushHighlightCache,
  highlightStylesheet,
  highlightToHast,
  highlightToHtml,
  loadLanguages,
  parseCodeMeta,
  setCodeThemes,
  setHighlightCacheDir,
} from './highlight/index.ts';
export { isUnsafeElement, isUnsafeStylesheet, unsafeAttributeReason } from './html/html-policy.ts';
export type { PageLocation } from './html/site-paths.ts';
export {
  type MarkdownHtml,
  renderInlineMarkdown,
  renderMarkdown,
  renderMarkdownParts,
} from './markdown-html.ts';
export type {
  ComponentTwin,
  ComponentTwins,
  MarkdownTwinOptions,
  SnippetReference,
  SnippetSourceLoader,
  TwinElement,
  TwinTools,
} from './markdown-twin.ts';
export { createMarkdownTwin, isTwinElement } from './markdown-twin.ts';
export type { BrowserModule, ModuleImport } from './page-scope/browser-module.ts';
export { compileBrowserModule } from './page-scope/browser-module.ts';
export type { ComponentModule, ComponentModuleResult } from './page-scope/component-module.ts';
export {
  compileComponentModule,
  componentModuleFile,
  runComponentModule,
} from './page-scope/component-module.ts';
export type { ComponentUse } from './plugins/remark-component-names.ts';
export type { TocEntry } from './plugins/remark-heading-ids.ts';
export { interactiveCode } from './plugins/remark-interactive-esm.ts';
export { mermaidLayoutAttribute, mermaidMarker } from './plugins/remark-mermaid.ts';
export type { UnboundExpression } from './plugins/remark-unbound-expressions.ts';
export { hasUserFields } from './plugins/remark-user-fields.ts';
export type { CompiledPage, CompileResult, JsxRuntime, LocatedLink, SnippetImporter } from './processor.ts';
export { compilePage, evaluateCompiledModule, evaluateCompiledPage } from './processor.ts';
export { collectRenderedCode, type RenderedCode, recordRenderedCode } from './rendered-code.ts';
export { updateAnchor } from './update-anchor.ts';
export {
  evaluateUserCondition,
  type UserConditionResult,
} from './user-conditions/evaluate-user-condition.ts';
export {
  applyUserChoices,
  type BuiltUserChoice,
  extractUserChoices,
} from './user-conditions/extract-user-choices.ts';
export type { UserChoice } from './user-conditions/user-choice-markup.ts';
export { parseUserCondition, type UserCondition } from './user-conditions/user-condition.ts';
export type { FilledText, UndefinedVariable } from './variables/fill-variables.ts';
export { fillVariables } from './variables/fill-variables.ts';
