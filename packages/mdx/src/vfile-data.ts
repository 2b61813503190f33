// What the compile's plugins record on `file.data`, typed once for all of them (vfile's own way
// to type it), so that no plugin or reader casts.
import type { FileProbe } from './html/file-probes.ts';
import type { PageImage } from './html/rehype-images.ts';
import type { HtmlRemoval } from './html/rehype-sanitize-html.ts';
import type { SiteLink } from './html/rehype-site-links.ts';
import type { PageLocation } from './html/site-paths.ts';
import type { RetiredClassName } from './plugins/rehype-class-names.ts';
import type { IgnoredCodeOption, TwoslashPageProblem } from './plugins/rehype-highlight-code.ts';
import type { ComponentUse } from './plugins/remark-component-names.ts';
import type { TocEntry } from './plugins/remark-heading-ids.ts';
import type { InvalidProp } from './plugins/remark-invalid-props.ts';
import type { SnippetUse } from './plugins/remark-snippet-files.ts';
import type { UnappliedProp } from './plugins/remark-unapplied-props.ts';
import type { UnboundExpression } from './plugins/remark-unbound-expressions.ts';
import type { StaticUserExpression } from './plugins/remark-user-fields.ts';
import type { UserChoice } from './user-conditions/user-choice-markup.ts';

declare module 'vfile' {
  interface DataMap {
    /** Where the page is in the site, for resolving its links and images (set by the compile). */
    location: PageLocation;
    links: SiteLink[];
    images: PageImage[];
    probes: FileProbe[];
    htmlRemovals: HtmlRemoval[];
    toc: TocEntry[];
    components: ComponentUse[];
    snippetFiles: string[];
    snippetUses: SnippetUse[];
    unboundExpressions: UnboundExpression[];
    /** Expressions reading `user` that render as for a signed-out reader, for located warnings. */
    staticUserExpressions: StaticUserExpression[];
    /** Conditions on `user` compiled with every branch, for `docs serve` to choose per reader. */
    userChoices: UserChoice[];
    usesMath: boolean;
    /** The class names its elements write (`className`, `class`), for the utility stylesheet. */
    classNames: string[];
    /** Tailwind 3 classes the utility stylesheet cannot have, for located warnings. */
    retiredClassNames: RetiredClassName[];
    /** Fence options the build does not apply (`twoslash`, `foo=bar`), for located warnings. */
    ignoredCodeOptions: IgnoredCodeOption[];
    /** Compiler errors twoslash found in `twoslash` blocks, located in the page. */
    twoslashProblems: TwoslashPageProblem[];
    /** Documented props of built-in components the build does not apply, for located warnings. */
    unappliedProps: UnappliedProp[];
    /** Props of built-in components whose values they cannot use, for located warnings. */
    invalidProps: InvalidProp[];
    /** Spec Markdown's HTML holds a `pre` (set by `renderMarkdownParts`). */
    codeBlocks: boolean;
    /** The page's import/export source, when its components hold state or handle events. */
    esmSource: string;
  }
}
