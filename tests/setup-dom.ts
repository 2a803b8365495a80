import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// findBy and waitFor settle as soon as the DOM matches (they re-check on every DOM change); their limit only says when
// to give up. Testing Library's 1 s default, then 5 s, gave up on screens that drew in time on a quiet machine but not
// on two cores busy with the whole suite (src/app/app.test.tsx). So the limit is a hang detector like the unit
// project's 20 s test timeout (vitest.config.ts), and ends just before it so the failure names what never appeared.
configure({ asyncUtilTimeout: 18_000 });

// Test files that ask for `@vitest-environment node` share this setup; the browser stand-ins below are for jsdom.
if (typeof window !== 'undefined') installDomStandIns();

function installDomStandIns() {
  // user-event reaches for the clipboard; jsdom has none.
  if (!navigator.clipboard) {
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async () => {}, readText: async () => '' },
      configurable: true,
    });
  }
  // Ark UI's carousel and menus measure the page; jsdom lacks these.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  // Ark UI's carousel watches which slides are in view. jsdom has no layout; this one reports the first element each
  // observer watches as visible, like a carousel showing its first slide.
  globalThis.IntersectionObserver ??= class {
    readonly root = null;
    readonly rootMargin = '0px';
    readonly thresholds = [0];
    #watched = 0;
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      if (this.#watched++ > 0) return;
      queueMicrotask(() =>
        this.callback(
          [{ target, isIntersecting: true, intersectionRatio: 1 } as IntersectionObserverEntry],
          this as unknown as IntersectionObserver,
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
  Element.prototype.scrollTo ??= function scrollTo() {};
}

// Drawn by preact/compat (unless VIEW_RENDERER=react), Ark's and zag's modules are inlined to draw with preact/compat (vitest.config.ts), and
// zag's core is loaded once before any test: two lazily loaded screens importing it at once in a shared worker could
// wait on each other for ever (the navbar's account menu never arrived in a whole run, alone it did). React's views
// import zag from node_modules and need none of it.
if (typeof window !== 'undefined' && process.env.VIEW_RENDERER !== 'react') await import('@zag-js/core');
