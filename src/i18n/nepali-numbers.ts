import type { I18n, MessageDescriptor } from '@lingui/core';
import { formatNumber } from './format';

/**
 * The locales Lingui writes numbers with while Nepali is shown (a plural's `#`, `{n, number}`, `i18n.number`), and
 * reads its plural rules from. Chromium has plural rules for `ne` but no number data: it skips `ne` and, with only
 * `ne` asked for, falls back to the browser's own locale, dropping `-u-nu-deva`, and writes '14' for '१४'. `en-IN`
 * (which it has) writes numbers as Nepali does, grouped in lakhs ('९,८७,६५४'), and keeps the Devanagari digits its
 * `-u-nu-deva` asks for. Where `ne` has its data (Node's full ICU) `ne` itself is used, to the same effect.
 */
export const NEPALI_NUMBER_LOCALES = ['ne-NP-u-nu-deva', 'ne', 'en-IN-u-nu-deva'];

/**
 * The number format Lingui writes a plural's `#` with in Nepali: the digits named outright too, so they stay
 * Devanagari where the runtime has data for neither locale above (ICU data does not decide the numbering system an
 * option names).
 */
export const NEPALI_COUNT_FORMAT: Intl.NumberFormatOptions = { numberingSystem: 'deva' };

type Options = { formats?: Record<string, unknown> } & Record<string, unknown>;

type Values = Record<string, unknown>;
type Token = string | [string, string?, Record<string, unknown>?];

/** The names a compiled message shows as they are (`{number}`), not those it only counts with (`{count, plural…}`). */
function plainNames(tokens: unknown, plain = new Set<string>(), counted = new Set<string>()) {
  if (!Array.isArray(tokens)) return { plain, counted };
  for (const token of tokens as Token[]) {
    if (!Array.isArray(token)) continue;
    const [name, type, cases] = token;
    if (!type) plain.add(name);
    else counted.add(name);
    for (const branch of Object.values(cases ?? {})) plainNames(branch, plain, counted);
  }
  return { plain, counted };
}

/**
 * While Nepali is shown, a number put into a text ('Order #{number}', 'table {table}') is written in Devanagari digits,
 * wherever the text is built (a view, a machine's `text()`, a contract message): Lingui itself puts a plain value in as
 * JavaScript writes it. Strings are left as given: a payment reference or a phone number is copied and compared as
 * written. A value a plural also counts with stays a number, or the plural would lose its count.
 */
export function writeNumbersInNepali(i18n: I18n) {
  const translate = i18n._.bind(i18n) as (id: unknown, values?: Values, options?: Options) => string;
  const inNepali = (id: string, values: Values | undefined): Values | undefined => {
    if (!values) return values;
    const { plain, counted } = plainNames(i18n.messages[id]);
    const written: Values = { ...values };
    for (const name of plain) {
      const value = values[name];
      if (typeof value === 'number' && !counted.has(name)) written[name] = formatNumber(i18n, value);
    }
    return written;
  };
  const nepali = (id: string | MessageDescriptor, values?: Values, given?: Options): string => {
    if (i18n.locale !== 'ne') return translate(id, values, given);
    // Lingui writes `#` with the format named `number`, when a message is given formats at all.
    const options = { ...given, formats: { number: NEPALI_COUNT_FORMAT, ...given?.formats } };
    if (typeof id === 'string') return translate(id, inNepali(id, values), options);
    return translate({ ...id, values: inNepali(id.id ?? '', id.values) }, values, options);
  };
  i18n._ = nepali as I18n['_'];
  i18n.t = nepali as I18n['t'];
}
