/** A new element with attributes and children. */
export function element(
  tag: string,
  attributes: Readonly<Record<string, string>> = {},
  ...children: (Node | string)[]
): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/** Replaces the response area with one message: an alert, or a status note. */
export function showMessage(output: HTMLElement, message: string, role: 'alert' | 'status' = 'alert'): void {
  output.hidden = false;
  const className = role === 'alert' ? 'dw-playground-error' : 'dw-playground-note';
  output.replaceChildren(element('p', { class: className, role }, message));
}

export function formatBytes(bytes: number): string {
  return bytes < 1024
    ? `${bytes} B`
    : bytes < 1024 * 1024
      ? `${(bytes / 1024).toFixed(1)} KB`
      : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** The message of a thrown value. */
export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
