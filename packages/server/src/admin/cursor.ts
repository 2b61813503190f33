// Opaque list cursors: the position a page ended at, encoded so clients do not build their own.
const prefix = 'j1:';
/** The largest PostgreSQL `bigint`. */
const maxSeq = 9_223_372_036_854_775_807n;

export function encodeCursor(seq: bigint): string {
  return Buffer.from(`${prefix}${seq}`).toString('base64url');
}

/** The position in a cursor, or null when it is not one this server made. */
export function decodeCursor(cursor: string): bigint | null {
  if (!/^[A-Za-z0-9_-]{1,64}$/.test(cursor)) return null;
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  if (!text.startsWith(prefix)) return null;
  const digits = text.slice(prefix.length);
  if (!/^[1-9][0-9]{0,18}$/.test(digits)) return null;
  const seq = BigInt(digits);
  // Positions are `bigserial` values: past PostgreSQL's bigint, the database would refuse the query.
  return seq <= maxSeq ? seq : null;
}
