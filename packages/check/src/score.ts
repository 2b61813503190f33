import { type CheckId, type CheckResult, checkIds, type ScoreCheck } from './check-result.ts';
import { openApiSpec, sitemapExists, structuredData } from './checks/discovery.ts';
import { llmsTxtFullExists, llmsTxtFullSize, llmsTxtFullValid } from './checks/llms-full.ts';
import {
  llmsTxtExists,
  llmsTxtLinksMarkdown,
  llmsTxtLinksResolve,
  llmsTxtSize,
  llmsTxtValid,
} from './checks/llms-txt.ts';
import { contentNegotiationMarkdown, contentNegotiationPlaintext } from './checks/negotiation.ts';
import { robotsTxtAllowsAI } from './checks/robots.ts';
import type { SiteReader } from './site-reader.ts';
import { SiteUnderCheck } from './site-under-check.ts';

const checks: Record<CheckId, ScoreCheck> = {
  robotsTxtAllowsAI,
  llmsTxtExists,
  llmsTxtValid,
  llmsTxtSize,
  llmsTxtLinksResolve,
  llmsTxtLinksMarkdown,
  llmsTxtFullExists,
  llmsTxtFullSize,
  llmsTxtFullValid,
  openApiSpec,
  sitemapExists,
  structuredData,
  contentNegotiationMarkdown,
  contentNegotiationPlaintext,
};

export interface Score {
  /** 0 to 100: a pass counts 1, a warning 1/2, a failure 0, over the checks that ran. */
  readonly value: number;
  readonly pass: number;
  readonly warn: number;
  readonly fail: number;
  readonly skip: number;
}

export interface ScoreReport {
  readonly checks: readonly CheckResult[];
  readonly score: Score;
}

/** Runs every site score check over one site (built folder or live server). */
export async function runScoreChecks(source: SiteReader | SiteUnderCheck): Promise<ScoreReport> {
  const site = source instanceof SiteUnderCheck ? source : new SiteUnderCheck(source);
  const results: CheckResult[] = [];
  // One at a time: they share reads, and a live site should not see a burst of requests.
  for (const id of checkIds) results.push({ id, ...(await checks[id](site)) });
  return { checks: results, score: scoreOf(results) };
}

/** Runs one check, for tests and tools that need a single answer. */
export async function runScoreCheck(reader: SiteReader, id: CheckId): Promise<CheckResult> {
  return { id, ...(await checks[id](new SiteUnderCheck(reader))) };
}

export function scoreOf(results: readonly CheckResult[]): Score {
  const tally = { pass: 0, warn: 0, fail: 0, skip: 0 };
  for (const result of results) tally[result.status] += 1;
  const counted = tally.pass + tally.warn + tally.fail;
  const value = counted === 0 ? 0 : Math.round((100 * (tally.pass + tally.warn / 2)) / counted);
  return { value, ...tally };
}
