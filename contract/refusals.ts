import * as z from 'zod/mini';
import { formatClock } from './opening-hours';

/**
 * Refusals that carry numbers or names (docs/rules/api.md#refusals-with-values): the server answers
 * `{detail, code, values}`, `detail` being the English below filled in (the words API clients and the spec's texts
 * have always read), and the app words `code` with `values` in the reader's language (src/i18n/refusal-words.ts).
 * Each text is ICU MessageFormat and the Lingui message id its Nepali translation hangs on.
 */
const KINDS = {
  /** Rupees: 'Rs. 600.00'. */
  money: z.number(),
  count: z.number(),
  /** 'HH:MM' on the restaurant's clock, shown in 12-hour time. */
  clock: z.string(),
  /** A name from the data (a dish, an option group), shown as it is. */
  name: z.string(),
  /** One of the app's own labels (a way of ordering, an order status): an English text the app translates. */
  label: z.string(),
  /** A label written inside a sentence, in lower case. */
  lower: z.string(),
  /** Names joined with commas. */
  list: z.array(z.string()),
  /** Names joined with commas and a last 'and'. */
  andList: z.array(z.string()),
};
type Kind = keyof typeof KINDS;
type KindValue = { [K in Kind]: z.infer<(typeof KINDS)[K]> };

const coded = <const V extends Record<string, Kind>>(text: string, values: V) => ({ text, values });

export const REFUSALS = {
  belowMinimum: coded(/*i18n*/ 'Delivery needs an order of at least {minimum}. Add {short} more, or choose pickup.', {
    minimum: 'money',
    short: 'money',
  }),
  tableUnknown: coded(/*i18n*/ 'We have tables 1 to {tables}. Please check the number on your table.', { tables: 'count' }),
  wayNotOffered: coded(/*i18n*/ '{way} is not available right now. Please choose another way.', { way: 'label' }),
  payNotOffered: coded(/*i18n*/ '{method} is not offered for {way}. Please choose another way to pay.', {
    method: 'label',
    way: 'lower',
  }),
  tooManyCash: coded(
    /*i18n*/ 'You already have {limit} {limit, plural, one {order} other {orders}} to pay in cash. Please pay for one at the counter first, or pay online.',
    { limit: 'count' },
  ),
  tooManyUnpaid: coded(
    /*i18n*/ 'You already have {limit} unpaid {limit, plural, one {order} other {orders}}. Pay for one or remove it in My Orders first.',
    { limit: 'count' },
  ),
  closed: coded(/*i18n*/ 'Sorry, we are closed right now. We take orders from {opening} to {closing}.', {
    opening: 'clock',
    closing: 'clock',
  }),
  paused: coded(/*i18n*/ 'We are not taking new orders until {until}. Please order again then.', { until: 'clock' }),
  slotFull: coded(/*i18n*/ 'We are fully booked for now. The next free time is {next} today.', { next: 'clock' }),
  soldOut: coded(/*i18n*/ '{names} {count, plural, one {is} other {are}} sold out.', { names: 'andList', count: 'count' }),
  mealsGone: coded(/*i18n*/ '{names} is no longer on the menu. Please order again from your cart.', { names: 'list' }),
  nothingToReorder: coded(/*i18n*/ 'None of these meals is on the menu any more: {names}.', { names: 'list' }),
  notPayable: coded(/*i18n*/ 'This order is {status}: there is nothing to pay.', { status: 'lower' }),
  ordersUnknown: coded(/*i18n*/ 'No order has the {count, plural, one {id} other {ids}} {ids}.', {
    ids: 'andList',
    count: 'count',
  }),
  notInKitchen: coded(
    /*i18n*/ '{count, plural, one {Order} other {Orders}} {numbers} {count, plural, one {is} other {are}} not paid yet: only a paid order is acknowledged.',
    { numbers: 'andList', count: 'count' },
  ),
  illegalStatus: coded(/*i18n*/ 'An order that is {from} cannot become {to}.', { from: 'lower', to: 'lower' }),
  noHalf: coded(/*i18n*/ '{meal} is not served as a half plate.', { meal: 'name' }),
  optionGone: coded(/*i18n*/ 'An option chosen for {meal} is not offered any more. Please choose again.', { meal: 'name' }),
  oneOnly: coded(/*i18n*/ 'Choose only one {group}.', { group: 'name' }),
  waitForCode: coded(/*i18n*/ 'Too many wrong codes for this number today. Please wait {minutes} {minutes, plural, one {minute} other {minutes}} before trying again.', {
    minutes: 'count',
  }),
  accountHeld: coded(/*i18n*/ 'Too many failed logins for this account. Please wait {minutes} {minutes, plural, one {minute} other {minutes}} before trying again.', {
    minutes: 'count',
  }),
  uploadBudgetSpent: coded(
    /*i18n*/ 'You have sent many large pictures in the last minute. Please wait {seconds} seconds and try again.',
    { seconds: 'count' },
  ),
  uploadCoolingDown: coded(
    /*i18n*/ 'Your last picture arrived too slowly. Please wait {seconds} seconds and try again on a better connection.',
    { seconds: 'count' },
  ),
} as const;

