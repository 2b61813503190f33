/**
 * In progress this session: items other branches are building (themes, fonts, background,
 * eyebrows; Tabs, Frame, Steps, field pills, View, Banner, Update and RSS, CodeBlock, Mermaid ELK;
 * OpenAPI authMethod; Shiki theme objects). The no-silent-drop test neither fails nor asks for a
 * warning for them; empty each list as those branches merge.
 */
export const configKeysInProgress: readonly RegExp[] = [];

export const frontmatterInProgress: readonly string[] = [];

export const propsInProgress: readonly string[] = [];
