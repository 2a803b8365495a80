// The plays' testing library: storybook/test's, with `within` finding texts in the language the story is shown in.
// A play is written once, with the spec's English (the catalogues' ids are the English texts); in Nepali (the
// toolbar's नेपाली, or `globals=locale:ne`) each text it looks for is read as that language's translation, so the same
// play reaches the same state in both languages.
import { i18n, setupI18n, type I18n } from '@lingui/core';
import * as jestDom from '@testing-library/jest-dom/matchers';
import {
  configure,
  expect,
  fireEvent,
  fn,
  spyOn,
  userEvent as englishUserEvent,
  waitFor,
  within as withinEnglish,
  type queries,
} from 'storybook/test';

// A play waits for what a reader waits for: a part loaded as it is neared, a fake answer, the next frame. Testing
// Library's 1 s is less than a cold preview takes on a busy 2-core machine (four previews play side by side in
// `npm test`), where a part of the home page loaded on scrolling was seen to arrive after 1 s; 5 s is what a play may
// wait before it says the state never came.
configure({ asyncUtilTimeout: 5000 });

// Imported, then exported: Storybook's build turns `import … from 'storybook/test'` into its preview's own module,
// and cannot do so for `export … from`.
export { expect, fireEvent, fn, spyOn, waitFor };

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const inDevanagari = (text: string) => text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!);

interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
}
let templates: { locale: string; messages: object; list: Template[] } | undefined;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue's texts with a value put in ('Order #{number}'), as patterns that read the values back out. */
function templatesOf(locale: string): Template[] {
  if (templates?.locale === locale && templates.messages === i18n.messages) return templates.list;
  const list: Template[] = [];
  for (const id of Object.keys(i18n.messages)) {
    const names = [...id.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    if (names.length === 0 || /\{\w+,/.test(id)) continue;
    const pattern = new RegExp(`^${id.split(/\{\w+\}/).map(escape).join('(.+?)')}$`, 's');
    list.push({ id, pattern, names });
  }
  // The template with the most words of its own first: 'Decrease quantity of {name}' before '{part} of {whole}'.
  const literal = (id: string) => id.replace(/\{\w+\}/g, '').length;
  list.sort((a, b) => literal(b.id) - literal(a.id));
  templates = { locale, messages: i18n.messages, list };
  return list;
}

/**
 * `english` as the story's language shows it: the catalogue's translation of that text, or of the text it was built
 * from with the values put in; else as written (a name, a price, a path), with its digits in Devanagari where Nepali
 * writes them so. In English, `english` itself.
 */
export function t(english: string): string[] {
  if (i18n.locale === 'en' || !i18n.locale) return [english];
  if (english in i18n.messages) return [i18n._(english)];
  // A text the play had the app write in the story's language (`written`: a Bikram Sambat day) is looked for as it is.
  if (NEPALI_LETTER.test(english) && !/[A-Za-z]/.test(english)) return [english];
  for (const { id, pattern, names } of templatesOf(i18n.locale)) {
    const match = pattern.exec(english);
    if (!match) continue;
    // A value is put in as written (a phone number, a price's text) or as a number (a count, written in Devanagari).
    const valuesWith = (asNumber: boolean) =>
      Object.fromEntries(
        names.map((name, index) => {
          const value = match[index + 1]!;
          // A value that is itself a catalogue text (a server's refusal) reads in the story's language too.
          if (value in i18n.messages) return [name, i18n._(value)];
          return [name, asNumber && /^\d+$/.test(value) ? Number(value) : value];
        }),
      );
    const written = i18n._(id, valuesWith(false));
    return [...new Set([written, i18n._(id, valuesWith(true)), inDevanagari(written)])];
  }
  const devanagari = inDevanagari(english);
  return devanagari === english ? [english] : [english, devanagari];
}

const LATIN_ZERO = 0x0966;
const inLatin = (text: string) => text.replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - LATIN_ZERO));
// src/i18n/dates.ts writes a Nepali time's day period after it ('५:५० अपराह्न').
const PERIODS: Record<string, string> = { पूर्वाह्न: 'AM', अपराह्न: 'PM' };
const normalize = (text: string) => text.replace(/\s+/g, ' ').trim();
/** Read back from an English text left on a Nepali page: matches no English a play looks for. */
const UNTRANSLATED = '\u2047English left untranslated: ';

