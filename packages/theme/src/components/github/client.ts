// Pages with a <GitHub.Repo> card: its description, stars and forks from GitHub's public API,
// fetched once per repository and kept for the browser session (unauthenticated readers may
// make 60 requests an hour). When GitHub does not answer, the card stays as the build drew it.

interface RepoData {
  readonly description: string | null;
  readonly stars: number;
  readonly forks: number;
}

const cacheKey = (slug: string) => `docwright:github:${slug}`;

function cached(slug: string): RepoData | undefined {
  try {
    const text = sessionStorage.getItem(cacheKey(slug));
    return text ? (JSON.parse(text) as RepoData) : undefined;
  } catch {
    return undefined;
  }
}

async function fetchRepo(slug: string): Promise<RepoData> {
  const known = cached(slug);
  if (known) return known;
  const response = await fetch(`https://api.github.com/repos/${slug}`, {
    headers: { accept: 'application/vnd.github+json' },
  });
  if (!response.ok) throw new Error(`GitHub answered ${response.status}`);
  const body = (await response.json()) as {
    description?: unknown;
    stargazers_count?: unknown;
    forks_count?: unknown;
  };
  const data: RepoData = {
    description: typeof body.description === 'string' ? body.description : null,
    stars: typeof body.stargazers_count === 'number' ? body.stargazers_count : 0,
    forks: typeof body.forks_count === 'number' ? body.forks_count : 0,
  };
  try {
    sessionStorage.setItem(cacheKey(slug), JSON.stringify(data));
  } catch {
    // Not kept: the next page asks again.
  }
  return data;
}

const count = new Intl.NumberFormat(document.documentElement.lang || 'en', {
  notation: 'compact',
  maximumFractionDigits: 1,
});

function fill(card: HTMLElement, data: RepoData): void {
  const field = (name: string) => card.querySelector<HTMLElement>(`[data-github-field="${name}"]`);
  const description = field('description');
  if (description && data.description) description.textContent = data.description;
  const stars = field('stars');
  if (stars) stars.textContent = count.format(data.stars);
  const forks = field('forks');
  if (forks) forks.textContent = count.format(data.forks);
  card.dataset.githubState = 'loaded';
}

const cards = [...document.querySelectorAll<HTMLElement>('.dw-github-repo[data-github-repo]')];
const requests = new Map<string, Promise<RepoData>>();
for (const card of cards) {
  const slug = card.dataset.githubRepo ?? '';
  let request = requests.get(slug);
  if (!request) {
    request = fetchRepo(slug);
    requests.set(slug, request);
  }
  request.then(
    (data) => fill(card, data),
    () => {
      card.dataset.githubState = 'failed';
    },
  );
}
