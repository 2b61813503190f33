import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';

type Children = { children?: ComponentChildren };

/**
 * `<Tooltip tip headline cta href>`: the tip shows on hover and on keyboard focus, and is the
 * text's accessible description; `cta` and `href` add a link after the tip, which stays reachable
 * from the keyboard while the tip is open.
 */
export function Tooltip({
  tip,
  headline,
  cta,
  href,
  children,
}: Children & { tip?: string; headline?: string; cta?: string; href?: string }) {
  const id = `dw-tip${useId()}`;
  if (!tip && !headline) return <>{children}</>;
  return (
    <span class="dw-tooltip">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: focusable so keyboard users can read the tip */}
      <span class="dw-tooltip-text" tabIndex={0} aria-describedby={id}>
        {children}
      </span>
      <span class="dw-tooltip-tip" role="tooltip" id={id}>
        {headline && <strong class="dw-tooltip-headline">{headline}</strong>}
        {headline && tip ? ' ' : null}
        {tip}
        {cta && href && (
          <>
            {' '}
            <a class="dw-tooltip-cta" href={href}>
              {cta}
            </a>
          </>
        )}
      </span>
    </span>
  );
}
