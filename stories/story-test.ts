// The plays' testing library: storybook/test's, with `within` finding texts in the language the story is shown in.
// A play is written once, with the spec's English (the catalogues' ids are the English texts); in Nepali (the
// toolbar's नेपाली, or `globals=locale:ne`) each text it looks for is read as that language's translation, so the same
// play reaches the same state in both languages.
import { i18n } from '@lingui/core';
import {
  configure,
  expect,
  fireEvent,
  fn,
  spyOn,
  userEvent,
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
export { expect, fireEvent, fn, spyOn, userEvent, waitFor };

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const inDevanagari = (text: string) => text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)]!);

interface Template {
  id: string;
  pattern: RegExp;
  names: string[];
}
let templates: { locale: string; list: Template[] } | undefined;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The catalogue's texts with a value put in ('Order #{number}'), as patterns that read the values back out. */
function templatesOf(locale: string): Template[] {
  if (templates?.locale === locale) return templates.list;
  const list: Template[] = [];
  for (const id of Object.keys(i18n.messages)) {
    const names = [...id.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
    if (names.length === 0 || /\{\w+,/.test(id)) continue;
    const pattern = new RegExp(`^${id.split(/\{\w+\}/).map(escape).join('(.+?)')}$`, 's');
    list.push({ id, pattern, names });
  }
  templates = { locale, list };
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

/** A Testing Library text matcher for `english` in the story's language (a string where there is only one way). */
function matcher(english: unknown): unknown {
  if (typeof english !== 'string') return english;
  const texts = t(english);
  if (texts.length === 1) return texts[0];
  const matches = (content: string) => texts.includes(content);
  matches.toString = () => texts.join(' or ');
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
