/**
 * docs/rules/texts.md#error-catalogue: words that many screens say alike, written out once so that every test pins the
 * same text and a changed word fails each screen that says it (the machines' own copies are not imported on purpose).
 */
export const LOGIN_FIRST = 'please login first..';
export const ADMIN_REFUSED = "you can't perform this action as admin...";
