import type { LookupAddress } from 'node:dns';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { refusedAddressKind } from './addresses.ts';
import type { ProxyAllowlist } from './allowlist.ts';

type DestinationCheck =
  | { readonly ok: true; readonly addresses: readonly LookupAddress[] }
  | { readonly ok: false; readonly status: 403 | 502; readonly reason: string };

/**
 * Whether the proxy may connect to `url`, and the addresses it checked: the transport connects
 * to exactly these, so DNS cannot answer differently between the check and the connection.
 */
export async function checkDestination(url: URL, allowlist: ProxyAllowlist): Promise<DestinationCheck> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return refused(`only http: and https: URLs can be proxied, not ${url.protocol}`);
  if (url.username || url.password)
    return refused('the URL carries credentials; send them in an Authorization header instead');
  const origin = allowlist.match(url);
  if (!origin) {
    const declared = allowlist.origins.map((allowed) => allowed.display);
    return refused(
      `${url.origin} is not a server of any spec on this site. Add it to the spec's \`servers\` ` +
        `to call it from the playground${declared.length ? ` (declared: ${summarize(declared)})` : ''}.`,
    );
  }
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: LookupAddress[];
  try {
    addresses = isIP(hostname)
      ? [{ address: hostname, family: isIP(hostname) }]
      : await lookup(hostname, { all: true, verbatim: true });
  } catch (error) {
    return {
      ok: false,
      status: 502,
      reason: `${url.origin} is unreachable: cannot resolve ${hostname} (${(error as NodeJS.ErrnoException).code ?? (error as Error).message}).`,
    };
  }
  if (addresses.length === 0) return { ok: false, status: 502, reason: `${hostname} has no address.` };
  // A server the spec names exactly is the author's choice (a local mock server, an intranet API).
  if (origin.explicit) return { ok: true, addresses };
  for (const { address } of addresses) {
    const kind = refusedAddressKind(address);
    if (kind)
      return refused(
        `${url.origin} resolves to ${address}, a ${kind} address, and the spec only allows it through the pattern ` +
          `${origin.display}. Private and local addresses are reached only when a spec's server names the host exactly; ` +
          `add "${url.origin}" to the spec's \`servers\`.`,
      );
  }
  return { ok: true, addresses };
}

const refused = (reason: string) => ({ ok: false, status: 403, reason: `Refused: ${reason}` }) as const;

function summarize(items: readonly string[]): string {
  return items.length > 5 ? `${items.slice(0, 5).join(', ')} and ${items.length - 5} more` : items.join(', ');
}
