import type { Response } from '../model.ts';

/** A response and the other statuses that answer with the very same one (description, body, headers, links). */
export interface SharedResponse {
  readonly response: Response;
  /** Every status it stands for, `response.status` first, in the spec's order. */
  readonly statuses: readonly string[];
}

const isError = (status: string) => /^[45]/.test(status) || status === 'default';

/**
 * The operation's responses with the error statuses that share one response (`400`, `404` and
 * `500` all `$ref`ing `#/components/responses/Error`) as one, at the first one's place: readers see
 * the body once with its statuses named instead of the same body under each. Success statuses stay
 * apart: their bodies differ in meaning even when they match in form.
 */
export function groupSharedResponses(responses: readonly Response[]): SharedResponse[] {
  const groups: { response: Response; statuses: string[]; key: string | undefined }[] = [];
  for (const response of responses) {
    const key = isError(response.status) ? sameness(response) : undefined;
    const same = key !== undefined ? groups.find((group) => group.key === key) : undefined;
    if (same) same.statuses.push(response.status);
    else groups.push({ response, statuses: [response.status], key });
  }
  return groups.map(({ response, statuses }) => ({ response, statuses }));
}

/** What two responses must share to be shown once; `undefined` for one without a body. */
function sameness(response: Response): string | undefined {
  if (response.content.length === 0) return undefined;
  try {
    const { status: _status, ...rest } = response;
    return JSON.stringify(rest);
  } catch {
    // A cyclic value (a schema resolved into itself): shown apart rather than compared.
    return undefined;
  }
}
