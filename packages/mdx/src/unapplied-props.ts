/**
 * Props of built-in components that Mintlify documents and Docwright does not apply yet, by
 * component, each with what the reader does not get. A page that passes one gets a located
 * `page/not-supported` warning (test/oracle/no-silent-drop.test.ts checks that every documented
 * prop either changes the page or is listed here).
 */
export const unappliedProps: Readonly<Record<string, Readonly<Record<string, string>>>> = {};
