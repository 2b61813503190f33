import type { ComponentChildren } from 'preact';

type Children = { children?: ComponentChildren };
type NodeProps = Children & { name?: string; comment?: string; highlight?: boolean };

const FolderIcon = () => (
  <svg class="dw-tree-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <path d="M1.5 3.5h4.2l1.5 1.5h7.3v8.5h-13z" fill="none" stroke="currentColor" stroke-linejoin="round" />
  </svg>
);

const FileIcon = () => (
  <svg class="dw-tree-icon" viewBox="0 0 16 16" width="16" height="16" aria-hidden="true">
    <path d="M3.5 1.5h6l3 3v10h-9z M9.5 1.5v3h3" fill="none" stroke="currentColor" stroke-linejoin="round" />
  </svg>
);

function Label({
  name,
  comment,
  icon,
}: {
  name?: string | undefined;
  comment?: string | undefined;
  icon: ComponentChildren;
}) {
  return (
    <>
      {icon}
      <span class="dw-tree-name">{name}</span>
      {comment && <span class="dw-tree-comment">{comment}</span>}
    </>
  );
}

/**
 * `<Tree.Folder name defaultOpen openable>`: a `<details>`, so it opens and closes by click and
 * from the keyboard (Tab, then Enter or Space) without JavaScript.
 */
export function TreeFolder({
  name,
  comment,
  highlight,
  defaultOpen,
  openable,
  children,
}: NodeProps & { defaultOpen?: boolean; openable?: boolean }) {
  const className = `dw-tree-folder${highlight ? ' dw-tree-highlight' : ''}`;
  const label = <Label name={name} comment={comment} icon={<FolderIcon />} />;
  // `openable={false}`: always open, with nothing to click.
  if (openable === false)
    return (
      <li class={className}>
        <span class="dw-tree-row">{label}</span>
        <ul class="dw-tree-list">{children}</ul>
      </li>
    );
  return (
    <li class={className}>
      <details open={defaultOpen === true}>
        <summary class="dw-tree-row">{label}</summary>
        <ul class="dw-tree-list">{children}</ul>
      </details>
    </li>
  );
}

/** `<Tree.File name comment>`: one file, with its comment after its name. */
export function TreeFile({ name, comment, highlight }: NodeProps) {
  return (
    <li class={`dw-tree-file${highlight ? ' dw-tree-highlight' : ''}`}>
      <span class="dw-tree-row">
        <Label name={name} comment={comment} icon={<FileIcon />} />
      </span>
    </li>
  );
}

/** `<Tree>`: a file and folder structure as nested lists; `<FileTree>` is its other name. */
export function Tree({ children }: Children) {
  return (
    <div class="dw-tree">
      <ul class="dw-tree-list" aria-label="File tree">
        {children}
      </ul>
    </div>
  );
}
Tree.Folder = TreeFolder;
Tree.File = TreeFile;
