import type { ComponentChildren } from 'preact';
import { useId } from 'preact/hooks';
import { IconSlot } from '../icon/icon.tsx';
import { inlineMarkdown, plainText } from '../inline-markdown.tsx';

type PromptProps = {
  children?: ComponentChildren;
  description?: string;
  icon?: unknown;
  iconType?: string;
  /** Which buttons to show: `copy`, `cursor`; `[]` shows none. */
  actions?: readonly string[];
};

/**
 * `<Prompt description icon actions>`: a ready-made AI prompt. "Open in Cursor" is a plain link
 * (Cursor's prompt deeplink); the copy button needs JavaScript, so it stays `hidden` until the
 * page's script wires it (readers without scripts can still select the text).
 */
export function Prompt({ description, icon, iconType, actions = ['copy'], children }: PromptProps) {
  const id = `dw-prompt${useId()}`;
  const text = plainText(children)
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  const list = Array.isArray(actions) ? actions : [];
  return (
    <figure class="dw-prompt" aria-labelledby={`${id}-label`}>
      <figcaption class="dw-prompt-head">
        <IconSlot icon={icon} iconType={iconType} class="dw-prompt-icon" />
        <span class="dw-prompt-description" id={`${id}-label`}>
          {description ? inlineMarkdown(description) : 'Prompt'}
        </span>
        {list.length > 0 && (
          <span class="dw-prompt-actions">
            {list.includes('copy') && (
              <button type="button" class="dw-prompt-copy" data-copy-target={id} hidden>
                Copy prompt
              </button>
            )}
            {list.includes('cursor') && (
              <a
                class="dw-prompt-cursor"
                href={`https://cursor.com/link/prompt?text=${encodeURIComponent(text)}`}
                rel="noopener noreferrer"
              >
                Open in Cursor
              </a>
            )}
          </span>
        )}
      </figcaption>
      <div class="dw-prompt-body" id={id}>
        {children}
      </div>
    </figure>
  );
}
