/**
 * A text a machine hands its view: the English words, which are also the message id the view translates with
 * (`i18n._(text)`), and the values its placeholders take. Machines know no language runtime; the view renders the
 * text in the language chosen when it renders, so a label survives a language switch.
 */
export type Text = string | { id: string; values: Record<string, string | number> };

/** A text with placeholders: `text(/*i18n*\/ '{count} items', { count })`. */
export const text = (id: string, values: Record<string, string | number>): Text => ({ id, values });
