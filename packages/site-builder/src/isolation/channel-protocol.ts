import { z } from 'zod';
import { maxAudienceSearchIndexes } from './search-audiences.ts';

/**
 * What a build run for a repository may send its parent (see `isolated-channel.ts`): the calls a
 * Docwright build makes, with the values it passes, and its report. The build runs the
 * repository's code, so each message is checked here before it reaches Pagefind or esbuild.
 */

const MiB = 1024 * 1024;

/**
 * Bounds on what one build sends. Measured: Stripe's API (417 endpoint pages) sends 45.8 MB in
 * all, 110 KB a page on average and 0.57 MB for its largest page.
 */
export const channelLimits = {
  /** One message: seven times Stripe's largest page. */
  messageBytes: 4 * MiB,
  /** A whole build: 10,000 pages at twice Stripe's average. */
  totalBytes: 2048 * MiB,
  /** Calls not yet answered: the build keeps 16 pages and the client bundles in flight. */
  inFlight: 24,
  /**
   * Calls of each method in one build: a page is indexed once; the site's index and one for each
   * audience of group-only pages are made one after the other, each read and deleted once (twice
   * when the build fails meanwhile); the client bundles are asked for once.
   */
  calls: {
    createSearchIndex: 1 + maxAudienceSearchIndexes,
    addHTMLFile: 40_000,
    getFiles: 1 + maxAudienceSearchIndexes,
    deleteIndex: 2 * (1 + maxAudienceSearchIndexes),
    clientBundles: 1,
  },
} as const;

export type ChannelLimits = {
  readonly messageBytes: number;
  readonly totalBytes: number;
  readonly inFlight: number;
  readonly calls: { readonly [M in Method]: number };
};

const noControl = /^[^\p{Cc}\p{Cs}]*$/u;

/** A language tag as Pagefind takes it (longer ones make it panic). */
const language = z
  .string()
  .max(20)
  .regex(/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8}){0,2}$/, 'not a language tag such as en or pt-BR');

const selector = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\x20-\x7e]+$/, 'not a printable CSS selector');

/** A page's address on the site: `/`, or `/` and segments, none of them `.` or `..`. */
const sitePath = z
  .string()
  .max(2048)
  .regex(noControl, 'control characters')
  .refine(
    (path) => path.startsWith('/') && !path.startsWith('//') && !path.includes('\\'),
    'not a path on the site (one / first)',
  )
  .refine(
    (path) => !path.split('/').some((segment) => segment === '.' || segment === '..'),
    'a . or .. segment',
  );

const searchIndexOptions = z.strictObject({
  forceLanguage: language.optional(),
  excludeSelectors: z.array(selector).max(32),
});

const htmlFile = z.strictObject({
  url: sitePath,
  content: z.string().max(channelLimits.messageBytes),
});

const arguments_ = {
  createSearchIndex: searchIndexOptions,
  addHTMLFile: htmlFile,
  getFiles: z.undefined(),
  deleteIndex: z.undefined(),
  clientBundles: z.undefined(),
};

export type Method = keyof typeof arguments_;

const call = z.strictObject({
  kind: z.literal('call'),
  id: z.int().nonnegative(),
  method: z.enum(Object.keys(arguments_) as [Method, ...Method[]]),
  argument: z.unknown().optional(),
});

/** A call as the parent answers it, its argument checked. */
export type Call =
  | {
      readonly kind: 'call';
      readonly id: number;
      readonly method: 'createSearchIndex';
      readonly argument: z.infer<typeof searchIndexOptions>;
    }
  | {
      readonly kind: 'call';
      readonly id: number;
      readonly method: 'addHTMLFile';
      readonly argument: z.infer<typeof htmlFile>;
    }
  | {
      readonly kind: 'call';
      readonly id: number;
      readonly method: 'getFiles' | 'deleteIndex' | 'clientBundles';
    };

/** Diagnostics in a build's report, at most (errors first): 3 MB of typical ones. */
export const reportedDiagnostics = 10_000;

const text = z.string().max(64 * 1024);
const position = z.int().nonnegative().optional();

/** A diagnostic's fields (see `reportOverChannel`); any others are dropped. */
const diagnostic = z.object({
  code: z.string().max(200),
  severity: z.enum(['error', 'warning']),
  message: text,
  hint: text.optional(),
  file: text.optional(),
  line: position,
  column: position,
  jsonPath: text.optional(),
  frame: text.optional(),
});

const report = z.strictObject({
  kind: z.literal('result'),
  ok: z.boolean(),
  pages: z.int().nonnegative(),
  endpoints: z.int().nonnegative(),
  diagnostics: z.array(diagnostic).max(reportedDiagnostics),
});

type Report = z.infer<typeof report>;

type Checked =
  | { readonly ok: true; readonly message: Call | Report }
  | { readonly ok: false; readonly reason: string };

/** The message when it is a call or a report the protocol allows; otherwise what is wrong with it. */
export function checkMessage(value: unknown): Checked {
  const kind = (value as { kind?: unknown } | null)?.kind;
  if (kind === 'result') {
    const parsed = report.safeParse(value);
    return parsed.success
      ? { ok: true, message: parsed.data }
      : { ok: false, reason: describe('its report', parsed.error) };
  }
  const parsed = call.safeParse(value);
  if (!parsed.success) return { ok: false, reason: describe('a message', parsed.error) };
  const { id, method } = parsed.data;
  const argument = arguments_[method].safeParse(parsed.data.argument);
  if (!argument.success) return { ok: false, reason: describe(`${method}'s argument`, argument.error) };
  return { ok: true, message: { kind: 'call', id, method, argument: argument.data } as Call };
}

/** An unknown field, or else the first issue, as `subject: field: what` (names the build chose cut short). */
function describe(subject: string, error: z.ZodError): string {
  const issue = error.issues.find((each) => each.code === 'unrecognized_keys') ?? error.issues[0];
  if (!issue) return `${subject}: invalid`;
  const path = issue.path.map((key) => short(String(key))).join('.');
  const what =
    issue.code === 'unrecognized_keys'
      ? `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys
          .slice(0, 3)
          .map((key) => JSON.stringify(short(key)))
          .join(', ')}`
      : issue.message.replace(/^(Invalid input|Invalid option|Too big|Too small): /, '');
  return `${subject}: ${path ? `${path}: ` : ''}${what}`;
}

function short(name: string): string {
  return name.length > 40 ? `${name.slice(0, 40)}…` : name;
}
