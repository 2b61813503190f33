import type { SiteUnderCheck } from './site-under-check.ts';

/** The site score checks `docs check` runs (docs/cli.md), in the order reports list them. */
export const checkIds = [
  'robotsTxtAllowsAI',
  'llmsTxtExists',
  'llmsTxtValid',
  'llmsTxtSize',
  'llmsTxtLinksResolve',
  'llmsTxtLinksMarkdown',
  'llmsTxtFullExists',
  'llmsTxtFullSize',
  'llmsTxtFullValid',
  'openApiSpec',
  'sitemapExists',
  'structuredData',
  'contentNegotiationMarkdown',
  'contentNegotiationPlaintext',
] as const;

export type CheckId = (typeof checkIds)[number];

/** `skip`: the check cannot run here (content negotiation needs a server) and does not count. */
export type CheckStatus = 'pass' | 'warn' | 'fail' | 'skip';

export interface CheckResult {
  readonly id: CheckId;
  readonly status: CheckStatus;
  /** What was found, in a sentence: why it passed, or what to change. */
  readonly reason: string;
}

export type Verdict = Omit<CheckResult, 'id'>;

export type ScoreCheck = (site: SiteUnderCheck) => Promise<Verdict>;

export const pass = (reason: string): Verdict => ({ status: 'pass', reason });
export const warn = (reason: string): Verdict => ({ status: 'warn', reason });
export const fail = (reason: string): Verdict => ({ status: 'fail', reason });
export const skip = (reason: string): Verdict => ({ status: 'skip', reason });
