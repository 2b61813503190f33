/** One language's code of a request example or a `<CodeGroup>` tab. */
export interface CodeSample {
  /** The tab label: `cURL`, `Python`... */
  readonly label: string;
  /** The language key that the reader's choice is remembered by (`bash`, `python`...). */
  readonly language: string;
  /** The highlighter's language id, for the `language-*` class. */
  readonly syntax: string;
  readonly code: string;
  /** Generated from the operation: the playground regenerates it from what the reader types. */
  readonly generated?: boolean;
}
