/**
 * Audiences of group-only pages that get a search index of their own, at most (the first by
 * `audienceId`): a build that `docs serve` runs for a repository may ask for this many indexes
 * besides the site's (`isolation/channel-protocol.ts`).
 */
export const maxAudienceSearchIndexes = 32;
