import { defineTokens } from '@pandacss/dev';

// A restaurant's look: warm cream paper, charcoal ink, a tomato-red accent, saffron for warmth, herb green and
// chilli red to tell veg from non-veg at a glance. Colours that carry text are chosen for WCAG AA on their
// background (noted beside them). This is the raw palette and scale; ./semantic-tokens.ts names what each colour is
// for, and views and recipes use those names.
export const tokens = defineTokens({
  colors: {
    current: { value: 'currentColor' },
    transparent: { value: 'transparent' },
    white: { value: '#FFFFFF' },
    black: { value: '#000000' },
    cream: {
      50: { value: '#FFFDF8' },
      100: { value: '#FBF6EC' },
      200: { value: '#F4EADA' },
      300: { value: '#E9DBC3' },
      400: { value: '#D6C3A4' },
    },
    charcoal: {
      500: { value: '#6E6257' }, // 5.3:1 on cream.100
      600: { value: '#54493F' }, // 8.3:1 on cream.100
      800: { value: '#2C2621' },
      900: { value: '#1F1B17' },
      950: { value: '#16130F' },
    },
    tomato: {
      50: { value: '#FDF0EA' },
      100: { value: '#FADCCE' },
      400: { value: '#F0805F' },
      500: { value: '#DB5532' },
      600: { value: '#B83C1D' }, // white on it: 5.6:1
      700: { value: '#982F15' },
      800: { value: '#7A2510' },
    },
    saffron: {
      100: { value: '#FDF1D6' },
      200: { value: '#FBE2A8' },
      300: { value: '#F6C96B' },
      400: { value: '#EFAE3A' },
      500: { value: '#D98E12' },
    },
    herb: {
      50: { value: '#E9F4E6' },
      600: { value: '#2E7D32' },
      700: { value: '#22632A' }, // on herb.50: 6.5:1
    },
    chilli: {
      50: { value: '#FCEAE7' },
      600: { value: '#B3261E' },
      700: { value: '#921D16' }, // on chilli.50: 7.3:1
    },
  },
  fonts: {
    // System faces for Latin: nothing to download before the first paint. Devanagari is drawn by Noto Sans Devanagari,
    // served from our origin (src/index.css) with a unicode-range of Devanagari only, so it heads each list and a
    // browser fetches it only for a page with Nepali on it.
    display: {
      value:
        '"Noto Sans Devanagari", ui-serif, "Iowan Old Style", "Palatino Linotype", Palatino, "Book Antiqua", Georgia, Cambria, "DejaVu Serif", serif',
    },
    body: {
      value: '"Noto Sans Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Liberation Sans", sans-serif',
    },
  },
  shadows: {
    card: { value: '0 1px 2px rgba(60, 40, 20, 0.06), 0 4px 14px rgba(60, 40, 20, 0.06)' },
    cardHover: { value: '0 2px 4px rgba(60, 40, 20, 0.08), 0 12px 28px rgba(60, 40, 20, 0.12)' },
    button: { value: '0 1px 2px rgba(120, 40, 10, 0.25), 0 4px 12px rgba(184, 60, 29, 0.22)' },
    badgeRing: { value: '0 0 0 2px {colors.cream.100}' },
    float: { value: '0 12px 40px rgba(40, 25, 10, 0.18)' },
  },
  aspectRatios: {
    /** Every meal photo is 4:3; the server's width variants keep it. */
    meal: { value: '4 / 3' },
    auto: { value: 'auto' },
  },
  sizes: {
    // The home carousel's frame: fixed so skeleton, slide and error all take the same room.
    heroText: { value: '20rem' },
    heroMd: { value: '26rem' },
    heroLg: { value: '30rem' },
  },
  animations: {
    none: { value: 'none' },
    shimmer: { value: 'shimmer 1.4s ease-in-out infinite' },
    spin: { value: 'spin 0.8s linear infinite' },
    popIn: { value: 'popIn 140ms ease-out' },
    fadeIn: { value: 'fadeIn 300ms ease-out' },
  },
  zIndex: {
    sticky: { value: 100 },
    dropdown: { value: 1000 },
    skipLink: { value: 2000 },
  },
  durations: {
    fast: { value: '120ms' },
    normal: { value: '200ms' },
  },
});
