// @vitest-environment node
import { getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import { parse, type Token } from '@messageformat/parser';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The catalogues (locales/{en,ne}/*.po, docs/i18n.md) against the code and each other: every text the code marks is
 * in its catalogue (`npm run i18n:extract` was run), English reads as its id, and every Nepali text exists, is
 * Nepali, and takes the same values as the English (a missing `{amount}` would print nothing where the price goes).
 */
const rootDir = fileURLToPath(new URL('..', import.meta.url));
const config = getConfig({ cwd: rootDir, configPath: `${rootDir}lingui.config.ts` });

// Texts that are written the same in Nepali: names, and what a reader types or sees as it is.
const SAME_IN_NEPALI = new Set(['eSewa', 'Facebook', 'Instagram', 'TikTok', 'OTP', 'Email', 'HH:MM']);

interface Loaded {
  name: string;
  inCode: Set<string>;
  english: Record<string, { translation?: string }>;
  nepali: Record<string, { translation?: string }>;
}

let catalogues: Loaded[] = [];

beforeAll(async () => {
  const all = await getCatalogs(config);
  catalogues = await Promise.all(
    all.map(async (catalog) => ({
      name: catalog.path.split('/').pop() ?? catalog.path,
      inCode: new Set(Object.keys((await catalog.collect()) ?? {})),
      english: (await catalog.read('en')) ?? {},
      nepali: (await catalog.read('ne')) ?? {},
    })),
  );
}, 120_000);

/** The names of the values a message takes, plural and select arguments included. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: Token[]) => {
    for (const token of tokens) {
      if (token.type === 'argument' || token.type === 'function') names.add(token.arg);
      if (token.type === 'plural' || token.type === 'select') {
        names.add(token.arg);
        for (const entry of token.cases) walk(entry.tokens);
      }
    }
  };
  walk(parse(message));
  return [...names].sort();
}

const DEVANAGARI = /[\u0900-\u097F]/;

describe('the catalogues', () => {
  it('exist for every feature', () => {
    expect(catalogues.map((c) => c.name).sort()).toEqual(
      ['account', 'admin', 'cart', 'chrome', 'contract', 'menu', 'orders', 'shared'].sort(),
    );
  });

  it('hold every text the code marks, and no text the code no longer has', () => {
    const stale = catalogues.flatMap(({ name, inCode, english }) => [
      ...[...inCode].filter((id) => !(id in english)).map((id) => `${name}: not extracted: ${id}`),
      ...Object.keys(english)
        .filter((id) => !inCode.has(id))
        .map((id) => `${name}: no longer in the code: ${id}`),
    ]);
    expect(stale, 'run `npm run i18n:extract`').toEqual([]);
  });

  it('read in English as the code writes them (the id is the English text)', () => {
    const changed = catalogues.flatMap(({ name, english }) =>
      Object.entries(english)
        .filter(([id, entry]) => entry.translation && entry.translation !== id)
        .map(([id]) => `${name}: ${id}`),
    );
    expect(changed).toEqual([]);
  });

  it('have every text in Nepali, in Devanagari', () => {
    const missing = catalogues.flatMap(({ name, english, nepali }) =>
      Object.keys(english)
        .filter((id) => {
          const translation = nepali[id]?.translation;
          if (!translation) return true;
          return !SAME_IN_NEPALI.has(id) && !DEVANAGARI.test(translation);
        })
        .map((id) => `${name}: ${id} → ${nepali[id]?.translation ?? '(none)'}`),
    );
    expect(missing).toEqual([]);
  });

  it('give a text the same Nepali in every catalogue that has it', () => {
    // A Nepali reader's first page has `shared` alone, the server draws it with every customer catalogue
    // (src/i18n/nepali-texts.ts): two translations of one text would differ between them and break the hydration. And
    // one thing has one name: the admin bar's "Kitchen screen" and the admin screens' were two different words.
    const first = new Map<string, { name: string; translation: string | undefined }>();
    const differing = catalogues.flatMap(({ name, nepali }) =>
      Object.keys(nepali).flatMap((id) => {
        const translation = nepali[id]?.translation;
        const seen = first.get(id);
        if (!seen) {
          first.set(id, { name, translation });
          return [];
        }
        return seen.translation === translation ? [] : [`${id}: ${seen.name} ${seen.translation}, ${name} ${translation}`];
      }),
    );
    expect(differing).toEqual([]);
  });

  it('take the same values in Nepali as in English, and parse as ICU messages', () => {
    const mismatched = catalogues.flatMap(({ name, nepali }) =>
      Object.entries(nepali)
        .filter(([, entry]) => entry.translation)
        .flatMap(([id, entry]) => {
          try {
            const [english, translated] = [placeholders(id), placeholders(entry.translation!)];
            return english.join() === translated.join() ? [] : [`${name}: ${id}: {${english}} ≠ {${translated}}`];
          } catch (error) {
            return [`${name}: ${id}: ${(error as Error).message}`];
          }
        }),
    );
    expect(mismatched).toEqual([]);
  });
});
