// Opens a pull request through the repository host's API (GitHub's REST API shape).
interface PullRequestInput {
  readonly apiUrl: string;
  readonly token: string | null;
  readonly owner: string;
  readonly name: string;
  readonly head: string;
  readonly base: string;
  readonly title: string;
  readonly body: string;
  readonly signal?: AbortSignal;
}

export class PullRequestError extends Error {
  override name = 'PullRequestError';
}

/** `POST {api}/repos/{owner}/{repo}/pulls`; resolves to the pull request's `html_url`. */
export async function openPullRequest(input: PullRequestInput): Promise<string> {
  if (input.token === null)
    throw new PullRequestError('DOCWRIGHT_GIT_TOKEN is not set, so no pull request can be opened');
  const url = `${input.apiUrl}/repos/${encodeURIComponent(input.owner)}/${encodeURIComponent(input.name)}/pulls`;
  const signals = [AbortSignal.timeout(30_000), ...(input.signal ? [input.signal] : [])];
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: {
        accept: 'application/vnd.github+json',
        authorization: `Bearer ${input.token}`,
        'content-type': 'application/json',
        'user-agent': 'docwright',
        'x-github-api-version': '2022-11-28',
      },
      body: JSON.stringify({ title: input.title, head: input.head, base: input.base, body: input.body }),
      redirect: 'error',
      signal: AbortSignal.any(signals),
    });
  } catch (error) {
    throw new PullRequestError(
      `the pull request could not be opened: ${(error as Error).name === 'TimeoutError' ? 'the host did not answer in 30 s' : 'the host could not be reached'}`,
    );
  }
  const text = await response.text().catch(() => '');
  if (response.status !== 201 && response.status !== 200)
    throw new PullRequestError(
      `the host refused the pull request (HTTP ${response.status}${hostMessage(text)})`,
    );
  let link: unknown;
  try {
    link = (JSON.parse(text) as { html_url?: unknown }).html_url;
  } catch {}
  if (typeof link !== 'string' || !/^https?:\/\/\S+$/.test(link))
    throw new PullRequestError("the host answered without the pull request's html_url");
  return link;
}

/** GitHub's error answers carry a `message`; it is kept short in the job's log. */
function hostMessage(text: string): string {
  try {
    const message = (JSON.parse(text) as { message?: unknown }).message;
    if (typeof message === 'string') return `: ${message.slice(0, 200)}`;
  } catch {}
  return '';
}
