/**
 * Shows the variables of the chosen server only: the inputs of every server's variables are in
 * the form (`data-server` holds their server's index), and a server without variables has none to show.
 */
export function showChosenServerVariables(form: HTMLFormElement): void {
  const choice = form.querySelector<HTMLSelectElement>('select[name="server"]');
  const show = () => {
    const chosen = choice?.value ?? '0';
    for (const field of form.querySelectorAll<HTMLElement>('[data-server]'))
      field.hidden = field.dataset.server !== chosen;
  };
  choice?.addEventListener('change', show);
  show();
}