export type RefusalCode = keyof typeof REFUSALS;
export type RefusalValues<C extends RefusalCode> = {
  -readonly [K in keyof (typeof REFUSALS)[C]['values']]: KindValue[(typeof REFUSALS)[C]['values'][K] & Kind];
};
/** A refusal as the wire carries it besides `detail`. */
export interface Refusal<C extends RefusalCode = RefusalCode> {
  code: C;
  values: RefusalValues<C>;
}

export const refusal = <C extends RefusalCode>(code: C, values: RefusalValues<C>): Refusal<C> => ({ code, values });

const valuesSchema = (code: RefusalCode) =>
  z.object(Object.fromEntries(Object.entries(REFUSALS[code].values).map(([name, kind]) => [name, KINDS[kind]])));

/** The `code` and `values` of an error body, when the code is one this contract knows and the values fit it. */
export function readRefusal(body: unknown): Refusal | null {
  if (body === null || typeof body !== 'object') return null;
  const { code, values } = body as { code?: unknown; values?: unknown };
  if (typeof code !== 'string' || !Object.hasOwn(REFUSALS, code)) return null;
  const parsed = valuesSchema(code as RefusalCode).safeParse(values);
  return parsed.success ? ({ code, values: parsed.data } as Refusal) : null;
}

/** How each kind of value is written in a language; `text` puts them into a code's text. */
export interface Wording {
  money(rupees: number): string;
  count(n: number): string;
  clock(time: string): string;
  label(english: string): string;
  lower(english: string): string;
  and(first: string, last: string): string;
  text(id: string, values: Record<string, string>): string;
}

export function wordRefusal({ code, values }: Refusal, wording: Wording): string {
  const kinds: Record<string, Kind> = REFUSALS[code].values;
  const written: Record<string, string> = {};
  for (const [name, kind] of Object.entries(kinds)) {
    const value = (values as Record<string, unknown>)[name];
    if (kind === 'money' || kind === 'count') written[name] = wording[kind](value as number);
    else if (kind === 'clock' || kind === 'label' || kind === 'lower') written[name] = wording[kind](value as string);
    else if (kind === 'name') written[name] = value as string;
    else {
      const names = value as string[];
      written[name] = kind === 'andList' && names.length > 1 ? wording.and(names.slice(0, -1).join(', '), names.at(-1)!) : names.join(', ');
    }
  }
  return wording.text(REFUSALS[code].text, written);
}

/** `{name}` and `{name, plural, one {…} other {…}}`: the part of MessageFormat these texts use, filled in English. */
export function fillEnglish(text: string, values: Record<string, string>): string {
  let out = '';
  for (let index = 0; index < text.length; index++) {
    if (text[index] !== '{') {
      out += text[index];
      continue;
    }
    const end = closing(text, index);
    const [name = '', type, ...rest] = text.slice(index + 1, end).split(',');
    const value = values[name.trim()] ?? '';
    if (type?.trim() === 'plural') {
      const cases = rest.join(',');
      const key = Number(value) === 1 && /\bone\s*\{/.test(cases) ? 'one' : 'other';
      const start = cases.search(new RegExp(`\\b${key}\\s*\\{`));
      const open = cases.indexOf('{', start);
      out += fillEnglish(cases.slice(open + 1, closing(cases, open)), values);
    } else out += value;
    index = end;
  }
  return out;
}

function closing(text: string, open: number): number {
  let depth = 0;
  for (let index = open; index < text.length; index++) {
    if (text[index] === '{') depth++;
    else if (text[index] === '}' && --depth === 0) return index;
  }
  return text.length;
}

/** An amount as the English texts write it: 'Rs. 600.00'. */
export const englishRupees = (rupees: number) => `Rs. ${rupees.toFixed(2)}`;

const ENGLISH: Wording = {
  money: englishRupees,
  count: String,
  clock: formatClock,
  label: (english) => english,
  lower: (english) => english.toLowerCase(),
  and: (first, last) => `${first} and ${last}`,
  text: fillEnglish,
};

/** The English words of a refusal: its `detail` on the wire. */
export const englishOf = (refused: Refusal) => wordRefusal(refused, ENGLISH);

/** A refusal's whole body: `detail` for every client, `code` and `values` for the app to word it. */
export const refusalBody = (refused: Refusal) => ({ detail: englishOf(refused), code: refused.code, values: refused.values });
