/** One example response body, shown in the endpoint page's examples column. */
export interface ResponseExampleView {
  /** `200`, `4XX`, `default`. */
  readonly status: string;
  /** The other statuses that answer with this same response (`404`, `500` after `400`): shown once, all named. */
  readonly sharedBy?: readonly string[];
  /** Empty for a response without a body (`204`). */
  readonly mediaType: string;
  /** The named example's summary or name, when the spec gives several for one media type. */
  readonly title?: string;
  /** The body as the reader sees it (JSON pretty-printed). */
  readonly code: string;
  /** The highlighter's language id. */
  readonly language: string;
  /** Made from the schema because the spec gives no example. */
  readonly generated: boolean;
}
