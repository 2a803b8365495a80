import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { localeActor } from './boot';
import { rememberedLocale } from './remembered-locale';
import type { LocaleActor } from './locale';
import { useLocaleReady } from './use-lingui';

interface LocaleHandle {
  /** The locale actor once it runs (a story or test gives one at once). */
  actor: LocaleActor | null;
  /** The actor, started on first use. */
  load: () => Promise<LocaleActor>;
}

const LocaleContext = createContext<LocaleHandle | null>(null);

/**
 * The chosen language for every view below, and the locale actor the language switch talks to. Nothing is drawn
 * until a language is active: a browser that remembers Nepali waits for its texts rather than flashing English.
 */
export function LocaleProvider({ actor: given = null, children }: { actor?: LocaleActor | null; children: ReactNode }) {
  const ready = useLocaleReady();
  const [actor, setActor] = useState(given);
  const [load] = useState(
    () => () => (given ? Promise.resolve(given) : localeActor().then((started) => (setActor(started), started))),
  );
  // A remembered Nepali started the actor at start: the switch follows it from then on.
  useEffect(() => {
    if (!given && rememberedLocale() === 'ne') void load();
  }, [given, load]);
  return <LocaleContext value={{ actor, load }}>{ready ? children : null}</LocaleContext>;
}

export function useLocale(): LocaleHandle | null {
  return useContext(LocaleContext);
}
