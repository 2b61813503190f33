import { inGroups } from './access.ts';
import { unescapeAttribute } from './attribute-text.ts';
import type { Reader } from './tokens.ts';

// The theme writes the playground's groups, space-separated, as the attribute's value.
const templatePattern = /<template data-dw-auth-playground="([^"]*)">([\s\S]*?)<\/template>/g;

/**
 * Shows each `auth` playground of a page to a signed-in reader in its groups (the build leaves it
 * in an inert `<template>`) and removes it for everyone else, so other readers never receive it.
 */
export function revealAuthPlaygrounds(html: string, reader: Reader | undefined): string {
  return html.replace(templatePattern, (_whole, groups: string, inner: string) => {
    if (!reader) return '';
    const names = unescapeAttribute(groups).split(' ').filter(Boolean);
    return inGroups(names, reader) ? inner : '';
  });
}
