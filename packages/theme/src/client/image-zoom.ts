// Pages with images: an image in the page's content opens larger in a dialog when clicked (or
// focused and Enter or Space pressed), as on Mintlify; `noZoom` on an `<img>` keeps it as it is.
// The dialog sits in the top layer, so nothing on the page moves; Escape, a click or the close
// button closes it and the focus goes back to the image.

const zoomable = (image: HTMLImageElement) =>
  !image.hasAttribute('nozoom') &&
  !image.closest('a, button, .dw-card, .dw-icon, .dw-logo') &&
  !image.classList.contains('dw-icon-image');

let dialog: HTMLDialogElement | undefined;
let opener: HTMLImageElement | undefined;

function zoomDialog(): HTMLDialogElement {
  if (dialog) return dialog;
  dialog = document.createElement('dialog');
  dialog.className = 'dw-zoom';
  dialog.setAttribute('aria-label', 'Zoomed image');
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'dw-zoom-close';
  close.setAttribute('aria-label', 'Close');
  close.textContent = '×';
  dialog.append(close, document.createElement('img'));
  // Any click (the picture, the backdrop, the button) closes it, as a lightbox does.
  dialog.addEventListener('click', () => dialog?.close());
  dialog.addEventListener('close', () => opener?.focus());
  document.body.append(dialog);
  return dialog;
}

function open(image: HTMLImageElement): void {
  const box = zoomDialog();
  const large = box.querySelector('img') as HTMLImageElement;
  large.src = image.currentSrc || image.src;
  large.alt = image.alt;
  opener = image;
  box.showModal();
}

for (const image of document.querySelectorAll<HTMLImageElement>('.dw-article img')) {
  if (!zoomable(image)) continue;
  image.classList.add('dw-zoomable');
  image.tabIndex = 0;
  image.setAttribute('role', 'button');
  image.setAttribute('aria-label', `Zoom image${image.alt ? `: ${image.alt}` : ''}`);
  image.addEventListener('click', () => open(image));
  image.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    open(image);
  });
}
