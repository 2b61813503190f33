/**
 * What Mintlify's user data format carries beyond the reader's groups (docs/server.md,
 * Personalization): `content`, which pages show through `{user.<field>}`, and
 * `apiPlaygroundInputs`, the values the playground starts with. Everything here came from the
 * identity provider and is shown as text only.
 */
export interface UserData {
  readonly content?: Readonly<Record<string, unknown>>;
  readonly apiPlaygroundInputs?: PlaygroundInputs;
}

/** Values by field name, for each place a request carries them. */
export interface PlaygroundInputs {
  readonly header?: Readonly<Record<string, string>>;
  readonly query?: Readonly<Record<string, string>>;
  readonly cookie?: Readonly<Record<string, string>>;
  readonly server?: Readonly<Record<string, string>>;
}

const inputPlaces = ['header', 'query', 'cookie', 'server'] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The user data of a token's (or a session's) claims; keys of the wrong shape are left out. */
export function readUserData(claims: Record<string, unknown>): UserData {
  const content = isRecord(claims.content) ? claims.content : undefined;
  const inputs = readPlaygroundInputs(claims.apiPlaygroundInputs);
  return {
    ...(content && Object.keys(content).length > 0 && { content }),
    ...(inputs && { apiPlaygroundInputs: inputs }),
  };
}

/** The claims that carry user data into the session token. */
export function userDataClaims(data: UserData): Record<string, unknown> {
  return {
    ...(data.content && { content: data.content }),
    ...(data.apiPlaygroundInputs && { apiPlaygroundInputs: data.apiPlaygroundInputs }),
  };
}

/** Each place's values as text (numbers and booleans written out); other values are left out. */
function readPlaygroundInputs(raw: unknown): PlaygroundInputs | undefined {
  if (!isRecord(raw)) return undefined;
  const inputs: Record<string, Record<string, string>> = {};
  for (const place of inputPlaces) {
    const values = raw[place];
    if (!isRecord(values)) continue;
    const kept = Object.entries(values).flatMap(([name, value]) =>
      typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
        ? [[name, String(value)] as const]
        : [],
    );
    if (kept.length > 0) inputs[place] = Object.fromEntries(kept);
  }
  return Object.keys(inputs).length > 0 ? inputs : undefined;
}
