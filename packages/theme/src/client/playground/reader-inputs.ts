import type { PlaygroundAuth, PlaygroundModel } from '@docwright/page-model';

/**
 * Mintlify's `apiPlaygroundInputs` of the signed-in reader, which `docs serve` writes into the page
 * they asked for (docs/server.md, Personalization); absent on a static host and for other readers.
 */
type ReaderInputs = Partial<Record<'header' | 'query' | 'cookie' | 'server', Record<string, string>>>;

function readerInputs(): ReaderInputs | undefined {
  const text = document.getElementById('dw-reader-inputs')?.textContent;
  if (!text) return undefined;
  try {
    const inputs = JSON.parse(text) as unknown;
    return typeof inputs === 'object' && inputs !== null ? (inputs as ReaderInputs) : undefined;
  } catch {
    return undefined;
  }
}

/** A value by name; header names match whatever their case. */
function namedValue(
  values: Record<string, string> | undefined,
  name: string,
  anyCase: boolean,
): string | undefined {
  if (!values) return undefined;
  if (Object.hasOwn(values, name)) return values[name];
  if (!anyCase) return undefined;
  const key = Object.keys(values).find((each) => each.toLowerCase() === name.toLowerCase());
  return key === undefined ? undefined : values[key];
}

/** What goes in a scheme's inputs, by input name, from the reader's values. */
function authValues(auth: PlaygroundAuth, inputs: ReaderInputs): [string, string][] {
  if (auth.kind === 'apiKey') {
    const value = namedValue(inputs[auth.in], auth.name, auth.in === 'header');
    return value === undefined ? [] : [[`auth-${auth.scheme}`, value]];
  }
  const authorization = namedValue(inputs.header, 'Authorization', true);
  if (authorization === undefined) return [];
  if (auth.kind === 'basic') {
    const encoded = /^basic\s+(\S+)$/i.exec(authorization)?.[1];
    if (!encoded) return [];
    try {
      const [username = '', ...password] = atob(encoded).split(':');
      return [
        [`auth-${auth.scheme}-username`, username],
        [`auth-${auth.scheme}-password`, password.join(':')],
      ];
    } catch {
      return [];
    }
  }
  const prefix = auth.kind === 'custom' ? auth.prefix : 'Bearer';
  const token = authorization.toLowerCase().startsWith(`${prefix.toLowerCase()} `)
    ? authorization.slice(prefix.length + 1).trim()
    : authorization;
  return [[`auth-${auth.scheme}`, token]];
}

/**
 * Fills the playground with the signed-in reader's own values: the operation's security schemes
 * (an API key by its name and place, `Authorization` for bearer, basic and custom schemes), its
 * header, query and cookie parameters of the same names, and the servers' variables.
 */
export function prefillReaderInputs(form: HTMLFormElement, model: PlaygroundModel): void {
  const inputs = readerInputs();
  if (!inputs) return;
  const set = (name: string, value: string) => {
    const input = form.querySelector<HTMLInputElement | HTMLSelectElement>(`[name="${CSS.escape(name)}"]`);
    if (!input || input.type === 'file') return;
    if (input instanceof HTMLSelectElement && ![...input.options].some((option) => option.value === value))
      return;
    input.value = value;
  };
  for (const auth of model.auth) for (const [name, value] of authValues(auth, inputs)) set(name, value);
  for (const field of model.parameters) {
    if (field.in !== 'header' && field.in !== 'query' && field.in !== 'cookie') continue;
    const value = namedValue(inputs[field.in], field.name, field.in === 'header');
    if (value !== undefined) set(`${field.in}-${field.name}`, value);
  }
  model.servers.forEach((server, index) => {
    for (const variable of server.variables) {
      const value = namedValue(inputs.server, variable.name, false);
      if (value !== undefined) set(`server-${index}-${variable.name}`, value);
    }
  });
}
