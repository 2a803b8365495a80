/**
 * The languages the app is shown in, and so the ones an account's texts are worded in
 * (docs/rules/accounts.md#language).
 */
export const LANGUAGES = ['en', 'ne'] as const;
export type Language = (typeof LANGUAGES)[number];

/**
 * The language an `Accept-Language` header asks for: the app sends `ne` or `en`; a browser's own list
 * ('ne-NP,en;q=0.8') counts by its first tag. Anything else is no answer (null), never an error.
 */
export function languageOf(header: string | undefined | null): Language | null {
  const first = /^\s*([a-z]{2})(?:-[a-z0-9-]*)?\s*(?:[;,]|$)/i.exec(header ?? '')?.[1]?.toLowerCase();
  return LANGUAGES.find((language) => language === first) ?? null;
}

const DEVANAGARI_ZERO = 0x0966;

/** The text with its Latin digits written in Devanagari ('#42' → '#४२'), for texts sent to a Nepali reader. */
export const devanagariDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => String.fromCharCode(DEVANAGARI_ZERO + Number(digit)));
