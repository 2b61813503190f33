import type { ComponentChildren, FunctionComponent } from 'preact';
import { Check, Info, Note, Tip, Warning } from './callouts.tsx';
import { CodeGroup, RequestExample, ResponseExample } from './code-group.tsx';

/** Components available to every page without an import. */
export const mdxComponents: Record<string, FunctionComponent<Record<string, unknown>>> = {
  Note,
  Tip,
  Warning,
  Info,
  Check,
  CodeGroup,
  RequestExample,
  ResponseExample,
};

/** Stands in for a component the theme does not have: renders its children so no content is lost. */
export const UnknownComponent: FunctionComponent<{ children?: ComponentChildren }> = ({ children }) => (
  <div class="dw-unknown-component">{children}</div>
);