interface Reading {
  id: string;
  pattern: RegExp;
  /** Each group's value's marker in `english`. */
  marks: number[];
  /** The English text with each value's marker (\uE000n\uE001) where it goes. */
  english: string;
  weight: number;
  /** The counts of the plurals the text shows only through another value ('{number} orders'), this reading's. */
  hiddenCounts: number[];
}
interface Readings {
  messages: object;
  englishCount: number;
  exact: Map<string, string>;
  english: Map<string, string>;
  list: Reading[];
}
let readings: Readings | undefined;
/** A count no story shows, standing for any count past 20: its digits are read back as the count's. */
const ANY_COUNT = 987654;
/**
 * A count as a Nepali page must write it (src/i18n/nepali-numbers.ts): Devanagari digits, grouped in lakhs past a
 * thousand ('१,२३४', '९,८७,६५४'). Written here, not by the browser's Intl, which may have no Nepali numbers (Chromium
 * has none, and writes a Nepali plural's '#' with Latin digits unless the app says otherwise).
 */
function nepaliCount(count: number): string {
  const digits = String(count);
  const lakhs = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return inDevanagari(lakhs ? `${lakhs},${digits.slice(-3)}` : digits);
}
/**
 * A count ('#') where a Nepali text shows any count: only as `nepaliCount` groups one, in Devanagari digits, with a
 * decimal point where it has one (a meal's '३.५ तारा'). Texts are read back only on a Nepali page.
 */
const COUNT_READ = '((?:[०-९]{1,2}(?:,[०-९]{2})*,[०-९]{3}|[०-९]{1,3})(?:\\.[०-९]+)?)';
/** A digit run a text was written with, not one in a value's marker or a tag (<0>): a count the text shows. */
const LATIN_COUNT = /(?<![\d\uE000</])\d+(?![\d\uE001>/])/g;
const COUNT_MARK = 999;
const MARK = (index: number) => `\uE000${index}\uE001`;

const loadedMessages = () => (i18n as unknown as { _messages: Record<string, Record<string, unknown>> })._messages;
const englishTextCount = () => Object.keys(loadedMessages().en ?? {}).length;

/** The English catalogue's compiled texts (loaded with each feature's code), to write a template's English. */
function englishI18n() {
  return setupI18n({ locale: 'en', messages: { en: (loadedMessages().en ?? {}) as never } });
}

/**
 * The shown texts of the story's catalogue, to be read back into English: each text as shown, and each text with
 * values as a pattern reading the values back out (a plural or a choice with each count and choice it may show).
 */
