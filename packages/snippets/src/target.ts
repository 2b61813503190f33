import type { SnippetRequest } from './request.ts';

/** One language's generator: the code a reader pastes to make the request with that language's usual client. */
export interface SnippetTarget {
  /** The `api.examples.languages` key: `bash`, `python`, `c++`... */
  readonly key: string;
  /** What the tab says: `cURL`, `Python`, `C#`... */
  readonly label: string;
  /** The HTTP client the code uses, as the package README names it. */
  readonly client: string;
  /** The file the code is saved as to run it: `curl.sh`, `requests.py`, `main.go`... */
  readonly fileName: string;
  /** The highlighter's language id. */
  readonly syntax: string;
  readonly generate: (request: SnippetRequest) => string;
}
