import type { ApiSpec, Operation } from '@docwright/api-model';
import { humanizeIdentifier } from '@docwright/api-model';

/** A leading path segment that names no resource: `api`, `v1`, `v2beta1`, `2024-01-01`. */
const prefixSegment = /^(api|rest|v\d+([a-z]+\d*)?|\d{4}-\d{2}-\d{2})$/i;

/**
 * The resource a path is about, as a sidebar group title: its first segment after any `api` and
 * version segments, not a path parameter (`/v1/payment_intents/{intent}` -> `Payment intents`).
 * Undefined for a path of only such segments (`/`, `/v1`).
 */
export function resourceTitle(path: string): string | undefined {
  const segment = path
    .split('/')
    .filter((part) => part !== '' && !part.includes('{'))
    .find((part) => !prefixSegment.test(part));
  return segment === undefined ? undefined : humanizeIdentifier(segment);
}

const tagless = new WeakMap<ApiSpec, boolean>();

/**
 * Whether a spec's operations are grouped by resource: none of its operations has a tag, so the
 * tags give the sidebar no groups (Stripe's spec lists 417 operations and no tags).
 */
export function groupsByResource(spec: ApiSpec): boolean {
  let found = tagless.get(spec);
  if (found === undefined) {
    found = spec.operations.every((operation) => operation.webhook || operation.tags.length === 0);
    tagless.set(spec, found);
  }
  return found;
}

/** The resource group of an untagged operation of a tagless spec; the spec's title for a bare path. */
export function resourceGroup(spec: ApiSpec, operation: Operation): string {
  return resourceTitle(operation.path) ?? spec.title;
}
