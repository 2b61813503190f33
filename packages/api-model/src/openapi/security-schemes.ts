import type { SecurityScheme } from '../model.ts';
import { isRecord } from './refs.ts';

/** `components.securitySchemes` (OpenAPI and AsyncAPI alike) by name; schemes without a `type` are skipped. */
export function readSecuritySchemes(raw: unknown): Record<string, SecurityScheme> {
  if (!isRecord(raw)) return {};
  return Object.fromEntries(
    Object.entries(raw).flatMap(([name, scheme]) => {
      if (!isRecord(scheme) || typeof scheme.type !== 'string') return [];
      const pick = (key: string) => (typeof scheme[key] === 'string' ? { [key]: scheme[key] } : {});
      return [
        [
          name,
          {
            type: scheme.type,
            ...pick('description'),
            ...pick('name'),
            ...pick('in'),
            ...pick('scheme'),
            ...pick('bearerFormat'),
            // Mintlify's `x-default`: the value the playground's auth input starts with.
            ...(typeof scheme['x-default'] === 'string' && { defaultValue: scheme['x-default'] }),
            ...authorizationCodeFlow(scheme),
          },
        ],
      ];
    }),
  );
}

function authorizationCodeFlow(scheme: Record<string, unknown>): Pick<SecurityScheme, 'authorizationCode'> {
  const flow = isRecord(scheme.flows) ? scheme.flows.authorizationCode : undefined;
  if (!isRecord(flow) || typeof flow.authorizationUrl !== 'string' || typeof flow.tokenUrl !== 'string')
    return {};
  const scopes = isRecord(flow.scopes) ? Object.keys(flow.scopes) : [];
  return { authorizationCode: { authorizationUrl: flow.authorizationUrl, tokenUrl: flow.tokenUrl, scopes } };
}