function readingsOf(): Readings {
  // The English texts load with each feature's code, after the Nepali catalogue: readings made before a feature's
  // English arrived wrote its templates unread (the story played after another one on the same page failed).
  const englishCount = englishTextCount();
  if (readings?.messages === i18n.messages && readings.englishCount === englishCount) return readings;
  readCache.clear();
  const english = englishI18n();
  const exact = new Map<string, string>();
  const englishIds = new Map<string, string>();
  const list: Reading[] = [];
  // Where the catalogue's texts put a plural's '#' for ANY_COUNT, whatever this browser's Intl wrote it as: read as a
  // count only as Nepali writes one (COUNT_READ).
  const counts = [
    String(ANY_COUNT),
    inDevanagari(String(ANY_COUNT)),
    nepaliCount(ANY_COUNT),
    i18n.number(ANY_COUNT),
    english.number(ANY_COUNT),
  ];
  for (const id of Object.keys(i18n.messages)) {
    const names = [...new Set([...id.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!))];
    const counted = [...id.matchAll(/\{(\w+), (plural|select|selectordinal),/g)].map((match) => [match[1]!, match[2]!] as const);
    if (names.length === 0 && counted.length === 0) {
      const shown = normalize(i18n._(id));
      const written = normalize(id);
      // A text with links or emphasis (<0>Sign Up</0>): read whole, and each part a view draws as an element of its own.
      const tagged = /<(\d+)>(.*?)<\/\1>/g;
      const inner = (text: string) => new Map([...text.matchAll(tagged)].map((match) => [match[1]!, normalize(match[2]!)]));
      const shownParts = inner(shown);
      for (const [tag, part] of inner(written)) {
        const shownPart = shownParts.get(tag);
        if (shownPart && !exact.has(shownPart)) exact.set(shownPart, part);
      }
      const plain = (text: string) => normalize(text.replace(/<\/?\d+\/?>/g, ''));
      if (!exact.has(plain(shown))) exact.set(plain(shown), plain(written));
      if (plain(shown) !== plain(written)) englishIds.set(plain(written), plain(shown));
      continue;
    }
    // Each count a plural may be read with, each choice a select names; a few, not every combination.
    let variants: Record<string, unknown>[] = [{}];
    for (const [name, kind] of counted) {
      if (names.includes(name)) continue;
      const choices =
        kind === 'select'
          ? [...new Set([...id.matchAll(/(\w+) \{/g)].map((match) => match[1]!))]
          : [...Array.from({ length: 21 }, (_, count) => count), ANY_COUNT];
      variants = variants.flatMap((variant) => choices.map((choice) => ({ ...variant, [name]: choice })));
      if (variants.length > 200) variants = variants.slice(0, 200);
    }
    const hidden = counted.filter(([name, kind]) => kind !== 'select' && !names.includes(name)).map(([name]) => name);
    for (const variant of variants) {
      const values = { ...variant, ...Object.fromEntries(names.map((name, index) => [name, MARK(index)])) };
      // A count past the few above is read as a value: its digits, wherever the text shows them.
      const counting = (text: string) =>
        counts.reduce((counted, count) => counted.replaceAll(count, MARK(COUNT_MARK)), text);
      // A count of the few above, written out: in Devanagari, however this browser wrote it.
      const variantCounts = new Set(hidden.map((name) => variant[name]));
      const inNepaliDigits = (text: string) =>
        text.replace(LATIN_COUNT, (digits) => (variantCounts.has(Number(digits)) ? nepaliCount(Number(digits)) : digits));
      const shown = inNepaliDigits(counting(normalize(i18n._(id, values))));
      const written = counting(normalize(english._(id, values)));
      const parts = shown.split(/\uE000(\d+)\uE001/);
      const order: number[] = [];
      let source = '';
      parts.forEach((part, index) => {
        if (index % 2 === 0) source += escape(part);
        else {
          order.push(Number(part));
          source += Number(part) === COUNT_MARK ? COUNT_READ : '(.+?)';
        }
      });
      // A plural whose count the text does not show as its '#': this variant's counts.
      const hiddenCounts = order.includes(COUNT_MARK) ? [] : hidden.map((name) => variant[name] as number);
      const literal = parts.filter((_, index) => index % 2 === 0).join('');
      // A text that is only a value ('{message}') reads nothing of its own.
      if (order.length === 0 || (literal.trim() === '' && order.length === 1)) {
        if (order.length === 0 && !exact.has(shown)) exact.set(shown, written);
        continue;
      }
      // A template that is only its values ('{name}: {value}') reads anything: tried last.
      list.push({
        id,
        pattern: new RegExp(`^${source}$`, 's'),
        marks: order,
        english: written,
        weight: literal.length,
        hiddenCounts,
      });
    }
  }
  list.sort((a, b) => b.weight - a.weight);
  readings = { messages: i18n.messages, englishCount, exact, english: englishIds, list };
  return readings;
}

/** A text with no catalogue text of its own, in English: Latin digits, an English time's day period. */
function plainEnglish(text: string): string {
  const { english } = readingsOf();
  const found = english.get(normalize(text));
  if (found !== undefined) return `${UNTRANSLATED}${text}`;
  // Digits first: a Nepali clock is written in Devanagari digits, which \d does not match.
  return inLatin(text).replace(/(\d+:\d+) (पूर्वाह्न|अपराह्न)/g, (_, clock: string, period: string) => `${clock} ${PERIODS[period]}`);
}

const readCache = new Map<string, string[]>();

/**
 * A shown text's English readings, the likeliest first: the catalogue text it was shown from, or each template it
 * fits with its values read back too; none if it was shown from no catalogue text.
 */
function readAll(text: string, depth = 0): string[] {
  const key = `${i18n.locale}:${depth}:${text}`;
  const cached = readCache.get(key);
  if (cached) return cached;
  const { exact, english, list } = readingsOf();
  const found: string[] = [];
  const exactly = exact.get(text);
  if (exactly !== undefined) found.push(exactly);
  else if (english.has(text)) found.push(`${UNTRANSLATED}${text}`);
  else if (depth < 3) {
    for (const { pattern, marks, english: written, hiddenCounts } of list) {
      const match = pattern.exec(text);
      if (!match) continue;
      // A plural that shows its count as its one value, a number ('{count, plural, one {{number} order} other
      // {{number} orders}}'): read only as the variant for that number. Nepali writes '२८ अर्डर' for 28 orders (the
      // money page's '{count, plural, one {# order} other {# orders}}') as for its one order.
      if (hiddenCounts.length > 0 && match.length === 2 && /^[0-9०-९][0-9०-९,]*$/.test(match[1]!)) {
        // A Nepali page writes a count in Devanagari digits: one in Latin digits is not this text.
        if (/[0-9]/.test(match[1]!)) continue;
        const count = Number(inLatin(match[1]!).replace(/,/g, ''));
        const variant = count <= 20 ? count : ANY_COUNT;
        if (hiddenCounts.some((hiddenCount) => hiddenCount !== variant)) continue;
      }
      const values = match
        .slice(1)
        .map((value) => (PUNCTUATION.test(value) || SEPARATED.test(value) ? undefined : readValue(value, depth + 1)));
      // A value in Nepali words that reads as no text of the catalogue: the pattern took more than a value. A value of
      // punctuation alone, or with the separator views join pieces with at an end ('Mild · सकियो' read as
      // '{name} सकियो'): it took a separator, or pieces a view joined, for one.
      if (values.some((value) => value === undefined)) continue;
      const read = marks.reduce((english, mark, index) => english.replace(MARK(mark), () => values[index]!), written);
      found.push(read.replace(/\uE000\d+\uE001/g, ''));
    }
  }
  if (readCache.size > 5000) readCache.clear();
  readCache.set(key, found);
  return found;
}

const PUNCTUATION = /^[\s\p{P}]*$/u;
const SEPARATED = /^\s*·|·\s*$/;

/**
 * A value put in a text, in English: read back whole, or split where a view joined several (a meal's name with its
 * choices: 'Momo (आधा प्लेट · Spice level: Hot)', src/features/cart/line-extras.tsx), or a Bikram Sambat day as written.
 */
function readValue(value: string, depth: number): string | undefined {
  const whole = readWhole(value, depth);
  if (whole !== undefined || BS_DAY.test(value)) return whole ?? value;
  const parts = value.split(/( · | \(|\)$)/);
  if (parts.length === 1) return undefined;
  const read = parts.map((part, index) =>
    index % 2 === 1 || part === '' ? part : readWhole(part, depth),
  );
  return read.some((part) => part === undefined) ? undefined : read.join('');
}

/** A shown text's likeliest English reading; undefined if it was shown from no catalogue text. */
const readBack = (text: string, depth = 0): string | undefined => readAll(text, depth)[0];

/** A shown text read back as one catalogue text, or else as several a view put together (`segmented`). */
const readWhole = (text: string, depth = 0): string | undefined => readBack(text, depth) ?? segmented(text, depth);

const NEPALI_LETTER = /[\u0900-\u0965\u0970-\u097f]/;
/**
 * A day as a Nepali page writes it (src/i18n/dates.ts formatDay: '१ चैत २०८२', Bikram Sambat): no catalogue text, and
 * no English day to read back. Put in a text, it reads as written, as a play has the app write it (`written`).
 */
const BS_DAY = /^[०-९]{1,2} [\u0900-\u0963\u0970-\u097f]+ [०-९]{4}$/;

/**
 * A text a view put together from several (a column's name and its count): its words split where each piece reads
 * as a catalogue text, the fewest pieces first; Latin words and numbers as they are. Undefined when a Nepali word
 * is in no piece.
 */
function segmented(text: string, depth = 0): string | undefined {
  const plain = plainEnglish(text);
  if (!NEPALI_LETTER.test(plain)) return plain;
  const words = text.split(' ');
  if (words.length > 16 || depth > 2) return undefined;
  // best[i]: the fewest pieces reading words[0..i), and their English.
  const best: ({ pieces: number; english: string[] } | undefined)[] = [{ pieces: 0, english: [] }];
  for (let end = 1; end <= words.length; end++) {
    for (let start = 0; start < end; start++) {
      const before = best[start];
      if (!before) continue;
      const piece = words.slice(start, end).join(' ');
      const plainPiece = plainEnglish(piece);
      const read = readBack(piece, depth + 1) ?? (NEPALI_LETTER.test(plainPiece) ? undefined : plainPiece);
      if (read === undefined) continue;
      const pieces = before.pieces + 1;
      if (!best[end] || pieces < best[end]!.pieces) best[end] = { pieces, english: [...before.english, read] };
    }
  }
  return best[words.length]?.english.join(' ');
}

const nepali = () => Boolean(i18n.locale) && i18n.locale !== 'en';

/**
 * What a reader of English would read where the story shows `shown`: the catalogue's English of the text, values
 * read back (Devanagari digits in Latin, 'रु.' as 'Rs.'), pieces joined by ' · ' each read; in English, `shown`.
 * An English text left on a Nepali page reads as no English a play looks for.
 */
export function english(shown: string): string {
  return englishReadings(shown)[0]!;
}

/** Every English reading of a shown text (a text may fit more than one template), the likeliest first. */
function englishReadings(shown: string): string[] {
  if (!nepali()) return [shown];
  const text = normalize(shown);
  const pieces = text.split(' · ').map((piece) => readWhole(piece) ?? piece).join(' · ');
  return [...new Set([...readAll(text), segmented(text) ?? pieces, pieces])];
}

/** An element's text as English reads it: the whole read back, or else each child's (the text a view put together). */
function englishOf(node: Node): string {
  const text = node.textContent ?? '';
  if (!normalize(text)) return text;
  const whole = readBack(normalize(text));
  const [, before, after] = /^(\s*)[^]*?(\s*)$/.exec(text)!;
  if (whole !== undefined) return `${before}${whole}${after}`;
  if (node.nodeType === Node.TEXT_NODE || node.childNodes.length === 0) return `${before}${english(text)}${after}`;
  return [...node.childNodes].map(englishOf).join('');
}

/** An element's text content as a reader of English reads it (in English, its textContent as it is). */
export function textOf(element: Element | Node | null | undefined): string | null {
  if (!element) return null;
  return nepali() ? englishOf(element) : element.textContent;
}

/** A Testing Library text matcher for `english` in the story's language (a string where there is only one way). */
function matcher(english: unknown): unknown {
  if (!nepali()) return english;
  if (english instanceof RegExp) {
    const matches = (content: string) => {
      // A play written in Nepali (a story shown in Nepali whatever the toolbar says) finds its text as written.
      english.lastIndex = 0;
      if (english.test(content)) return true;
      return englishReadings(content).some((reading) => {
        if (reading.startsWith(UNTRANSLATED)) return false;
        english.lastIndex = 0;
        return english.test(reading);
      });
    };
    matches.toString = () => `${String(english)} read in English`;
    return matches;
  }
  if (typeof english !== 'string') return english;
  const texts = t(english);
  const matches = (content: string) => texts.includes(content) || englishReadings(content).includes(normalize(english));
  matches.toString = () => texts.join(' or ');
  return matches;
}

/** An asymmetric matcher: the shown text, read back into English, is (or matches) `wanted`. */
const readAsEnglish = (wanted: string | RegExp) => ({
  $$typeof: Symbol.for('jest.asymmetricMatcher'),
  asymmetricMatch: (shown: unknown) =>
    typeof shown === 'string' &&
    [shown, ...englishReadings(shown)].some((reading) => (typeof wanted === 'string' ? reading === wanted : wanted.test(reading))),
  toString: () => `${String(wanted)} read in English`,
  toAsymmetricMatcher: () => `${String(wanted)} read in English`,
});

// A play's expectations of a text, as within's queries: in Nepali the element's text is read back into English
// (the English a play is written with); in English, jest-dom's own matcher as it is.
expect.extend({
  toHaveTextContent(this: unknown, node: Element, checkWith: string | RegExp, options?: { normalizeWhitespace: boolean }) {
    if (!nepali() || !(node instanceof Node)) return jestDom.toHaveTextContent.call(this as never, node as never, checkWith, options);
    // A play written in Nepali (a story shown in Nepali whatever the toolbar says) finds its text as written.
    const asWritten = jestDom.toHaveTextContent.call(this as never, node as never, checkWith, options);
    if (asWritten.pass) return asWritten;
    const twin = node.ownerDocument.createElement('div');
    twin.textContent = englishOf(node);
    return jestDom.toHaveTextContent.call(this as never, twin, checkWith, options);
  },
  toHaveAccessibleDescription(this: unknown, node: Element, ...expected: [(string | RegExp)?]) {
    const [wanted] = expected;
    if (!nepali() || wanted === undefined) return jestDom.toHaveAccessibleDescription.call(this as never, node as never, ...expected);
    return jestDom.toHaveAccessibleDescription.call(this as never, node as never, readAsEnglish(wanted) as never);
  },
  toHaveAccessibleName(this: unknown, node: Element, ...expected: [(string | RegExp)?]) {
    const [wanted] = expected;
    if (!nepali() || wanted === undefined) return jestDom.toHaveAccessibleName.call(this as never, node as never, ...expected);
    return jestDom.toHaveAccessibleName.call(this as never, node as never, readAsEnglish(wanted) as never);
  },
});

/**
 * A text the restaurant wrote (a meal's option, a group's name), shown as written in every language, for a query:
 * where it happens to be a word of the catalogue too ('Mild', 'Spice level'), no language's translation of it.
 */
export function asWritten(text: string): (content: string) => boolean {
  const matches = (content: string) => content === text;
  matches.toString = () => `${text} as written`;
  return matches;
}

type Queries = ReturnType<typeof withinEnglish<typeof queries>>;

/** storybook/test's `within`, whose queries look for each text in the story's language. */
export function within(element: HTMLElement): Queries {
  const queries = withinEnglish(element) as unknown as Record<string, (...args: unknown[]) => unknown>;
  const translated: Record<string, unknown> = {};
  for (const [name, query] of Object.entries(queries)) {
    if (typeof query !== 'function') {
      translated[name] = query;
      continue;
    }
    translated[name] = name.endsWith('ByRole')
      ? (role: unknown, options?: { name?: unknown; description?: unknown }, ...rest: unknown[]) =>
          query(role, options && { ...options, name: matcher(options.name), description: matcher(options.description) }, ...rest)
      : /By(Text|LabelText|PlaceholderText|AltText|Title|DisplayValue)$/.test(name)
        ? (text: unknown, ...rest: unknown[]) => query(matcher(text), ...rest)
        : query;
  }
  return translated as unknown as Queries;
}

type SelectOptions = typeof englishUserEvent.selectOptions;

/**
 * A select's options as the play names them: an option's value, or its text in English, found in the story's
 * language by the same reading as within's queries (the Nepali 'अर्डरहरू' for 'Orders').
 */
function optionsNamed(element: Element, values: Parameters<SelectOptions>[1]): Parameters<SelectOptions>[1] {
  if (!nepali()) return values;
  const options = [...element.querySelectorAll<HTMLElement>('option, [role="option"]')];
  const pick = (value: string | HTMLElement) => {
    if (typeof value !== 'string') return value;
    // What user-event itself matches: the option's value or its markup.
    if (options.some((option) => (option as HTMLOptionElement).value === value || option.innerHTML === value)) return value;
    const named = matcher(value) as string | ((content: string) => boolean);
    const found = options.filter((option) => {
      const content = normalize(option.textContent ?? '');
      return typeof named === 'string' ? content === named : named(content);
    });
    // None or more than one: the value as given, for user-event to say it is not among the options.
    return found.length === 1 ? found[0]! : value;
  };
  if (!Array.isArray(values)) return pick(values);
  const picked = values.map(pick);
  // user-event takes all texts or all elements: a list with one name not found is given as it was.
  return picked.every((option) => typeof option !== 'string') ? (picked as HTMLElement[]) : values;
}

/** storybook/test's userEvent, whose selectOptions picks an option by its text in the story's language. */
export const userEvent: typeof englishUserEvent = {
  ...englishUserEvent,
  selectOptions: (element, values, options) =>
    englishUserEvent.selectOptions(element, optionsNamed(element, values), options),
};

/**
 * A text the page writes with a formatter of the reader's language (a day, a time: src/i18n/dates.ts): in English the
 * play's own English, which the app's formatter must write word for word; in Nepali what that formatter writes for the
 * same value (a Bikram Sambat day, Devanagari digits), which has no English to be read back as.
 */
export function written(english: string, format: (i18n: I18n) => string): string {
  const shown = format(i18n);
  if (nepali()) return shown;
  // Chromium's English clock has a narrow space before its day period; a query reads every space as one.
  if (normalize(shown) !== english) throw new Error(`The app writes '${shown}' where the play expects '${english}'`);
  return english;
}
